/**
 * The ingest half of bench:rules: the same real articles through the whole pipeline (analysis,
 * matching, the write of articles and their hits) into a fresh SQLite database with a given set
 * of active rules, on one thread (no analysis workers) so the figure is CPU time per article
 * and other work on the machine does not count.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RuleInput, SearchArea } from '@guanlan/shared';
import { createDb } from '../../apps/server/src/db/create-db.js';
import { dialectFor } from '../../apps/server/src/db/dialect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createIngest } from '../../apps/server/src/ingest/create-ingest.js';
import type { RawArticle } from '../../apps/server/src/ingest/raw-article.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

const BATCH = 200;

/** Articles per CPU second through the pipeline with `rules` active, and hits per article. */
export async function ingestThroughput(
  rules: readonly { input: RuleInput; area: SearchArea }[],
  articles: readonly { title: string; content: string }[],
  run: string,
): Promise<{ articlesPerCpuSec: number; hitsPerArticle: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `guanlan-bench-rules-${run}-`));
  // As the server runs (main.ts): SQLite's WAL checkpoints on their own thread.
  const database = createDb({ dataDir: dir, checkpointInBackground: true });
  try {
    await migrateToLatest(database.db);
    const now = Date.now();
    const rows = rules.map((r, i) => ({
      org_id: 1 + (i % 50),
      kind: 'special',
      owner_id: null,
      name: `规则${i}`,
      definition: JSON.stringify(r.input),
      area: r.area,
      filters: '{}',
      enabled: 1,
      version: 1,
      backfill_job_id: null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await database.db
        .insertInto('monitor_rule')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const ingest = createIngest({
      analysisWorkers: 0,
      db: database.db,
      dialect: dialectFor('sqlite'),
      clock: systemClock,
      log: silent,
    });
    let hits = 0;
    ingest.pipeline.onCommit((items) => {
      hits += items.reduce((s, x) => s + x.hits.length, 0);
    });
    const raws: RawArticle[] = articles.map((a, i) => ({
      url: `https://rules.bench.example.cn/${run}/${i}.html`,
      title: a.title,
      content: a.content,
      carrier: 'news',
      publishTime: now - (i % 720) * 60_000,
    }));
    // Warm-up: jieba, the region table, the sentiment weights and the compiled rules.
    await ingest.pipeline.ingest(raws.slice(0, 20).map((x) => ({ ...x, url: `${x.url}?w` })));
    hits = 0;
    const before = process.cpuUsage();
    for (let i = 0; i < raws.length; i += BATCH) {
      await ingest.pipeline.ingest(raws.slice(i, i + BATCH));
    }
    const used = process.cpuUsage(before);
    await ingest.stop();
    const cpuSec = (used.user + used.system) / 1e6;
    return {
      articlesPerCpuSec: Math.round(raws.length / cpuSec),
      hitsPerArticle: Math.round((hits / raws.length) * 100) / 100,
    };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
