/** Worker-thread entry: analyses batches of raw articles with its own copy of the NLP resources. */
import { parentPort } from 'node:worker_threads';
import { defaultRegionMatcher } from '../../nlp/regions.js';
import { defaultSegmenter } from '../../nlp/segment.js';
import { loadSentimentModel } from '../../nlp/sentiment/load-model.js';
import type { RawArticle } from '../raw-article.js';
import { ArticleAnalyser } from './article-analyser.js';

export interface AnalyseTask {
  raw: RawArticle;
  url: string;
  hash: string;
  crawlTime: number;
}

const analyser = new ArticleAnalyser({
  segmenter: defaultSegmenter(),
  regions: defaultRegionMatcher(),
  sentiment: loadSentimentModel(),
});

parentPort?.on('message', (msg: { id: number; tasks: AnalyseTask[] }) => {
  const results = msg.tasks.map((t) => {
    try {
      return { ok: true as const, article: analyser.analyse(t.raw, t.url, t.hash, t.crawlTime) };
    } catch (err) {
      return { ok: false as const, error: err instanceof Error ? err.message : String(err) };
    }
  });
  parentPort?.postMessage({ id: msg.id, results });
});
