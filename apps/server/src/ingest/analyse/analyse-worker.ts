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

/**
 * Results go back in groups of this many as they are made, not once per task chunk (100 in the
 * pipeline). A result kept until its whole chunk is done survives the young-generation
 * collections meanwhile and is copied by each: analysing 5,000 articles on one thread spent ~120 ms
 * in them keeping 100 results, ~35 ms keeping 50 and ~25 ms keeping 20. Each message costs the
 * receiving thread a turn of its event loop, so not fewer than 50.
 */
export const RESULTS_PER_POST = 50;

/** A group of results for the tasks of message `id`, starting at task `from`. */
export interface WireReply {
  id: number;
  from: number;
  results: WireResult[];
}

function analyseTask(t: AnalyseTask): WireResult {
  try {
    // The caller holds the raw article already: it is not cloned back (its HTML can be large).
    return toWire(analyser.analyse(t.raw, t.url, t.hash, t.crawlTime));
  } catch (err) {
    return { ok: false as const, error: err instanceof Error ? err.message : String(err) };
  }
}

parentPort?.on('message', (msg: { id: number; tasks: (AnalyseTask | undefined)[] }) => {
  const { id, tasks } = msg;
  let from = 0;
  let results: WireResult[] = [];
  for (let i = 0; i < tasks.length; i++) {
    results.push(analyseTask(tasks[i]!));
    // Done with it: the task need not survive the rest of the chunk.
    tasks[i] = undefined;
    if (results.length === RESULTS_PER_POST || i === tasks.length - 1) {
      parentPort?.postMessage({ id, from, results } satisfies WireReply);
      from = i + 1;
      results = [];
    }
  }
});
