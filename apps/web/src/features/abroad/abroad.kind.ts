import { abroadAnalysisCalls as a, abroadCalls as s } from '@guanlan/shared';
import { ABROAD_CARRIER_OPTIONS } from '../../components/filters/filter-options';
import type { MonitorKind } from '../monitor/monitor-kind';
import { SET_KIND_FIELDS, setCalls, setSaveInput } from '../monitor/read';

/** 境外监测: abroad sets (a rule over abroad carriers, languages and countries) in groups. */
export const ABROAD_KIND: MonitorKind = {
  key: 'abroad',
  ...SET_KIND_FIELDS,
  treeTitle: '境外监测方案',
  fromType: 'abroad',
  workspacePath: (setId) => `/app/abroadSocialization/${setId ?? 'notCreated'}`,
  editorPath: (setId) => `/abroadNewsSet/addAbroadNews/${setId}`,
  calls: { ...setCalls(s, 'Abroad', a), briefing: a.downAbroadBriefing },
  toSaveInput: (form) => setSaveInput(form, ['languages', 'countries']),
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
