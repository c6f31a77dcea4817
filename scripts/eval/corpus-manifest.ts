/** Where the labelled extraction corpus lives, and its manifest's shape. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/test/fixtures/extract',
);

/** The real pages and feeds, kept apart from the constructed ones and scored separately. */
export const REAL_CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/test/fixtures/extract-real',
);

export type {
  CorpusManifest,
  FeedCase,
  PageCase,
} from '../../apps/server/src/ingest/collect/corpus-eval.js';
