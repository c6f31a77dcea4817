import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { BriefingTemplateRepo } from './briefing-template.repo.js';
import type { BriefingRepo } from './briefing.repo.js';
import type { BriefingSettingRepo, SettingRow } from './briefing-setting.repo.js';
import { duePeriods, isScheduled } from './briefing-period.js';
import { reportTitle } from '@guanlan/shared';
import type { ScheduledType } from './briefing-period.js';
import { reportTopics } from './report-sources.js';
import { templateSnapshot } from './briefing-template.repo.js';

/** How often the schedule is looked at. */
const TICK_MS = 60_000;

/**
 * Makes scheduled reports. Each tick looks at every enabled schedule and creates the report of
 * each period that is due (since the schedule was switched on, making up missed periods after a
 * stop) — inserted under a unique period key together with its generation job, so a restart,
 * a second tick or a second process can neither skip nor double a period.
 */
export class BriefingScheduler {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<number> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: BriefingSettingRepo,
    private readonly reports: BriefingRepo,
    private readonly templates: BriefingTemplateRepo,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly onQueued: () => void = () => {},
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look at every schedule; answers how many reports it created. */
  async tick(): Promise<number> {
    // Ticks never overlap within a process (the unique key covers other processes).
    this.ticking ??= this.runTick().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  private async runTick(): Promise<number> {
    let created = 0;
    const settings = await this.settings.enabled();
    for (const s of settings) {
      try {
        created += await this.runSetting(s);
      } catch (err) {
        this.log.warn({ err, orgId: s.org_id, type: s.briefing_type }, '自动报告创建失败');
      }
    }
    if (created > 0) {
      this.onQueued();
    }
    return created;
  }

  private async runSetting(s: SettingRow): Promise<number> {
    const type = s.briefing_type;
    if (!isScheduled(type as ScheduledType) || s.enabled_at === null) {
      return 0;
    }
    const now = this.clock.now();
    const periods = duePeriods(type as ScheduledType, s.generate_time, s.enabled_at, now);
    if (periods.length === 0) {
      return 0;
    }
    const template =
      s.template_id === null
        ? await this.templates.fallback(s.org_id, now)
        : await this.templates
            .get(s.org_id, s.template_id)
            .catch(() => this.templates.fallback(s.org_id, now));
    const frozen = templateSnapshot(template);
    const specialIds = JSON.parse(s.special_ids) as number[];
    const noticeIds = JSON.parse(s.notice_ids) as number[];
    const autoSend =
      s.auto_send === 1 && noticeIds.length > 0 ? JSON.stringify({ noticeIds }) : null;
    // 专题日报: one report per topic; the others: one report over the chosen topics.
    const targets =
      type === 'specialDay'
        ? await this.db
            .selectFrom('special')
            .select(['id', 'name'])
            .where('org_id', '=', s.org_id)
            .$if(specialIds.length > 0, (q) => q.where('id', 'in', specialIds))
            .orderBy('id')
            .execute()
        : [undefined];
    let created = 0;
    for (const target of targets) {
      const ids = target ? [target.id] : specialIds;
      const names = JSON.stringify((await reportTopics(this.db, s.org_id, ids)).names);
      for (const p of periods) {
        const id = await this.reports.createQueued(this.queue, {
          org_id: s.org_id,
          title: reportTitle(type as ScheduledType, p, target?.name),
          briefing_type: type,
          template_id: template.id,
          template: frozen,
          special_ids: JSON.stringify(ids),
          topic_names: names,
          start_time: p.start,
          end_time: p.end,
          source: 'auto',
          period_key: `${type}:${p.start}${target ? `:${target.id}` : ''}`,
          status: 'pending',
          progress_text: '等待生成…',
          editor_note: '',
          auto_send: autoSend,
          created_by: null,
          created_at: now,
        });
        created += id === undefined ? 0 : 1;
      }
    }
    return created;
  }
}
