import type { FastifyBaseLogger } from 'fastify';
import { buildReportSnapshot } from '../../briefing/index.js';
import type { AnalysisDb } from '../../analysis/index.js';
import { isTransientDbError } from '../../db/transient-error.js';
import type { Clock } from '../../platform/clock.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';
import type { BriefingArticleRepo } from './briefing-article.repo.js';
import type { BriefingRepo, BriefingRow } from './briefing.repo.js';
import {
  eventSummaryTable,
  reportScope,
  reportTopics,
  subjectOf,
  analystArticlesTable,
} from './report-sources.js';

export { GENERATE_JOB } from './briefing.repo.js';

/** The waiting list of analyst-added articles a report type takes (topic reports take none). */
export const PERIOD_OF_TYPE: Record<string, string | undefined> = {
  day: 'day',
  week: 'week',
  month: 'month',
};

/**
 * Makes a report: resolves its topics and scope, runs every analysis with progress on the
 * report row, and in one final transaction stores the snapshot, marks it done and takes the
 * period's waiting analyst articles. Re-running a done report does nothing; a failure is kept
 * on the row in Chinese (生成失败) and can be retried.
 *
 * A transient database error (deadlock, serialization failure, lost connection, busy SQLite
 * file) is thrown to the job queue, which runs the job again after a back-off; only on the
 * job's last attempt, or for any other error (bad data …), is 生成失败 written at once.
 */
export class BriefingGenerator {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly reports: BriefingRepo,
    private readonly articles: BriefingArticleRepo,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly onDone: (row: BriefingRow) => Promise<void>,
  ) {}

  handler(): JobHandler {
    return async ({ payload, job }) => {
      await this.run(
        Number((payload as { briefingId: number }).briefingId),
        job.attempts >= job.max_attempts,
      );
    };
  }

  /** Makes the report; `lastAttempt` false lets a transient error reach the queue's retry. */
  async run(briefingId: number, lastAttempt: boolean): Promise<void> {
    const row = await this.reports.byId(briefingId);
    if (!row || row.status === 'done') {
      return;
    }
    const progress = (fraction: number, text: string) =>
      this.reports.update(briefingId, {
        status: 'generating',
        progress: Math.round(fraction * 100),
        progress_text: text,
        error_text: null,
      });
    try {
      await progress(0.05, '准备数据…');
      const specialIds = JSON.parse(row.special_ids) as number[];
      const { db } = this.adb;
      const topics = await reportTopics(db, row.org_id, specialIds);
      const range = { start: row.start_time, end: row.end_time };
      const scope = await reportScope(db, row.org_id, topics, range);
      const period = PERIOD_OF_TYPE[row.briefing_type];
      const waiting = period ? await this.articles.all(row.org_id, { period, briefingId: 0 }) : [];
      const events = await eventSummaryTable(this.adb, row.org_id, range, this.clock.now());
      const snapshot = await buildReportSnapshot(
        this.adb,
        {
          scope,
          subject: subjectOf(topics.names, specialIds.length === 0),
          analystArticles: analystArticlesTable(waiting),
          events,
          generatedAt: this.clock.now(),
        },
        progress,
      );
      await progress(0.95, '保存报告…');
      const done = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('briefing')
          .select('id')
          .where('id', '=', briefingId)
          .executeTakeFirst();
        if (!current) {
          return false;
        }
        if (period) {
          await this.articles.claim(
            trx,
            row.org_id,
            period,
            waiting.map((w) => w.rowId),
            briefingId,
          );
        }
        await trx
          .updateTable('briefing')
          .set({
            status: 'done',
            progress: 100,
            progress_text: '已生成',
            error_text: null,
            snapshot: JSON.stringify(snapshot),
            topic_names: JSON.stringify(topics.names),
            generated_at: this.clock.now(),
          })
          .where('id', '=', briefingId)
          .execute();
        return true;
      });
      if (done) {
        await this.onDone({ ...row, status: 'done' });
      }
    } catch (err) {
      if (!lastAttempt && isTransientDbError(err)) {
        this.log.warn({ err, briefingId }, '报告生成遇到暂时的数据库错误，稍后重试');
        throw err;
      }
      this.log.warn({ err, briefingId }, '报告生成失败');
      await this.reports.update(briefingId, {
        status: 'failed',
        progress_text: null,
        error_text: `报告生成失败：${err instanceof Error ? err.message : String(err)}`.slice(
          0,
          500,
        ),
      });
    }
  }
}
