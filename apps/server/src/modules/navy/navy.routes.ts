import { navyCalls, navyRanksCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor, mergeHandlers } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { NavyCommentService } from './navy-comment.service.js';
import type { NavyInviteService } from './navy-invite.service.js';
import type { NavyLabelService } from './navy-label.service.js';
import type { NavyRanksService } from './navy-ranks.service.js';
import type { NavyStatsService } from './navy-stats.service.js';
import type { NavyTaskItemService } from './navy-task-item.service.js';
import type { NavyTaskTypeService } from './navy-task-type.service.js';
import type { NavyTaskService } from './navy-task.service.js';

const who = (ctx: CallContext) => {
  const { session } = requireSession(ctx);
  return { orgId: session.orgId, accountId: session.accountId };
};
const org = (ctx: CallContext) => who(ctx).orgId;

export interface NavyServices {
  ranks: NavyRanksService;
  invites: NavyInviteService;
  labels: NavyLabelService;
  tasks: NavyTaskService;
  types: NavyTaskTypeService;
  items: NavyTaskItemService;
  comments: NavyCommentService;
  stats: NavyStatsService;
}

/** Handlers of /navy/index, /navy/ranks and /navy/customLabel (navy session). */
export function navyRoutes({
  ranks,
  invites,
  labels,
  tasks,
  types,
  items,
  comments,
  stats,
}: NavyServices): HandlerMap {
  const taskHandlers = handlersFor(navyCalls, {
    findNavyStatistics: (input, ctx) => stats.statistics(org(ctx), input),
    exportNavyStatistics: (input, ctx) => stats.export(org(ctx), input),
    findPageNavyTask: (input, ctx) => tasks.page(org(ctx), input),
    findNavyTaskInfo: (input, ctx) => tasks.info(org(ctx), input.taskId),
    findNavyTaskSource: (input, ctx) => tasks.source(org(ctx), input.linkType, input.linkId),
    saveNavyTask: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return { taskId: await tasks.save(orgId, accountId, input) };
    },
    saveNavyTaskState: async (input, ctx) => {
      await tasks.move(org(ctx), input.taskId, input.taskState);
      return null;
    },
    deleteNavyTask: async (input, ctx) => {
      await tasks.remove(org(ctx), input.taskId);
      return null;
    },
    findNavyTaskItem: (input, ctx) => items.items(org(ctx), input.taskId, input),
    saveNavyTaskItem: async (input, ctx) => ({ itemId: await items.saveItem(org(ctx), input) }),
    deleteNavyTaskItem: async (input, ctx) => {
      await items.deleteItems(org(ctx), input.itemIds);
      return null;
    },
    findNavyTaskType: (_input, ctx) => types.types(org(ctx)),
    saveNavyTaskType: async (input, ctx) => ({ taskTypeId: await types.saveType(org(ctx), input) }),
    deleteNavyTaskType: async (input, ctx) => {
      await types.deleteType(org(ctx), input.taskTypeId);
      return null;
    },
    findPageNavyComment: (input, ctx) => comments.page(org(ctx), input),
    saveNavyComment: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return { commentId: await comments.submit(orgId, accountId, input) };
    },
    reviewNavyComment: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      await comments.review(orgId, accountId, input);
      return null;
    },
  });
  const rankHandlers = handlersFor(navyRanksCalls, {
    findNavyUserGroup: (_input, ctx) => ranks.groupTree(org(ctx)),
    saveNavyUserGroup: async (input, ctx) => ({
      userGroupId: await ranks.saveGroup(org(ctx), input),
    }),
    deleteNavyUserGroup: async (input, ctx) => {
      await ranks.deleteGroup(org(ctx), input.userGroupId);
      return null;
    },
    findPageNavyUser: (input, ctx) => ranks.members(org(ctx), input),
    moveNavyUser: async (input, ctx) => {
      await ranks.moveMembers(org(ctx), input.userIds, input.userGroupId);
      return null;
    },
    deleteNavyUser: async (input, ctx) => {
      await ranks.removeMembers(org(ctx), input.userIds);
      return null;
    },
    auditNavyUser: async (input, ctx) => {
      await ranks.auditMembers(org(ctx), input.userIds, input.memberState);
      return null;
    },
    joinNavyUserGroup: (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return invites.join(orgId, accountId, input);
    },
    findNavyInvitationCode: (input, ctx) => invites.page(org(ctx), input),
    saveNavyInvitationCode: (input, ctx) => invites.create(org(ctx), input),
    expireNavyInvitationCode: async (input, ctx) => {
      await invites.expire(org(ctx), input.invitationCodeId);
      return null;
    },
    findCustomLabel: (_input, ctx) => labels.list(org(ctx)),
    saveCustomLabel: async (input, ctx) => ({ labelId: await labels.save(org(ctx), input) }),
    deleteCustomLabel: async (input, ctx) => {
      await labels.remove(org(ctx), input.labelId);
      return null;
    },
  });
  return mergeHandlers(taskHandlers, rankHandlers);
}
