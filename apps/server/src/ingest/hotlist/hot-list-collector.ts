import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { CollectError, politeFetch } from '../collect/index.js';
import type { FetchLike } from '../collect/index.js';
import { SourceRepo } from '../sources/source.repo.js';
import { HOT_LIST_FEEDS } from './hot-list-parsers.js';
import { HotListStore } from './hot-list.store.js';

export const HOT_LIST_KIND = 'hotlist';
const INTERVAL_SEC = 600;
const TICK_MS = 30_000;

/**
 * Collectors of the platforms' hot lists: each is a source of kind `hotlist` in the directory
 * (with its health), fetched through the shared polite fetcher every 10 minutes. A failing
 * list records its error on the source and backs off exponentially like any source.
 */
export class HotListCollector {
  private readonly sources: SourceRepo;
  private readonly store: HotListStore;
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly fetchImpl?: FetchLike,
  ) {
    this.sources = new SourceRepo(db);
    this.store = new HotListStore(db);
  }

  /** Adds the hot-list sources once (shared, org_id null). */
  async seed(now: number): Promise<void> {
    const existing = await this.db
      .selectFrom('source')
      .select('url')
      .where('kind', '=', HOT_LIST_KIND)
      .execute();
    const have = new Set(existing.map((r) => r.url));
    const missing = HOT_LIST_FEEDS.filter((f) => !have.has(f.url));
    if (missing.length === 0) {
      return;
    }
    await this.db
      .insertInto('source')
      .values(
        missing.map((f, i) => ({
          org_id: null,
          name: f.name,
          kind: HOT_LIST_KIND,
          url: f.url,
          config: JSON.stringify({ platform: f.platform }),
          carrier: 'hotList',
          region: null,
          language: 'zh',
          is_abroad: 0,
          weight: 1,
          interval_sec: INTERVAL_SEC,
          enabled: 1,
          state: '{}',
          next_run_at: now + i * 3_000,
          last_run_at: null,
          last_success_at: null,
          last_error_at: null,
          last_error: null,
          consecutive_errors: 0,
          items_total: 0,
          created_at: now,
        })),
      )
      .execute();
  }

  /** Collects every due hot list once; returns how many succeeded and failed. */
  async runDue(): Promise<{ ok: number; failed: number }> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('source')
      .selectAll()
      .where('kind', '=', HOT_LIST_KIND)
      .where('enabled', '=', 1)
      .where('next_run_at', '<=', now)
      .execute();
    let ok = 0;
    let failed = 0;
    for (const source of due) {
      const feed = HOT_LIST_FEEDS.find((f) => f.url === source.url);
      if (!feed) {
        continue;
      }
      try {
        const res = await politeFetch(feed.url, {
          accept: 'application/json',
          timeoutMs: 10_000,
          ...(this.fetchImpl ? { fetch: this.fetchImpl } : {}),
        });
        let entries;
        try {
          entries = feed.parse(res.body);
        } catch {
          throw new CollectError('parse', `${feed.name}返回的内容无法解析`, { url: feed.url });
        }
        if (entries.length === 0) {
          throw new CollectError('parse', `${feed.name}返回的热榜为空`, { url: feed.url });
        }
        await this.store.save(feed.platform, this.clock.now(), entries, { sourceId: source.id });
        await this.sources.recordSuccess(source.id, this.clock.now(), {}, source.interval_sec);
        await this.db
          .updateTable('source')
          .set((eb) => ({ items_total: eb('items_total', '+', entries.length) }))
          .where('id', '=', source.id)
          .execute();
        ok += 1;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await this.sources.recordFailure(source, this.clock.now(), message);
        failed += 1;
      }
    }
    return { ok, failed };
  }

  start(): void {
    const tick = () => {
      if (this.busy) {
        return;
      }
      this.busy = true;
      this.runDue()
        .catch((err: unknown) => this.log.warn({ err }, '热榜采集异常'))
        .finally(() => {
          this.busy = false;
        });
    };
    void this.seed(this.clock.now())
      .then(tick)
      .catch((err: unknown) => this.log.warn({ err }, '热榜采集源初始化失败'));
    this.timer = setInterval(tick, TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
