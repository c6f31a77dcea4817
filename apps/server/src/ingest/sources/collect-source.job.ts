import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobContext } from '../../platform/jobs/job-runner.js';
import { CollectError, HostLimiter, RobotsCache, crawlSite, pollFeed } from '../collect/index.js';
import type { FetchLike } from '../collect/index.js';
import { articleKey, canonicalUrl } from '../normalise/canonical-url.js';
import type { IngestPipeline } from '../pipeline.js';
import type { SourceRepo, SourceRow } from './source.repo.js';

export const COLLECT_JOB = 'source:collect';

interface SiteConfig {
  linkSelector?: string;
  articleUrlPattern?: string;
  selectors?: { title?: string; content?: string; time?: string; author?: string };
  maxArticles?: number;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Collects one source into the pipeline. A source failure (unreachable, broken feed) is recorded
 * on the source for the health view and the job still completes: retrying is the scheduler's
 * business, with back-off, not the queue's.
 */
export function collectSourceHandler(deps: {
  db: Kysely<DB>;
  sources: SourceRepo;
  pipeline: IngestPipeline;
  clock: Clock;
  limiter?: HostLimiter;
  robots?: RobotsCache;
  timeoutMs?: number;
  /** The outbound policy's fetch: sources of tenants never reach non-public addresses. */
  fetch: FetchLike;
}) {
  const limiter = deps.limiter ?? new HostLimiter();
  const robots = deps.robots ?? new RobotsCache({ fetch: deps.fetch });
  /** Whether the source's owner (or the shared pool, for platform sources) has the URL. */
  const seenBy = (owner: number | null) => async (url: string) => {
    const canonical = canonicalUrl(url);
    if (!canonical) {
      return true;
    }
    const row = await deps.db
      .selectFrom('article')
      .select('id')
      .where('url_hash', '=', articleKey(canonical, owner))
      .executeTakeFirst();
    return row !== undefined;
  };

  return async (ctx: JobContext): Promise<unknown> => {
    const { sourceId } = ctx.payload as { sourceId: number };
    const source = await deps.sources.find(sourceId);
    if (!source || source.enabled !== 1) {
      return { skipped: true };
    }
    try {
      const result = await collect(source);
      // Provenance: what an organisation's own source collects is that organisation's alone.
      const ownerOrgId = source.org_id;
      const outcomes = await deps.pipeline.ingest(
        result.items.map((i) => ({ ...i, sourceId, ownerOrgId })),
      );
      await deps.sources.recordSuccess(
        sourceId,
        deps.clock.now(),
        result.state,
        source.interval_sec,
      );
      const accepted = outcomes.filter((o) => o.status === 'accepted').length;
      return { fetched: result.items.length, accepted, errors: result.errors };
    } catch (err) {
      const message =
        err instanceof CollectError
          ? err.message
          : `采集异常：${err instanceof Error ? err.message : String(err)}`;
      await deps.sources.recordFailure(source, deps.clock.now(), message);
      return { error: message };
    }
  };

  async function collect(source: SourceRow) {
    const common = {
      id: source.id,
      carrier: source.carrier,
      isAbroad: source.is_abroad === 1,
      language: source.language,
    };
    const opts = { fetch: deps.fetch, ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}) };
    if (source.kind === 'rss') {
      const state = parseJson<{ etag?: string; lastModified?: string }>(source.state, {});
      const res = await pollFeed({ ...common, url: source.url }, state, {
        limiter,
        robots,
        ...opts,
      });
      return { items: res.items, state: res.state, errors: 0 };
    }
    const cfg = parseJson<SiteConfig>(source.config, {});
    const res = await crawlSite(
      { ...common, listUrl: source.url, ...cfg },
      { limiter, robots, seen: seenBy(source.org_id), ...opts },
    );
    return { items: res.items, state: {}, errors: res.errors.length };
  }
}

/** Enqueues every due source once (a source already queued or running is not queued twice). */
export async function scheduleDueSources(
  sources: SourceRepo,
  queue: JobQueue,
  now: number,
): Promise<number> {
  const due = await sources.due(now);
  for (const s of due) {
    await queue.enqueue(
      COLLECT_JOB,
      { sourceId: s.id },
      { dedupeKey: `source:${s.id}`, maxAttempts: 1 },
    );
  }
  return due.length;
}
