import type { Kysely } from 'kysely';
import { wisdomCalls } from '@guanlan/shared';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { requireSession } from '../auth/index.js';
import { WisdomService } from './wisdom.service.js';

const who = (ctx: CallContext) => requireSession(ctx).session;

/** Handlers of every /api/app/wisdom/* call (智库). */
export function wisdomHandlers({
  db,
  dialect,
  clock,
}: {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
}): HandlerMap {
  const wisdom = new WisdomService({ db, dialect }, clock);
  return handlersFor(wisdomCalls, {
    findWisdomCaseList: (input, ctx) => wisdom.list(who(ctx).orgId, input),
    findWisdomCase: (input, ctx) => wisdom.get(who(ctx).orgId, input.caseId),
    findWisdomCaseEvents: (_input, ctx) => wisdom.closedEvents(who(ctx).orgId),
    saveWisdomCase: async (input, ctx) => {
      const s = who(ctx);
      return { caseId: await wisdom.create(s.orgId, s.accountId, input.eventId, input) };
    },
    updateWisdomCase: async (input, ctx) => {
      await wisdom.update(who(ctx).orgId, input.caseId, input);
      return null;
    },
    deleteWisdomCase: async (input, ctx) => {
      await wisdom.remove(who(ctx).orgId, input.caseId);
      return null;
    },
    findWisdomReportList: (input, ctx) => wisdom.reports(who(ctx).orgId, input),
    uploadWisdomReport: async (input, ctx) => {
      const s = who(ctx);
      return { reportId: await wisdom.upload(s.orgId, s.accountId, input) };
    },
    downWisdomReport: (input, ctx) => wisdom.download(who(ctx).orgId, input.reportId),
    deleteWisdomReport: async (input, ctx) => {
      await wisdom.removeReport(who(ctx).orgId, input.reportId);
      return null;
    },
  });
}
export { seedDemoWisdom } from './seed-demo-wisdom.js';
