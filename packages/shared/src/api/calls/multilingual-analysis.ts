import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { analysisTable, excel, scoped, trendTable } from './common.js';

const one = { setId: p.id() };
const chart = scoped(one);
const words = scoped({ ...one, size: p.int(1, 200).default(50) });
const sheet = excel(one);
const base = { module: 'multilingual', resource: 'multilingualSet' } as const;

/**
 * 多语种 统计分析: the charts of one multilingual set (SPEC names none; named like the abroad
 * family): volume and sentiment trends, sentiment and language distribution, hot words, and
 * the language distribution's Excel twin.
 */
export const multilingualAnalysisCalls = {
  trendMultilingual: defineCall({
    ...base,
    path: '/api/app/multilingual/trendMultilingual',
    title: '多语种信息走势',
    style: 'json',
    input: chart,
    output: trendTable,
  }),
  emotionTrendMultilingual: defineCall({
    ...base,
    path: '/api/app/multilingual/emotionTrendMultilingual',
    title: '多语种情感走势',
    style: 'json',
    input: chart,
    output: trendTable,
  }),
  motionDistributionMultilingual: defineCall({
    ...base,
    path: '/api/app/multilingual/motionDistributionMultilingual',
    title: '多语种情感分布',
    style: 'json',
    input: chart,
    output: analysisTable,
  }),
  languageDistributionMultilingual: defineCall({
    ...base,
    path: '/api/app/multilingual/languageDistributionMultilingual',
    title: '多语种语种分布',
    style: 'json',
    input: chart,
    output: analysisTable,
  }),
  hotWordsCloudMultilingual: defineCall({
    ...base,
    path: '/api/app/multilingual/hotWordsCloudMultilingual',
    title: '多语种热词云',
    style: 'json',
    input: words,
    output: analysisTable,
  }),
  languageDistributionExcelMultilingual: defineCall({
    ...base,
    path: '/api/app/multilingual/languageDistributionExcelMultilingual',
    title: '导出多语种语种分布',
    download: true,
    input: sheet,
  }),
};
