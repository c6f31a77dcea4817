import { specialAnalysisCalls as a, specialCalls as s } from '@guanlan/shared';
import type { CallOutput } from '@guanlan/shared';
import { CARRIER_OPTIONS } from '../../components/filters/filter-options';
import type { MonitorKind } from '../monitor/monitor-kind';
import { ruleInput } from '../monitor/read';
import { editorPath, workspacePath } from './special';

type Columns = CallOutput<typeof s.findAllColumnSpecial>;
type Form = CallOutput<typeof s.findColumnSpecial>;

/** 专题: the special topics as one kind of monitoring set (栏目 are its groups). */
export const SPECIAL_KIND: MonitorKind = {
  key: 'special',
  setNoun: '专题',
  groupNoun: '栏目',
  treeTitle: '专题列表',
  idKey: 'specialId',
  fromType: 'special',
  workspacePath: (setId) => (setId === undefined ? '/analyse/notCreated' : workspacePath(setId)),
  editorPath,
  calls: {
    tree: s.findAllColumnSpecial,
    form: s.findColumnSpecial,
    saveGroup: s.saveColumn,
    verifyName: s.verificationSpecialName,
    save: s.saveColumnSpecial,
    validate: s.validateSaveColumnSpecial,
    list: s.findSpecialArticleSingleOrAll,
    exportList: a.exportSpecialArticle,
    briefing: a.downSpecialBriefing,
  },
  toGroups: (raw) =>
    (raw as Columns).map((c) => ({
      groupId: c.groupId,
      groupName: c.columnName,
      sets: c.specials.map((x) => ({
        setId: x.specialId,
        setName: x.specialName,
        backfill: x.backfill,
      })),
    })),
  toForm: (raw) => {
    const f = raw as Form;
    return {
      setId: f.specialId,
      groupId: f.groupId,
      setName: f.specialName,
      rule: {
        ruleMode: f.ruleMode,
        regionWords: f.regionWords,
        subjectWords: f.subjectWords,
        eventWords: f.eventWords,
        excludeWords: f.excludeWords,
        expression: f.expression,
      },
      searchArea: f.searchArea,
      carriers: f.carriers,
      languages: [],
      platforms: [],
      countries: [],
      chatGroupNames: [],
      translateKeywords: false,
    };
  },
  toSaveInput: (form) => ({
    specialId: form.setId,
    groupId: form.groupId,
    specialName: form.setName,
    ...ruleInput(form),
    carriers: form.carriers,
  }),
  groupInput: (columnName) => ({ columnName }),
  nameInput: (specialId, specialName) => ({ specialId, specialName }),
  charts: {
    trend: { call: a.trendSpecial, excel: a.trendExcelSpecial },
    sentiment: { call: a.motionDistributionSpecial, excel: a.motionDistributionExcelSpecial },
    emotionTrend: {
      call: a.emotionTrendSpecial,
      excel: a.emotionTrendExcelSpecial,
      excelNonNeutral: a.emotionTrendNotNeutralExcelSpecial,
    },
    carrierTrend: { call: a.carrierTrendSpecial, excel: a.carrierTrendExcelSpecial },
    carrierStatistics: { call: s.findSpecialCarrierDataStatistics },
    carrierSentiment: {
      call: a.motionCarrierDistributionSpecial,
      excel: a.motionCarrierDistributionExcelSpecial,
    },
    region: { call: a.regionDistributionSpecial, excel: a.regionDistributionExcelSpecial },
    hotWords: { call: a.hotWordsCloudSpecial },
    mediaLeaders: {
      call: a.mediaActivityLeadersListSpecial,
      excel: a.mediaActivityLeadersListExcelSpecial,
    },
    opinionLeaders: {
      call: a.publicOpinionLeadersListSpecial,
      excel: a.publicOpinionLeadersListExcelSpecial,
    },
  },
  regionMap: 'china',
  carrierOptions: CARRIER_OPTIONS,
  editor: {},
  list: {},
  namePlaceholder: '例如：市人民医院舆情',
};
