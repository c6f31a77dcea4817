import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { realNews } from '../../../test/helpers/news-corpus.js';
import { importFile } from './import-file.js';

describe.each(ENGINES)('file import (%s)', (engine) => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-import-'));
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports JSONL and CSV files, skipping duplicates and reporting bad rows', async () => {
    const news = realNews(30, { offset: 500 });
    const jsonl = path.join(dir, 'a.jsonl');
    fs.writeFileSync(
      jsonl,
      [...news.slice(0, 20).map((a) => JSON.stringify(a)), '{broken'].join('\n'),
    );
    const first = await importFile(t.ingest.pipeline, jsonl);
    expect(first).toMatchObject({ lines: 21, accepted: 20, rejected: 1 });

    const csv = path.join(dir, 'b.csv');
    const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const rows = news
      .slice(15, 30)
      .map((a) => [a.url, quote(a.title), quote(a.content ?? ''), a.publishTime].join(','));
    fs.writeFileSync(csv, ['url,title,content,publishTime', ...rows].join('\n'));
    const second = await importFile(t.ingest.pipeline, csv);
    expect(second).toMatchObject({ lines: 15, accepted: 10, duplicates: 5, rejected: 0 });
  });
});
