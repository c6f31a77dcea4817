import type { Kysely } from 'kysely';
import { dailyRecordCalls } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { requireSession } from '../auth/index.js';
import { DailyRecordService } from './daily-record.service.js';

export { seedDemoDailyRecords } from './seed-demo-daily-record.js';

const who = (ctx: CallContext) => requireSession(ctx).session;

/** Handlers of /opinionOA/dailyRecord/* (工作日志, OA session). */
export function dailyRecordHandlers({ db, clock }: { db: Kysely<DB>; clock: Clock }): HandlerMap {
  const records = new DailyRecordService(db, clock);
  return handlersFor(dailyRecordCalls, {
    saveDailyRecord: async (input, ctx) => ({ recordId: await records.save(who(ctx), input) }),
    findCurrentUserDailyRecord: (input, ctx) => records.mine(who(ctx), input),
    findAllUserDailyRecord: (input, ctx) => records.everyone(who(ctx), input),
    findDailyRecordInfo: (input, ctx) => records.info(who(ctx), input.recordId),
    findDailyRecordDraft: (input, ctx) => records.draft(who(ctx), input.recordDate),
  });
}
