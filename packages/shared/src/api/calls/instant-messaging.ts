import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { byId, downloadShape, move, nameCheck, nameCheckInput, rename, savedId } from './common.js';

const M = 'instantMessaging' as const;

/** Messaging platforms whose groups can be watched. */
const PLATFORMS = ['weChat', 'qq', 'dingTalk', 'telegram', 'whatsApp', 'line', 'other'] as const;

/** A chat ("meet") and its records, over an optional window and keyword. */
const recordQuery = {
  meetId: p.id(),
  startTime: p.time().optional(),
  endTime: p.time().optional(),
  keyword: p.text(200).optional(),
};

/**
 * Instant-messaging monitoring (即时通讯监测): groups, sets, the watched accounts
 * (instantMessaging), their chats (meet), participants (meet person) and records.
 */
export const instantMessagingCalls = {
  findInstantMessaging: defineCall({
    path: '/api/app/instantMessaging/findInstantMessaging',
    title: '即时通讯分组及监测方案',
    module: M,
    resource: 'instantMessagingSet',
    input: p.none(),
  }),
  findInstantMessagingSet: defineCall({
    path: '/api/app/instantMessaging/findInstantMessagingSet',
    title: '即时通讯监测方案详情',
    module: M,
    resource: 'instantMessagingSet',
    input: byId('setId'),
  }),
  saveInstantMessagingGroup: defineCall({
    path: '/api/app/instantMessaging/saveInstantMessagingGroup',
    title: '新建或重命名即时通讯分组',
    module: M,
    resource: 'instantMessagingGroup',
    style: 'json',
    input: z.object({ groupId: p.id().optional(), groupName: p.name(30) }),
    output: savedId('groupId'),
  }),
  deleteInstantMessagingGroup: defineCall({
    path: '/api/app/instantMessaging/deleteInstantMessagingGroup',
    title: '删除即时通讯分组',
    module: M,
    resource: 'instantMessagingGroup',
    input: byId('groupId'),
    output: p.ok(),
  }),
  moveInstantMessagingGroupPositionType: defineCall({
    path: '/api/app/instantMessaging/moveInstantMessagingGroupPositionType',
    title: '移动即时通讯分组位置',
    module: M,
    resource: 'instantMessagingGroup',
    input: move('groupId'),
    output: p.ok(),
  }),
  saveInstantMessagingSet: defineCall({
    path: '/api/app/instantMessaging/saveInstantMessagingSet',
    title: '新建或修改即时通讯监测方案',
    module: M,
    resource: 'instantMessagingSet',
    style: 'json',
    input: z.object({
      setId: p.id().optional(),
      groupId: p.id(),
      setName: p.name(50),
      keywords: p.list(p.name(50), 200).optional(),
      excludeWords: p.list(p.name(50), 200).optional(),
    }),
    output: savedId('setId'),
  }),
  saveInstantMessagingSetName: defineCall({
    path: '/api/app/instantMessaging/saveInstantMessagingSetName',
    title: '即时通讯监测方案重命名',
    module: M,
    resource: 'instantMessagingSet',
    input: rename('setId', 'setName'),
    output: p.ok(),
  }),
  verificationInstantMessagingSetName: defineCall({
    path: '/api/app/instantMessaging/verificationInstantMessagingSetName',
    title: '校验即时通讯监测方案名称是否可用',
    module: M,
    resource: 'instantMessagingSet',
    input: nameCheckInput('setId', 'setName'),
    output: nameCheck,
  }),
  deleteInstantMessagingSet: defineCall({
    path: '/api/app/instantMessaging/deleteInstantMessagingSet',
    title: '删除即时通讯监测方案',
    module: M,
    resource: 'instantMessagingSet',
    input: byId('setId'),
    output: p.ok(),
  }),
  moveInstantMessagingSetPositionType: defineCall({
    path: '/api/app/instantMessaging/moveInstantMessagingSetPositionType',
    title: '移动即时通讯监测方案位置',
    module: M,
    resource: 'instantMessagingSet',
    input: move('setId'),
    output: p.ok(),
  }),
  findInstantMessagingList: defineCall({
    path: '/api/app/instantMessaging/findInstantMessagingList',
    title: '监测的即时通讯账号/群列表',
    module: M,
    resource: 'instantMessaging',
    input: z.object({
      setId: p.id().optional(),
      platform: p.oneOf(PLATFORMS).optional(),
      keyword: p.text(50).optional(),
      ...p.paging,
    }),
  }),
  saveInstantMessaging: defineCall({
    path: '/api/app/instantMessaging/saveInstantMessaging',
    title: '添加或修改监测的即时通讯账号/群',
    module: M,
    resource: 'instantMessaging',
    style: 'json',
    input: z.object({
      instantMessagingId: p.id().optional(),
      setId: p.id(),
      platform: p.oneOf(PLATFORMS),
      account: p.name(100),
      nickName: p.name(100).optional(),
      remark: p.text(200).optional(),
      /** How the organisation may hold this chat's messages (consent / source), e.g. 群主授权导入. */
      consentSource: p.text(200).optional(),
      /** Days a message is kept; the retention job deletes older ones (default 180). */
      retentionDays: p.int(1, 3650).optional(),
    }),
    output: savedId('instantMessagingId'),
  }),
  importInstantMessagingRecord: defineCall({
    path: '/api/app/instantMessaging/importInstantMessagingRecord',
    title: '导入群聊导出文件',
    module: M,
    resource: 'instantMessaging',
    style: 'json',
    bodyLimit: 30 * 1024 * 1024,
    input: z.object({
      instantMessagingId: p.id(),
      /** telegram = Telegram Desktop 导出的 result.json；ndjson = 每行一条 JSON 消息. */
      format: p.oneOf(['telegram', 'ndjson'] as const),
      fileName: p.name(200),
      /** The file's text (UTF-8), at most 20 MB. */
      content: z
        .string()
        .min(1, { message: '请选择文件' })
        .max(20 * 1024 * 1024, { message: '文件不能超过20MB' }),
    }),
  }),
  resetInstantMessagingWebhookToken: defineCall({
    path: '/api/app/instantMessaging/resetInstantMessagingWebhookToken',
    title: '生成群聊机器人接入令牌',
    module: M,
    resource: 'instantMessaging',
    input: byId('instantMessagingId'),
  }),
  deleteInstantMessaging: defineCall({
    path: '/api/app/instantMessaging/deleteInstantMessaging',
    title: '删除监测的即时通讯账号/群',
    module: M,
    resource: 'instantMessaging',
    input: byId('instantMessagingId'),
    output: p.ok(),
  }),
  findInstantMessagingMeetList: defineCall({
    path: '/api/app/instantMessaging/findInstantMessagingMeetList',
    title: '会话列表',
    module: M,
    resource: 'instantMessagingMeet',
    input: z.object({
      setId: p.id().optional(),
      startTime: p.time().optional(),
      endTime: p.time().optional(),
      keyword: p.text(200).optional(),
      ...p.paging,
    }),
  }),
  findInstantMessagingMeetListByAccount: defineCall({
    path: '/api/app/instantMessaging/findInstantMessagingMeetListByAccount',
    title: '按账号查会话',
    module: M,
    resource: 'instantMessagingMeet',
    input: z.object({ account: p.name(100), platform: p.oneOf(PLATFORMS).optional(), ...p.paging }),
  }),
  findInstantMessagingMeetListByInstantMessagingId: defineCall({
    path: '/api/app/instantMessaging/findInstantMessagingMeetListByInstantMessagingId',
    title: '按监测账号/群查会话',
    module: M,
    resource: 'instantMessagingMeet',
    input: byId('instantMessagingId').extend(p.paging),
  }),
  findInstantMessagingMeetPerson: defineCall({
    path: '/api/app/instantMessaging/findInstantMessagingMeetPerson',
    title: '会话参与人',
    module: M,
    resource: 'instantMessagingMeet',
    input: z.object({ meetId: p.id(), keyword: p.text(50).optional(), ...p.paging }),
  }),
  findInstantMessagingMeetRecord: defineCall({
    path: '/api/app/instantMessaging/findInstantMessagingMeetRecord',
    title: '会话记录',
    module: M,
    resource: 'instantMessagingMeetRecord',
    style: 'json',
    input: z.object({ ...recordQuery, speaker: p.name(100).optional(), ...p.paging }),
  }),
  exportInstantMessagingMeetRecord: defineCall({
    path: '/api/app/instantMessaging/exportInstantMessagingMeetRecord',
    title: '导出会话记录',
    module: M,
    resource: 'instantMessagingMeetRecord',
    download: true,
    input: z.object({ ...recordQuery, ...downloadShape }),
  }),
  instantMessagingMeetRecordExport: defineCall({
    path: '/api/app/instantMessaging/instantMessagingMeetRecordExport',
    title: '导出所选会话记录',
    module: M,
    resource: 'instantMessagingMeetRecord',
    download: true,
    input: z.object({
      ...recordQuery,
      recordIds: p.list(p.id(), 8000).optional(),
      ...downloadShape,
    }),
  }),
};
