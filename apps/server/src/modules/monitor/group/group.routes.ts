import { groupCalls } from '@guanlan/shared';
import { requireSession } from '../../auth/index.js';
import { handlersFor, mergeHandlers } from '../../../platform/http/call-context.js';
import type { HandlerMap } from '../../../platform/http/call-context.js';
import type { SetEngine } from '../engine.js';
import { parseExtra } from '../set-kind.js';
import { toSetForm } from '../set.mapper.js';
import { setRoutes } from '../set.routes.js';

/** SPEC's group calls name no 分组: every set sits in the organisation's one group. */
export const DEFAULT_GROUP_NAME = '群组监测方案';

/** The organisation's group of group-monitoring sets (made on first use). */
export async function defaultGroupId(engine: SetEngine, orgId: number): Promise<number> {
  const first = (await engine.groups.list(orgId))[0];
  return first ? first.id : engine.groups.save(orgId, { columnName: DEFAULT_GROUP_NAME });
}

/**
 * 群组监测: the engine of the group kind (keyword rules over chat messages) under SPEC's group
 * calls — set tree, form, save, rename, name check, delete, move, the message list and its
 * export, carrier statistics — with the chat groups a set keeps to.
 */
export function groupRoutes(engine: SetEngine): HandlerMap {
  const { sets } = engine;
  return mergeHandlers(
    setRoutes(engine, groupCalls, {
      tree: 'findGroup',
      renameSet: 'saveGroupSetName',
      checkName: 'verificationGroupSetName',
      deleteSet: 'deleteGroupSet',
      moveSet: 'moveGroupSetPositionType',
      articles: 'findGroupArticle',
      exportArticles: 'exportGroupArticle',
      carrierStatistics: 'findGroupCarrierDataStatistics',
    }),
    handlersFor(groupCalls, {
      findGroupSet: async (i, ctx) => {
        const row = await sets.get(requireSession(ctx).session.orgId, i.setId);
        return { ...toSetForm(row), chatGroupNames: parseExtra(row.extra).chatGroupNames ?? [] };
      },
      saveGroupSet: async (i, ctx) => {
        const orgId = requireSession(ctx).session.orgId;
        const groupId =
          i.setId === undefined
            ? await defaultGroupId(engine, orgId)
            : (await sets.get(orgId, i.setId)).column_id;
        const setId = await sets.save(orgId, {
          ...i,
          specialId: i.setId,
          specialName: i.setName,
          groupId,
          chatGroupNames: i.chatGroupNames ?? [],
        });
        return { setId };
      },
    }),
  );
}
