/**
 * Shared helpers for the sentiment scripts: an RFC 4180 CSV reader/writer, the label mapping
 * (binary 1/0 and the SMP2020-EWECT emotions), and the deterministic validation split.
 *
 * The split is by a hash of the text, not by row number, so a text that occurs in two corpora
 * lands on the same side in both: train and validation never share a text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SentimentLabel } from '../../apps/server/src/nlp/sentiment/model.js';
import { parseCsv } from '../../apps/server/src/ingest/import/csv.js';

/** One labelled text. */
export interface Example {
  label: SentimentLabel;
  text: string;
  /** The label as the file wrote it (`1`, `sad`, …), so validation files keep the original. */
  raw: string;
}

/** The train and validation parts of one `<set>.train.csv`. */
export interface Corpus {
  /** File name without `.train.csv`, e.g. `waimai_10k`. */
  name: string;
  /** True when the file only has 1/0 labels (no neutral class to score). */
  binary: boolean;
  train: Example[];
  validation: Example[];
}

/** Share of each file kept for validation, in percent of the text-hash range. */
const VALIDATION_PERCENT = 10;

/** The monorepo root (this file is scripts/sentiment/split.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** RFC 4180 reader shared with the server's file import. */
export { parseCsv };

/** Formats rows as CSV, quoting only fields that need it. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return rows.map((r) => r.map(cell).join(',')).join('\n') + '\n';
}

/**
 * Maps a raw label to a class: `1`/`0` are positive/negative; SMP2020 happy → positive,
 * neutral → neutral, angry/sad/fear → negative. `surprise` (ambiguous) and unknowns give null.
 */
export function mapLabel(raw: string): SentimentLabel | null {
  switch (raw.trim().toLowerCase()) {
    case '1':
    case 'happy':
      return 'positive';
    case '0':
    case 'angry':
    case 'sad':
    case 'fear':
      return 'negative';
    case 'neutral':
      return 'neutral';
    default:
      return null;
  }
}

/** Reads a `label,text[,…]` CSV; rows with a skipped label (surprise) or no text are dropped. */
export function readLabelledCsv(file: string): { examples: Example[]; binary: boolean } {
  const rows = parseCsv(fs.readFileSync(file, 'utf8'));
  const header = rows.shift() ?? [];
  const li = header.indexOf('label');
  const ti = header.indexOf('text');
  if (li < 0 || ti < 0) {
    throw new Error(`${file}: header must have label and text columns`);
  }
  const examples: Example[] = [];
  let binary = true;
  for (const r of rows) {
    const raw = (r[li] ?? '').trim();
    if (raw !== '1' && raw !== '0') {
      binary = false;
    }
    const label = mapLabel(raw);
    const text = (r[ti] ?? '').trim();
    if (label && text) {
      examples.push({ label, text, raw });
    }
  }
  return { examples, binary };
}

/** FNV-1a over the text with its own seed, so the split is independent of the feature hash. */
export function isValidationText(text: string): boolean {
  let h = 0x2545f491;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) % 100 < VALIDATION_PERCENT;
}

/** `../shared/data/sentiment` beside the repo; exits with a clear message when it is missing. */
export function sentimentDataDir(): string {
  const dir = path.resolve(REPO_ROOT, '../shared/data/sentiment');
  if (!fs.existsSync(dir)) {
    process.stderr.write(
      `sentiment corpora not found: ${dir} (expected ../shared/data beside the repo)\n`,
    );
    process.exit(2);
  }
  return dir;
}

/** Every `*.train.csv` in the data folder, split into train and validation parts. */
export function loadCorpora(dir = sentimentDataDir()): Corpus[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.train.csv'))
    .sort();
  if (files.length === 0) {
    process.stderr.write(`no *.train.csv files in ${dir}\n`);
    process.exit(2);
  }
  return files.map((f) => {
    const { examples, binary } = readLabelledCsv(path.join(dir, f));
    const corpus: Corpus = {
      name: f.replace(/\.train\.csv$/, ''),
      binary,
      train: [],
      validation: [],
    };
    for (const ex of examples) {
      (isValidationText(ex.text) ? corpus.validation : corpus.train).push(ex);
    }
    return corpus;
  });
}

/** The part of a prediction that accuracy looks at. */
export interface Scored {
  label: SentimentLabel;
  score: number;
}

/**
 * Share of `examples` predicted right. On binary data the sign of `score` decides (a neutral
 * label still leans one way, and a score of exactly 0 counts as wrong); on SMP2020 data the
 * three-way label must match.
 */
export function accuracy(
  set: { binary: boolean; validation: readonly Example[] },
  predict: (text: string) => Scored,
): number {
  let right = 0;
  for (const ex of set.validation) {
    const p = predict(ex.text);
    if (set.binary) {
      if ((ex.label === 'positive' && p.score > 0) || (ex.label === 'negative' && p.score < 0)) {
        right += 1;
      }
    } else if (p.label === ex.label) {
      right += 1;
    }
  }
  return set.validation.length ? right / set.validation.length : 0;
}

/** A corpus's validation part as `label,text` CSV, with the labels as the source file wrote them. */
export function validationCsv(corpus: Corpus): string {
  return formatCsv([['label', 'text'], ...corpus.validation.map((ex) => [ex.raw, ex.text])]);
}
