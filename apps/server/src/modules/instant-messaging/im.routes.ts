import { instantMessagingCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor, mergeHandlers } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { Clock } from '../../platform/clock.js';
import { setRoutes } from '../monitor/index.js';
import type { SetEngine } from '../monitor/index.js';
import type { ChatService } from './chat.service.js';
import type { ImSetService } from './im-set.service.js';
import type { MeetService, RecordQuery } from './meet.service.js';
import { recordsFile } from './record-export.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** How many records one export holds at most. */
const EXPORT_MAX = 50_000;

export interface ImServices {
  engine: SetEngine;
  sets: ImSetService;
  chats: ChatService;
  meets: MeetService;
  clock: Clock;
}

/**
 * 即时通讯: groups and sets on the monitoring-set engine (tree, group save/delete/move, set
 * rename/name check/move), the kind's own set form, watched chats, import and bot token,
 * meet records with persons and messages, and the two record exports of SPEC.
 */
export function imRoutes(s: ImServices): HandlerMap {
  const { sets, chats, meets } = s;
  /** Another organisation's set answers 4004, never an empty list. */
  const ownSet = async (orgId: number, setId: number | undefined) => {
    if (setId !== undefined) {
      await s.engine.sets.get(orgId, setId);
    }
  };
  const wordsOf = async (orgId: number, meetId: number) => {
    const meet = await meets.get(orgId, meetId);
    return sets.words(orgId, Number(meet.set_id));
  };
  const exportRecords = async (orgId: number, q: RecordQuery, ext: string | undefined) => {
    const meet = await meets.get(orgId, q.meetId);
    const words = await sets.words(orgId, Number(meet.set_id));
    const page = await meets.records(orgId, { ...q, pageNum: 1, pageSize: EXPORT_MAX }, words);
    return recordsFile(`${meet.nick_name}_会话记录`, page.list, ext, s.clock.now());
  };
  return mergeHandlers(
    setRoutes(s.engine, instantMessagingCalls, {
      tree: 'findInstantMessaging',
      saveGroup: 'saveInstantMessagingGroup',
      deleteGroup: 'deleteInstantMessagingGroup',
      moveGroup: 'moveInstantMessagingGroupPositionType',
      renameSet: 'saveInstantMessagingSetName',
      checkName: 'verificationInstantMessagingSetName',
      moveSet: 'moveInstantMessagingSetPositionType',
    }),
    handlersFor(instantMessagingCalls, {
      findInstantMessagingSet: (i, ctx) => sets.detail(org(ctx), i.setId),
      saveInstantMessagingSet: async (i, ctx) => ({ setId: await sets.save(org(ctx), i) }),
      deleteInstantMessagingSet: async (i, ctx) => {
        await sets.remove(org(ctx), i.setId);
        return null;
      },
      findInstantMessagingList: async (i, ctx) => {
        await ownSet(org(ctx), i.setId);
        return chats.list(org(ctx), i);
      },
      saveInstantMessaging: async (i, ctx) => ({
        instantMessagingId: await chats.save(org(ctx), i),
      }),
      deleteInstantMessaging: async (i, ctx) => {
        await chats.remove(org(ctx), i.instantMessagingId);
        return null;
      },
      importInstantMessagingRecord: (i, ctx) => chats.importFile(org(ctx), i),
      resetInstantMessagingWebhookToken: (i, ctx) =>
        chats.resetToken(org(ctx), i.instantMessagingId),
      findInstantMessagingMeetList: async (i, ctx) => {
        await ownSet(org(ctx), i.setId);
        return meets.list(org(ctx), i);
      },
      findInstantMessagingMeetListByAccount: (i, ctx) => meets.list(org(ctx), i),
      findInstantMessagingMeetListByInstantMessagingId: async (i, ctx) => {
        await chats.get(org(ctx), i.instantMessagingId);
        return meets.list(org(ctx), { ...i, chatId: i.instantMessagingId });
      },
      findInstantMessagingMeetPerson: (i, ctx) => meets.persons(org(ctx), i),
      findInstantMessagingMeetRecord: async (i, ctx) =>
        meets.records(org(ctx), i, await wordsOf(org(ctx), i.meetId)),
      exportInstantMessagingMeetRecord: (i, ctx) => exportRecords(org(ctx), i, i.extensionName),
      instantMessagingMeetRecordExport: (i, ctx) => exportRecords(org(ctx), i, i.extensionName),
    }),
  );
}
