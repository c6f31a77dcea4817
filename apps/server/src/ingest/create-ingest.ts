import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { toSimplified } from '../nlp/normalise.js';
import { defaultRegionMatcher } from '../nlp/regions.js';
import { defaultSegmenter } from '../nlp/segment.js';
import { loadSentimentModel } from '../nlp/sentiment/load-model.js';
import type { SentimentModel } from '../nlp/sentiment/model.js';
import type { Clock } from '../platform/clock.js';
import { JobQueue } from '../platform/jobs/job-queue.js';
import { JobRunner } from '../platform/jobs/job-runner.js';
import { ArticleAnalyser } from './analyse/article-analyser.js';
import { AnalyserPool } from './analyse/analyser-pool.js';
import { ClusterIndex } from './dedupe/cluster-index.js';
import { BACKFILL_JOB, backfillRuleHandler } from './match/backfill.job.js';
import { RuleBook } from './match/rule-book.js';
import { IngestPipeline } from './pipeline.js';
import {
  COLLECT_JOB,
  collectSourceHandler,
  scheduleDueSources,
} from './sources/collect-source.job.js';
import { SourceRepo } from './sources/source.repo.js';

let sentimentModel: SentimentModel | undefined;

/** The sentiment weights are read once per process (a few MB). */
export function sharedSentimentModel(): SentimentModel {
  sentimentModel ??= loadSentimentModel();
  return sentimentModel;
}

import { PUBLIC_ONLY } from '../platform/net/outbound-policy.js';
import type { OutboundPolicy } from '../platform/net/outbound-policy.js';

export interface Ingest {
  pipeline: IngestPipeline;
  analyser: ArticleAnalyser;
  queue: JobQueue;
  runner: JobRunner;
  rules: RuleBook;
  sources: SourceRepo;
  /** Where requests on a tenant's behalf may go; every collector, webhook and robot uses it. */
  outbound: OutboundPolicy;
  /** Starts the job runner and the source scheduler (embedded default, or `npm run worker`). */
  start(opts?: { schedule?: boolean }): void;
  stop(): Promise<void>;
}

const SCHEDULE_EVERY_MS = 15_000;

/** Wires the one ingest pipeline with its analysis resources, job queue and collectors. */
export function createIngest(deps: {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
  collectTimeoutMs?: number;
  /** Analysis worker threads; 0 analyses on the calling thread (tests). */
  analysisWorkers?: number;
  /** Idle analysis threads end after this long (they start again on demand). */
  analysisIdleMs?: number;
  /** Where collectors may connect (default: public addresses only). */
  outbound?: OutboundPolicy;
}): Ingest {
  const { db, dialect, clock, log } = deps;
  const outbound = deps.outbound ?? PUBLIC_ONLY;
  // With analysis threads the main thread never segments: the dictionaries (~60 MB) load here
  // only on first use (no threads, or a caller of `ingest.analyser` such as the query bench).
  let analyser: ArticleAnalyser | undefined;
  const localAnalyser = (): ArticleAnalyser =>
    (analyser ??= new ArticleAnalyser({
      segmenter: defaultSegmenter(),
      regions: defaultRegionMatcher(),
      sentiment: sharedSentimentModel(),
    }));
  const rules = new RuleBook(db, toSimplified);
  const pool = deps.analysisWorkers
    ? new AnalyserPool(deps.analysisWorkers, deps.analysisIdleMs)
    : undefined;
  const pipeline = new IngestPipeline({
    db,
    dialect,
    clock,
    analyser: { analyse: (...args) => localAnalyser().analyse(...args) },
    rules,
    clusters: new ClusterIndex(),
    ...(pool ? { pool } : {}),
  });
  const queue = new JobQueue(db, dialect, clock);
  const runner = new JobRunner(queue, log, { concurrency: 2 });
  const sources = new SourceRepo(db);
  runner.register(
    COLLECT_JOB,
    collectSourceHandler({
      db,
      sources,
      pipeline,
      clock,
      fetch: outbound.fetch(),
      ...(deps.collectTimeoutMs ? { timeoutMs: deps.collectTimeoutMs } : {}),
    }),
  );
  runner.register(
    BACKFILL_JOB,
    backfillRuleHandler({
      db,
      get analyser() {
        return localAnalyser();
      },
      toSimplified,
    }),
  );

  let timer: NodeJS.Timeout | undefined;
  return {
    pipeline,
    get analyser() {
      return localAnalyser();
    },
    queue,
    runner,
    rules,
    sources,
    outbound,
    start(opts = {}) {
      runner.start();
      if (opts.schedule === false) {
        return;
      }
      const tick = () => {
        scheduleDueSources(sources, queue, clock.now()).catch((err: unknown) =>
          log.error({ err }, '数据源调度失败'),
        );
      };
      tick();
      timer = setInterval(tick, SCHEDULE_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) {
        clearInterval(timer);
      }
      await runner.stop();
      await pool?.close();
    },
  };
}
