import type { RawArticle } from '../raw-article.js';
import { parseFeed } from './feed.js';
import type { CollectDeps } from './polite-get.js';
import { politeGet } from './polite-get.js';

/** The fields of a feed source the poller needs. */
export interface FeedSource {
  id: number;
  url: string;
  carrier: string;
  isAbroad: boolean;
  language?: string;
}

/** Conditional-GET validators; the caller stores them with the source between polls. */
export interface FeedState {
  etag?: string;
  lastModified?: string;
}

/** Outcome of one poll. */
export interface PollResult {
  items: RawArticle[];
  /** Validators to store for the next poll (unchanged when the server sent none). */
  state: FeedState;
  notModified: boolean;
  /** Items without a title or link. */
  skipped: number;
  /** Feed title, when the feed was fetched. */
  title?: string;
  /** URL after redirects; worth storing when a feed has permanently moved. */
  finalUrl: string;
}

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5';

function pickState(etag: string | undefined, lastModified: string | undefined): FeedState {
  const state: FeedState = {};
  if (etag) {
    state.etag = etag;
  }
  if (lastModified) {
    state.lastModified = lastModified;
  }
  return state;
}

/**
 * Polls one RSS/Atom/RDF feed with a conditional GET. Pure apart from the network: the caller
 * persists the returned state and items. Errors surface as `CollectError` (robots, http,
 * timeout, parse…) for the source-health view; nothing is returned half-done.
 */
export async function pollFeed(
  source: FeedSource,
  state: FeedState,
  deps: CollectDeps,
): Promise<PollResult> {
  const res = await politeGet(source.url, deps, {
    etag: state.etag,
    lastModified: state.lastModified,
    accept: FEED_ACCEPT,
  });
  const newState = pickState(res.etag, res.lastModified);
  if (res.notModified) {
    return { items: [], state: newState, notModified: true, skipped: 0, finalUrl: res.finalUrl };
  }
  const feed = parseFeed(res.body, res.finalUrl);
  const items = feed.items.map((item): RawArticle => {
    const article: RawArticle = {
      ...item,
      sourceId: source.id,
      carrier: source.carrier,
      isAbroad: source.isAbroad,
    };
    if (source.language) {
      article.language = source.language;
    }
    return article;
  });
  return {
    items,
    state: newState,
    notModified: false,
    skipped: feed.skipped,
    title: feed.title,
    finalUrl: res.finalUrl,
  };
}
