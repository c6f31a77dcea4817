import type { OutboundPolicy } from '../../platform/net/outbound-policy.js';
import { DAY_MS, startOfDayCn } from '@guanlan/shared';
import type { SourceItem } from '@guanlan/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { SessionInfo } from '../../platform/session/session.service.js';
import { hashToken, newToken } from '../../platform/session/tokens.js';
import { COLLECT_JOB } from '../../ingest/sources/collect-source.job.js';
import { sourceHealth } from '../../ingest/sources/source-health.js';
import type { SourceRow } from '../../ingest/sources/source.repo.js';

export interface SourceInput {
  sourceId?: number | undefined;
  name: string;
  kind: 'rss' | 'site';
  url: string;
  carrier: string;
  region?: string | undefined;
  language: string;
  isAbroad: boolean;
  weight: number;
  intervalSec: number;
  linkSelector?: string | undefined;
  articleUrlPattern?: string | undefined;
  contentSelector?: string | undefined;
}

/** The source directory as one organisation sees it: shared defaults plus its own sources. */
export class DataSourceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly outbound: OutboundPolicy,
  ) {}

  async list(orgId: number, keyword?: string) {
    let q = this.db
      .selectFrom('source')
      .selectAll()
      .where((eb) => eb.or([eb('org_id', 'is', null), eb('org_id', '=', orgId)]))
      .orderBy('id');
    if (keyword) {
      q = q.where((eb) =>
        eb.or([eb('name', 'like', `%${keyword}%`), eb('url', 'like', `%${keyword}%`)]),
      );
    }
    const rows = await q.execute();
    const now = this.clock.now();
    const since = startOfDayCn(now) - 8 * DAY_MS;
    const days = rows.length
      ? await this.db
          .selectFrom('source_day')
          .selectAll()
          .where(
            'source_id',
            'in',
            rows.map((r) => r.id),
          )
          .where('day', '>=', since)
          .execute()
      : [];
    const byId = new Map<number, Map<number, number>>();
    for (const d of days) {
      const m = byId.get(d.source_id) ?? new Map<number, number>();
      m.set(d.day, d.items);
      byId.set(d.source_id, m);
    }
    const list = rows.map((r) => toItem(r, byId.get(r.id) ?? new Map<number, number>(), now));
    const count = (s: string) => list.filter((i) => i.health.status === s).length;
    const totals = await this.db
      .selectFrom('article')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('is_demo').as('demo')])
      .executeTakeFirstOrThrow();
    return {
      list,
      summary: {
        total: list.length,
        ok: count('ok'),
        error: count('error'),
        drop: count('drop'),
        pending: count('pending'),
      },
      articleTotal: Number(totals.n),
      demoArticles: Number(totals.demo ?? 0),
    };
  }

  async save(session: SessionInfo, input: SourceInput): Promise<number> {
    const unsafe = await this.outbound.problemWith(input.url);
    if (unsafe) {
      throw new AppError('VALIDATION', `采集地址不可用：${unsafe}`);
    }
    const now = this.clock.now();
    const values = {
      name: input.name,
      kind: input.kind,
      url: input.url,
      carrier: input.carrier,
      region: input.region ?? null,
      language: input.language,
      is_abroad: input.isAbroad ? 1 : 0,
      weight: input.weight,
      interval_sec: input.intervalSec,
    };
    const config = {
      linkSelector: input.linkSelector,
      articleUrlPattern: input.articleUrlPattern,
      selectors: input.contentSelector ? { content: input.contentSelector } : undefined,
    };
    if (input.sourceId) {
      const row = await this.editable(session, input.sourceId);
      // Fields left out of an edit keep their saved crawl settings.
      const previous = JSON.parse(row.config) as Record<string, unknown>;
      const merged = {
        ...previous,
        ...Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined)),
      };
      await this.db
        .updateTable('source')
        .set({ ...values, config: JSON.stringify(merged) })
        .where('id', '=', input.sourceId)
        .execute();
      return input.sourceId;
    }
    const row = await this.db
      .insertInto('source')
      .values({
        ...values,
        config: JSON.stringify(config),
        // The platform administrator's sources feed the shared pool; a tenant's are its own.
        org_id: session.isPlatformAdmin ? null : session.orgId,
        enabled: 1,
        state: '{}',
        next_run_at: now,
        last_run_at: null,
        last_success_at: null,
        last_error_at: null,
        last_error: null,
        consecutive_errors: 0,
        items_total: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async remove(session: SessionInfo, sourceId: number): Promise<void> {
    await this.editable(session, sourceId);
    await this.db.deleteFrom('source').where('id', '=', sourceId).execute();
  }

  async setEnabled(session: SessionInfo, sourceId: number, enabled: boolean): Promise<void> {
    await this.editable(session, sourceId);
    await this.db
      .updateTable('source')
      .set({ enabled: enabled ? 1 : 0, next_run_at: this.clock.now() })
      .where('id', '=', sourceId)
      .execute();
  }

  async collectNow(session: SessionInfo, sourceId: number): Promise<number> {
    const row = await this.visible(session.orgId, sourceId);
    if (row.enabled !== 1) {
      throw new AppError('CONFLICT', '该数据源已停用，请先启用');
    }
    return this.queue.enqueue(
      COLLECT_JOB,
      { sourceId },
      { dedupeKey: `source:${sourceId}`, maxAttempts: 1, orgId: session.orgId },
    );
  }

  async listKeys(orgId: number) {
    const rows = await this.db
      .selectFrom('api_key')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('revoked_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      keyId: r.id,
      name: r.name,
      keyPrefix: r.key_prefix,
      createdAt: r.created_at,
      lastUsedAt: r.last_used_at,
    }));
  }

  /** Creates a key; the plain key is returned once and never stored. */
  async createKey(session: SessionInfo, name: string) {
    requireRootOrOrdinary(session);
    const apiKey = `glk_${newToken()}`;
    const row = await this.db
      .insertInto('api_key')
      .values({
        org_id: session.orgId,
        // The platform administrator's keys feed the shared pool; a tenant's are its own.
        is_platform: session.isPlatformAdmin ? 1 : 0,
        name,
        key_hash: hashToken(apiKey),
        key_prefix: apiKey.slice(0, 10),
        created_at: this.clock.now(),
        last_used_at: null,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { keyId: row.id, apiKey };
  }

  async revokeKey(session: SessionInfo, keyId: number): Promise<void> {
    requireRootOrOrdinary(session);
    const res = await this.db
      .updateTable('api_key')
      .set({ revoked_at: this.clock.now() })
      .where('id', '=', keyId)
      .where('org_id', '=', session.orgId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      throw new AppError('NOT_FOUND', '密钥不存在');
    }
  }

  async jobProgress(orgId: number, jobId: number) {
    const row = await this.db
      .selectFrom('job')
      .selectAll()
      .where('id', '=', jobId)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '任务不存在');
    }
    return {
      jobId: row.id,
      status: row.status as 'queued' | 'running' | 'done' | 'failed',
      progress: row.progress,
      progressText: row.progress_text,
      lastError: row.last_error,
    };
  }

  private async visible(orgId: number, sourceId: number): Promise<SourceRow> {
    const row = await this.db
      .selectFrom('source')
      .selectAll()
      .where('id', '=', sourceId)
      .executeTakeFirst();
    if (!row || (row.org_id !== null && row.org_id !== orgId)) {
      throw new AppError('NOT_FOUND', '数据源不存在');
    }
    return row;
  }

  private async editable(session: SessionInfo, sourceId: number): Promise<SourceRow> {
    const row = await this.visible(session.orgId, sourceId);
    if (row.org_id === null && !session.isPlatformAdmin) {
      throw new AppError('FORBIDDEN', '平台默认数据源只能由平台管理员修改');
    }
    return row;
  }
}

function requireRootOrOrdinary(session: SessionInfo): void {
  if (session.accountKind === 'sub') {
    throw new AppError('FORBIDDEN', '子账号不能管理数据接入密钥');
  }
}

function toItem(r: SourceRow, days: Map<number, number>, now: number): SourceItem {
  return {
    sourceId: r.id,
    name: r.name,
    kind: r.kind as SourceItem['kind'],
    url: r.url,
    carrier: r.carrier,
    region: r.region,
    language: r.language,
    isAbroad: r.is_abroad === 1,
    weight: r.weight,
    intervalSec: r.interval_sec,
    enabled: r.enabled === 1,
    isShared: r.org_id === null,
    health: sourceHealth({
      enabled: r.enabled === 1,
      lastRunAt: r.last_run_at,
      lastSuccessAt: r.last_success_at,
      lastErrorAt: r.last_error_at,
      days,
      now,
    }),
    lastRunAt: r.last_run_at,
    lastSuccessAt: r.last_success_at,
    lastError: r.last_error,
    lastErrorAt: r.last_error_at,
    nextRunAt: r.next_run_at,
    itemsTotal: r.items_total,
  };
}
