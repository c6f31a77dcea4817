/**
 * Loads the committed sentiment weights. The file sits beside this module, so the same URL
 * works from `src/` (tsx, vitest) and from `dist/` once the build copies `model/` across.
 */
import { readFileSync } from 'node:fs';
import { decodeSentimentWeights, SentimentModel } from './model.js';

/** Where the committed weights live, relative to this module (src or dist). */
export const DEFAULT_SENTIMENT_MODEL_URL = new URL('./model/sentiment.bin', import.meta.url);

/**
 * Reads and parses a weights file (the committed one unless `file` is given). Synchronous on
 * purpose: it runs once at start-up, and the file is a few MB.
 */
export function loadSentimentModel(
  file: string | URL = DEFAULT_SENTIMENT_MODEL_URL,
): SentimentModel {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    const where = file instanceof URL ? file.pathname : file;
    throw new Error(
      `sentiment weights not found at ${where}; run npm run train:sentiment, and make sure the ` +
        'build copies src/nlp/sentiment/model/ to dist/nlp/sentiment/model/',
      { cause: err },
    );
  }
  return new SentimentModel(decodeSentimentWeights(bytes));
}
