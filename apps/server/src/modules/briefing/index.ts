import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ReportPrinter } from '../../briefing/index.js';
import type { PrinterDeps } from '../../briefing/index.js';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { JobRunner } from '../../platform/jobs/job-runner.js';
import { BriefingArticleRepo } from './briefing-article.repo.js';
import { BriefingGenerator, GENERATE_JOB } from './briefing-generator.js';
import { BriefingMailer, SEND_JOB } from './briefing-mailer.js';
import { BriefingNoticeRepo } from './briefing-notice.repo.js';
import { BriefingScheduler } from './briefing-scheduler.js';
import { BriefingSettingRepo } from './briefing-setting.repo.js';
import { BriefingTemplateRepo } from './briefing-template.repo.js';
import { BriefingRepo } from './briefing.repo.js';
import { briefingRoutes } from './briefing.routes.js';
import { BriefingService } from './briefing.service.js';
import { BriefingDelivery } from './briefing-delivery.service.js';
import { BriefingLibrary } from './briefing-library.service.js';
import { BriefingOutputs } from './briefing-output.service.js';
import { CustomizedFileRepo } from './customized-file.repo.js';

export interface ReportsDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
  queue: JobQueue;
  smtp: { url: string | undefined; from: string };
  appBaseUrl: string;
  printer: PrinterDeps;
  pollMs?: number;
}

/** The report machinery: call handlers, its own job runner (generation, mail) and the schedule. */
export interface Reports {
  handlers: HandlerMap;
  runner: JobRunner;
  scheduler: BriefingScheduler;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Reports (报告/简报, issue 7): one generator freezes a snapshot per report, one scheduler makes
 * the 日报/周报/月报/专题日报 of each due period, one mailer sends them; Word/Excel render the
 * snapshot on the server and PDF prints the report page in Chromium.
 */
export function createReports(deps: ReportsDeps): Reports {
  const { db, dialect, clock, log, queue } = deps;
  const stores = {
    db,
    reports: new BriefingRepo(db),
    templates: new BriefingTemplateRepo(db),
    settings: new BriefingSettingRepo(db),
    notices: new BriefingNoticeRepo(db),
    articles: new BriefingArticleRepo(db),
    files: new CustomizedFileRepo(db),
  };
  const runner = new JobRunner(queue, log, { concurrency: 2, pollMs: deps.pollMs ?? 500 });
  const nudge = () => runner.nudge();
  const outputs = new BriefingOutputs(stores, new ReportPrinter(deps.printer), clock);
  // The outputs render the attachments the mailer sends.
  const mailer = new BriefingMailer({
    db,
    queue,
    clock,
    smtp: deps.smtp,
    appBaseUrl: deps.appBaseUrl,
    render: (row, format) => outputs.render(row, format),
  });
  const delivery = new BriefingDelivery(stores, outputs, mailer, clock, nudge);
  const services = {
    reports: new BriefingService(stores, queue, mailer, clock, nudge),
    outputs,
    delivery,
    library: new BriefingLibrary(stores, clock),
  };
  const generator = new BriefingGenerator(
    { db, dialect },
    stores.reports,
    stores.articles,
    clock,
    log,
    (row) => delivery.autoSend(row),
  );
  runner.register(GENERATE_JOB, generator.handler());
  runner.register(SEND_JOB, mailer.handler());
  const scheduler = new BriefingScheduler(
    db,
    stores.settings,
    stores.reports,
    stores.templates,
    queue,
    clock,
    log,
    nudge,
  );
  return {
    handlers: briefingRoutes(services),
    runner,
    scheduler,
    start() {
      runner.start();
      scheduler.start();
    },
    async stop() {
      scheduler.stop();
      await runner.stop();
    },
  };
}

export {
  loadTemplate,
  templatedReportDocx,
  type TemplatedReportInput,
} from './templated-report.js';
