import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { byId, byIds, savedId } from './common.js';
import { NAVY_MEMBER_STATES } from './workflow-shapes.js';

/** Teams (/navy/ranks, 队伍): user groups, members, invitation codes; labels (/navy/customLabel). */
export const navyRanksCalls = {
  findNavyUserGroup: defineCall({
    path: '/navy/ranks/findNavyUserGroup',
    title: '队伍分组列表',
    module: 'navy',
    resource: 'userGroup',
    input: p.none(),
  }),
  saveNavyUserGroup: defineCall({
    path: '/navy/ranks/saveNavyUserGroup',
    title: '新建或重命名队伍分组',
    module: 'navy',
    resource: 'userGroup',
    input: z.object({
      userGroupId: p.id().optional(),
      userGroupName: p.name(30),
      parentId: p.id().optional(),
    }),
    output: savedId('userGroupId'),
  }),
  deleteNavyUserGroup: defineCall({
    path: '/navy/ranks/deleteNavyUserGroup',
    title: '删除队伍分组',
    module: 'navy',
    resource: 'userGroup',
    input: byId('userGroupId'),
    output: p.ok(),
  }),
  findPageNavyUser: defineCall({
    path: '/navy/ranks/findPageNavyUser',
    title: '队伍成员列表',
    module: 'navy',
    resource: 'userGroup',
    input: z.object({
      userGroupId: p.id().optional(),
      keyword: p.text(50).optional(),
      memberState: p.oneOf(NAVY_MEMBER_STATES).optional(),
      ...p.paging,
    }),
  }),
  moveNavyUser: defineCall({
    path: '/navy/ranks/moveNavyUser',
    title: '成员调整到其他分组',
    module: 'navy',
    resource: 'userGroup',
    input: byIds('userIds').extend({ userGroupId: p.id() }),
    output: p.ok(),
  }),
  deleteNavyUser: defineCall({
    path: '/navy/ranks/deleteNavyUser',
    title: '移出队伍成员',
    module: 'navy',
    resource: 'userGroup',
    input: byIds('userIds'),
    output: p.ok(),
  }),
  findNavyInvitationCode: defineCall({
    path: '/navy/ranks/findNavyInvitationCode',
    title: '邀请码列表',
    module: 'navy',
    resource: 'invitationCode',
    input: z.object({ expired: p.bool().optional(), ...p.paging }),
  }),
  saveNavyInvitationCode: defineCall({
    path: '/navy/ranks/saveNavyInvitationCode',
    title: '生成邀请码',
    module: 'navy',
    resource: 'invitationCode',
    input: z.object({
      userGroupId: p.id(),
      maxUses: p.int(1, 10_000).default(1),
      validDays: p.int(1, 365).default(7),
    }),
    output: z.object({ code: z.string(), expireTime: z.string() }),
  }),
  expireNavyInvitationCode: defineCall({
    path: '/navy/ranks/expireNavyInvitationCode',
    title: '邀请码立即失效',
    module: 'navy',
    resource: 'invitationCode',
    input: byId('invitationCodeId'),
    output: p.ok(),
  }),
  findCustomLabel: defineCall({
    path: '/navy/customLabel/findCustomLabel',
    title: '自定义标签列表',
    module: 'navy',
    resource: 'label',
    input: p.none(),
  }),
  saveCustomLabel: defineCall({
    path: '/navy/customLabel/saveCustomLabel',
    title: '保存自定义标签',
    module: 'navy',
    resource: 'label',
    input: z.object({
      labelId: p.id().optional(),
      labelName: p.name(20),
      color: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, { message: '颜色格式应为 #RRGGBB' })
        .optional(),
    }),
    output: savedId('labelId'),
  }),
  deleteCustomLabel: defineCall({
    path: '/navy/customLabel/deleteCustomLabel',
    title: '删除自定义标签',
    module: 'navy',
    resource: 'label',
    input: byId('labelId'),
    output: p.ok(),
  }),
  joinNavyUserGroup: defineCall({
    path: '/navy/ranks/joinNavyUserGroup',
    title: '凭邀请码加入队伍',
    module: 'navy',
    resource: 'userGroup',
    input: z.object({
      code: z
        .string()
        .trim()
        .regex(/^[A-Z0-9]{8}$/i, { message: '邀请码为8位字母或数字' }),
      realName: p.name(20),
      phone: p.phone().optional(),
    }),
    output: z.object({ userId: z.number().int(), userGroupName: z.string(), state: z.string() }),
  }),
  auditNavyUser: defineCall({
    path: '/navy/ranks/auditNavyUser',
    title: '审核队伍成员',
    module: 'navy',
    resource: 'userGroup',
    input: byIds('userIds').extend({ memberState: p.oneOf(['passed', 'rejected']) }),
    output: p.ok(),
  }),
};
