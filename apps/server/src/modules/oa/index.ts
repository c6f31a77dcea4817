import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { OaFlowLog } from './oa-flow-log.js';
import { OaFlowMessages } from './oa-flow-messages.js';
import { OaFlowService } from './oa-flow.service.js';
import { OaOverdueWatcher } from './oa-overdue-watcher.js';
import { OaReportReader } from './oa-report-reader.js';
import { OaReportService } from './oa-report.service.js';
import { oaRoutes } from './oa.routes.js';
import { OaSettingRepo } from './oa-setting.repo.js';

export { OaFlowService, OaReportReader, OaReportService, OaSettingRepo };
export { seedDemoWorkflow } from './seed-demo-workflow.js';

/**
 * Handlers of 舆情上报审批 (/opinionOA/report/*, /api/oa/saveReportArticle). A listening server
 * also watches for overdue steps (tests call noticeOverdue directly with a fixed clock).
 */
export function oaHandlers({
  db,
  clock,
  app,
}: {
  db: Kysely<DB>;
  clock: Clock;
  app: FastifyInstance;
}): HandlerMap {
  const settings = new OaSettingRepo(db);
  const flow = new OaFlowService(db, clock, settings);
  const log = new OaFlowLog(db);
  const reader = new OaReportReader(db, clock, log);
  const reports = new OaReportService(db, clock, flow, reader);
  const watcher = new OaOverdueWatcher(flow, app.log);
  app.addHook('onListen', (done) => {
    watcher.start();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    watcher.stop();
    done();
  });
  const messages = new OaFlowMessages(db, clock);
  return oaRoutes({ reports, reader, flow, log, messages, settings, clock });
}
