import fs from 'node:fs';
import { parseLine } from '../api/ingest-line.js';
import type { IngestPipeline } from '../pipeline.js';
import type { RawArticle } from '../raw-article.js';
import { parseCsv } from './csv.js';

export interface ImportSummary {
  lines: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  reasons: string[];
}

const BATCH = 500;
const NUMERIC = new Set(['publishTime']);

/** Reads a .jsonl/.ndjson or .csv file (header row naming RawArticle fields) into raw articles. */
export function readImportFile(file: string): {
  items: RawArticle[];
  rejected: string[];
  lines: number;
} {
  const text = fs.readFileSync(file, 'utf8');
  const records: unknown[] = [];
  if (/\.csv$/i.test(file)) {
    const [header, ...rows] = parseCsv(text);
    if (!header) {
      return { items: [], rejected: [], lines: 0 };
    }
    for (const row of rows) {
      const rec: Record<string, unknown> = {};
      header.forEach((h, i) => {
        const v = row[i];
        if (v === undefined || v === '') {
          return;
        }
        rec[h.trim()] = NUMERIC.has(h.trim()) && /^\d+$/.test(v) ? Number(v) : v;
      });
      records.push(rec);
    }
  } else {
    for (const line of text.split('\n')) {
      if (!line.trim()) {
        continue;
      }
      try {
        records.push(JSON.parse(line));
      } catch {
        records.push(null);
      }
    }
  }
  const items: RawArticle[] = [];
  const rejected: string[] = [];
  const now = Date.now();
  records.forEach((rec, i) => {
    const parsed = parseLine(rec, now);
    if ('reason' in parsed) {
      rejected.push(`第${i + 1}条：${parsed.reason}`);
    } else {
      items.push(parsed.raw);
    }
  });
  return { items, rejected, lines: records.length };
}

/** Imports a file through the pipeline in batches, reporting progress. */
export async function importFile(
  pipeline: IngestPipeline,
  file: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ImportSummary> {
  const { items, rejected, lines } = readImportFile(file);
  const summary: ImportSummary = {
    lines,
    accepted: 0,
    duplicates: 0,
    rejected: rejected.length,
    reasons: [...rejected],
  };
  for (let i = 0; i < items.length; i += BATCH) {
    for (const o of await pipeline.ingest(items.slice(i, i + BATCH))) {
      if (o.status === 'accepted') {
        summary.accepted += 1;
      } else if (o.status === 'duplicate') {
        summary.duplicates += 1;
      } else {
        summary.rejected += 1;
        summary.reasons.push(o.reason);
      }
    }
    onProgress(Math.min(items.length, i + BATCH), items.length);
  }
  return summary;
}
