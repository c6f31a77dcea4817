import { multilingualAnalysisCalls as a, multilingualCalls as s } from '@guanlan/shared';
import { ABROAD_CARRIER_OPTIONS, CARRIER_OPTIONS } from '../../components/filters/filter-options';
import type { MonitorKind } from '../monitor/monitor-kind';
import { SET_KIND_FIELDS, setCalls, setSaveInput } from '../monitor/read';

/** Domestic and abroad carriers once each (multilingual articles come from both). */
const CARRIERS = [
  ...CARRIER_OPTIONS,
  ...ABROAD_CARRIER_OPTIONS.filter((o) => !CARRIER_OPTIONS.some((c) => c.value === o.value)),
];

/** 多语种监测: sets choose languages; titles and summaries are shown with their translation. */
export const MULTILINGUAL_KIND: MonitorKind = {
  key: 'multilingual',
  ...SET_KIND_FIELDS,
  treeTitle: '多语种监测方案',
  fromType: 'multilingual',
  workspacePath: (setId) => `/app/multilingual/${setId ?? 'notCreated'}`,
  editorPath: (setId) => `/multilingualSet/addMultilingual/${setId}`,
  calls: setCalls(s, 'Multilingual'),
  toSaveInput: (form) => setSaveInput(form, ['languages', 'translateKeywords']),
  charts: {
    trend: { call: a.trendMultilingual },
    sentiment: { call: a.motionDistributionMultilingual },
    emotionTrend: { call: a.emotionTrendMultilingual },
    languages: {
      call: a.languageDistributionMultilingual,
      excel: a.languageDistributionExcelMultilingual,
    },
  },
  regionMap: 'world',
  carrierOptions: CARRIERS,
  editor: { languages: 'required', translateKeywords: true },
  list: { translation: true, chips: { field: 'languages', label: '语种' } },
  namePlaceholder: '例如：一带一路多语种报道',
};
