import { CHAT_CARRIER, CHAT_CARRIER_LABEL, groupCalls as g } from '@guanlan/shared';
import type { MonitorKind } from '../monitor/monitor-kind';
import { SET_KIND_FIELDS, ruleInput } from '../monitor/read';

/**
 * 群组监测: keyword rules over the organisation's chat messages (imported or connected in
 * 即时通讯); a set may keep to some chat groups. SPEC names no groups for it: the server keeps
 * every set in one, so the editor shows no group field.
 */
export const GROUP_KIND: MonitorKind = {
  key: 'group',
  ...SET_KIND_FIELDS,
  treeTitle: '群组监测方案',
  fromType: 'group',
  workspacePath: (setId) => `/app/group/${setId ?? 'notCreated'}`,
  editorPath: (setId) => `/groupSet/addGroup/${setId}`,
  calls: {
    tree: g.findGroup,
    form: g.findGroupSet,
    verifyName: g.verificationGroupSetName,
    save: g.saveGroupSet,
    list: g.findGroupArticle,
    exportList: g.exportGroupArticle,
  },
  toSaveInput: (form) => ({
    setId: form.setId,
    setName: form.setName,
    ...ruleInput(form),
    carriers: [CHAT_CARRIER],
    chatGroupNames: form.chatGroupNames,
  }),
  charts: { carrierStatistics: { call: g.findGroupCarrierDataStatistics } },
  regionMap: 'china',
  carrierOptions: [{ value: CHAT_CARRIER, label: CHAT_CARRIER_LABEL }],
  editor: { chatGroups: true },
  list: {},
  namePlaceholder: '例如：小区民生诉求',
};
