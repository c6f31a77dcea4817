import {
  DAY_MS,
  OA_REPORT_STATE_LABELS,
  OA_REPORT_STATES,
  formatCn,
  startOfDayCn,
  WARNING_LEVELS,
} from '@guanlan/shared';
import type { OaReportState } from '@guanlan/shared';
import { sql } from 'kysely';
import { eventPhases, loadExclusions } from '../../analysis/index.js';
import type { AnalysisDb } from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { eventScope } from '../event/index.js';
import type { DataSourceService } from '../data-source/index.js';

const LEVELS = Object.keys(WARNING_LEVELS) as (keyof typeof WARNING_LEVELS)[];
const MAX_EVENTS = 4;

/**
 * The panels of the 应急指挥中心 (warnings by level, running events with phases and disposal)
 * and of the 数据源中心 screen (source health, rates, lag, dedupe ratio).
 */
export class CommandPanels {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly clock: Clock,
    private readonly sources: DataSourceService,
  ) {}

  /** Warnings of the last 24 hours by level, and the newest ten. */
  async warnings(orgId: number) {
    const since = this.clock.now() - DAY_MS;
    const db = this.adb.db;
    const [byLevel, latest] = await Promise.all([
      db
        .selectFrom('warning_article')
        .select((eb) => ['level', eb.fn.countAll<number>().as('n')])
        .where('org_id', '=', orgId)
        .where('created_at', '>=', since)
        .groupBy('level')
        .execute(),
      db
        .selectFrom('warning_article as w')
        .innerJoin('article', 'article.id', 'w.article_id')
        .select(['w.id', 'w.level', 'w.created_at', 'article.title', 'article.site_name'])
        .where('w.org_id', '=', orgId)
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(10)
        .execute(),
    ]);
    const counts = new Map(byLevel.map((r) => [r.level, Number(r.n)]));
    return {
      levels: LEVELS.map((level) => ({
        level,
        name: `${WARNING_LEVELS[level]}预警`,
        count: counts.get(level) ?? 0,
      })),
      total: byLevel.reduce((n, r) => n + Number(r.n), 0),
      latest: latest.map((r) => ({
        warningId: Number(r.id),
        level: r.level,
        title: r.title,
        siteName: r.site_name ?? '',
        time: formatCn(Number(r.created_at)),
      })),
      latestTime: latest[0] ? Number(latest[0].created_at) : null,
    };
  }

  /**
   * 舆情上报 (OA) at a glance: the organisation's reports by state (drafts left out), how many
   * steps are past their deadline, and the newest reports.
   */
  async oaReports(orgId: number) {
    const now = this.clock.now();
    const db = this.adb.db;
    const [byState, overdue, latest] = await Promise.all([
      db
        .selectFrom('oa_report')
        .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
        .where('org_id', '=', orgId)
        .where('state', '!=', 'draft')
        .groupBy('state')
        .execute(),
      db
        .selectFrom('oa_report')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', orgId)
        .where('state', 'not in', ['draft', 'finished', 'returned'])
        .where('step_deadline', '<', now)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('oa_report')
        .select(['id', 'title', 'level', 'state', 'updated_at', 'step_deadline'])
        .where('org_id', '=', orgId)
        .where('state', '!=', 'draft')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(4)
        .execute(),
    ]);
    const counts = new Map(byState.map((r) => [r.state, Number(r.n)]));
    const states = OA_REPORT_STATES.filter((s) => s !== 'draft');
    return {
      available: true,
      states: states.map((state) => ({
        state,
        name: OA_REPORT_STATE_LABELS[state],
        count: counts.get(state) ?? 0,
      })),
      overdue: Number(overdue.n),
      latest: latest.map((r) => ({
        reportId: Number(r.id),
        title: r.title,
        level: r.level,
        stateName: OA_REPORT_STATE_LABELS[r.state as OaReportState] ?? r.state,
        overdue:
          !['finished', 'returned'].includes(r.state) &&
          r.step_deadline !== null &&
          Number(r.step_deadline) < now,
        time: formatCn(Number(r.updated_at)),
      })),
      latestTime: latest[0] ? Number(latest[0].updated_at) : null,
    };
  }

  /** The running events (no end, or ending later), each with phases, curve and disposal. */
  async events(orgId: number) {
    const now = this.clock.now();
    const rows = await this.adb.db
      .selectFrom('event')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('enabled', '=', 1)
      .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', now)]))
      .orderBy('top_state', 'desc')
      .orderBy('start_time', 'desc')
      .limit(MAX_EVENTS)
      .execute();
    const exclude = await loadExclusions(this.adb.db, orgId);
    return Promise.all(
      rows.map(async (e) => {
        const scope = eventScope(orgId, e, {}, now, exclude ? { exclude } : {});
        const [phases, disposes] = await Promise.all([
          eventPhases(this.adb, scope),
          this.adb.db
            .selectFrom('event_dispose')
            .select(['dispose_time', 'department', 'content'])
            .where('org_id', '=', orgId)
            .where('event_id', '=', e.id)
            .orderBy('dispose_time')
            .execute(),
        ]);
        return {
          eventId: Number(e.id),
          name: e.name,
          startTime: formatCn(Number(e.start_time)),
          count: phases.rows.reduce((n, r) => n + Number(r.count), 0),
          currentPhase: String(phases.rows.at(-1)?.phaseName ?? ''),
          phases: phases.phases.map((p) => ({
            name: p.phaseName,
            start: p.startTime,
            end: p.endTime,
            count: p.count,
          })),
          curve: phases.rows.map((r) => ({ time: String(r.time), count: Number(r.count) })),
          disposes: disposes.map((d) => ({
            time: formatCn(Number(d.dispose_time)),
            department: d.department,
            content: d.content,
          })),
        };
      }),
    );
  }

  /** Source health plus today's per-source volume, rate per hour, lag and dedupe ratio. */
  async sourceCenter(orgId: number) {
    const now = this.clock.now();
    const today = startOfDayCn(now);
    const directory = await this.sources.list(orgId);
    const stats = await this.adb.db
      .selectFrom('article')
      .select((eb) => [
        'source_id',
        eb.fn.countAll<number>().as('n'),
        sql<number>`AVG(article.crawl_time - article.publish_time)`.as('lag'),
        sql<number>`SUM(CASE WHEN article.cluster_id IS NOT NULL AND article.cluster_id <> article.id THEN 1 ELSE 0 END)`.as(
          'dup',
        ),
        eb.fn.max('crawl_time').as('latest'),
      ])
      .where('crawl_time', '>=', today)
      .groupBy('source_id')
      .execute();
    const hours = Math.max((now - today) / 3_600_000, 1 / 60);
    const byId = new Map(stats.map((s) => [s.source_id === null ? 0 : Number(s.source_id), s]));
    const row = (
      id: number,
      name: string,
      health: string,
      healthLabel: string,
      lastError: string | null,
    ) => {
      const s = byId.get(id);
      const n = Number(s?.n ?? 0);
      return {
        sourceId: id,
        name,
        health,
        healthLabel,
        lastError,
        today: n,
        perHour: Math.round((n / hours) * 10) / 10,
        lagMinutes: s ? Math.round(Number(s.lag) / 60_000) : null,
        dedupePercent: n ? Math.round((Number(s?.dup ?? 0) / n) * 1000) / 10 : 0,
      };
    };
    const list = directory.list.map((d) =>
      row(d.sourceId, d.name, d.health.status, d.health.label, d.lastError),
    );
    if (byId.has(0)) {
      list.push(row(0, '接口导入与演示数据', 'ok', '正常', null));
    }
    const latest = stats.reduce((m, s) => Math.max(m, Number(s.latest ?? 0)), 0);
    return {
      summary: {
        ...directory.summary,
        articleTotal: directory.articleTotal,
        today: stats.reduce((n, s) => n + Number(s.n), 0),
      },
      list,
      latestTime: latest || null,
    };
  }
}
