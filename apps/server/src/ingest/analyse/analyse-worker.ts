/** Worker-thread entry: analyses batches of raw articles with its own copy of the NLP resources. */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { ownThreadId } from '../../platform/thread-id.js';
import { defaultRegionMatcher } from '../../nlp/regions.js';
import { defaultSegmenter } from '../../nlp/segment.js';
import { loadSentimentModel } from '../../nlp/sentiment/load-model.js';
import type { AnalysedArticle } from '../analysed-article.js';
import type { RawArticle } from '../raw-article.js';
import { ArticleAnalyser } from './article-analyser.js';
import { packArticle, type PackedArticle, type WireArticle } from './wire.js';

/**
 * An analysis result as a worker posts it: the article without `raw`, which the pool puts back,
 * packed (see wire.ts), or as an object in the rare case it cannot be packed.
 */
export type WireResult =
  | { ok: true; packed: PackedArticle }
  | { ok: true; article: WireArticle }
  | { ok: false; error: string };

export interface AnalyseTask {
  raw: RawArticle;
  url: string;
  hash: string;
  crawlTime: number;
}

/**
 * Analysis is background work: on Linux this thread lowers its own priority (nice 10), so when
 * the cores are busy the event loop — answering requests — runs first.
 */
function lowerPriority(): void {
  try {
    const tid = ownThreadId();
    if (tid > 0) {
      os.setPriority(tid, 10);
    }
  } catch {
    // Not Linux, or not allowed: analysis simply runs at normal priority.
  }
}
lowerPriority();

const analyser = new ArticleAnalyser({
  segmenter: defaultSegmenter(),
  regions: defaultRegionMatcher(),
  sentiment: loadSentimentModel(),
});

function toWire(article: AnalysedArticle): WireResult {
  const { raw, ...rest } = article;
  void raw;
  const packed = packArticle(rest);
  return packed ? { ok: true, packed } : { ok: true, article: rest };
}

parentPort?.on('message', (msg: { id: number; tasks: AnalyseTask[] }) => {
  const results = msg.tasks.map((t): WireResult => {
    try {
      // The caller holds the raw article already: it is not cloned back (its HTML can be large).
      return toWire(analyser.analyse(t.raw, t.url, t.hash, t.crawlTime));
    } catch (err) {
      return { ok: false as const, error: err instanceof Error ? err.message : String(err) };
    }
  });
  parentPort?.postMessage({ id: msg.id, results });
});
