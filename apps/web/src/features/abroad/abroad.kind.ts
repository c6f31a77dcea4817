import { abroadAnalysisCalls as a, abroadCalls as s } from '@guanlan/shared';
import { ABROAD_CARRIER_OPTIONS } from '../../components/filters/filter-options';
import type { MonitorKind } from '../monitor/monitor-kind';
import { readForm, readGroups, ruleInput } from '../monitor/read';

/** 境外监测: abroad sets (a rule over abroad carriers, languages and countries) in groups. */
export const ABROAD_KIND: MonitorKind = {
  key: 'abroad',
  setNoun: '方案',
  groupNoun: '分组',
  treeTitle: '境外监测方案',
  idKey: 'setId',
  fromType: 'abroad',
  workspacePath: (setId) => `/app/abroadSocialization/${setId ?? 'notCreated'}`,
  editorPath: (setId) => `/abroadNewsSet/addAbroadNews/${setId}`,
  calls: {
    tree: s.findAbroad,
    form: s.findAbroadSet,
    saveGroup: s.saveAbroadGroup,
    verifyName: s.verificationAbroadSetName,
    save: s.saveAbroadSet,
    list: s.findAbroadArticle,
    exportList: a.exportAbroadArticle,
    briefing: a.downAbroadBriefing,
  },
  toGroups: readGroups,
  toForm: readForm,
  toSaveInput: (form) => ({
    setId: form.setId,
    groupId: form.groupId,
    setName: form.setName,
    ...ruleInput(form),
    carriers: form.carriers,
    languages: form.languages,
    countries: form.countries,
  }),
  groupInput: (groupName) => ({ groupName }),
  nameInput: (setId, setName) => ({ setId, setName }),
  charts: {
    sentiment: { call: a.motionDistributionAbroad, excel: a.motionDistributionExcelAbroad },
    emotionTrend: {
      call: a.emotionTrendAbroad,
      excel: a.emotionTrendExcelAbroad,
      excelNonNeutral: a.emotionTrendNotNeutralExcelAbroad,
    },
    carrierTrend: { call: a.carrierTrendAbroad, excel: a.carrierTrendExcelAbroad },
    carrierStatistics: { call: s.findAbroadCarrierDataStatistics },
    carrierSentiment: {
      call: a.motionCarrierDistributionAbroad,
      excel: a.motionCarrierDistributionExcelAbroad,
    },
    region: { call: a.regionDistributionAbroad, excel: a.regionDistributionExcelAbroad },
    hotWords: { call: a.hotWordsCloudAbroad },
    mediaLeaders: {
      call: a.mediaActivityLeadersListAbroad,
      excel: a.mediaActivityLeadersListExcelAbroad,
    },
    opinionLeaders: {
      call: a.publicOpinionLeadersListAbroad,
      excel: a.publicOpinionLeadersListExcelAbroad,
    },
  },
  regionMap: 'world',
  carrierOptions: ABROAD_CARRIER_OPTIONS,
  editor: { languages: 'optional', countries: true },
  list: { translation: true },
  namePlaceholder: '例如：境外涉华医疗报道',
};
