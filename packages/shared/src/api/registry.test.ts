import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MODULES } from '../domain/modules.js';
import type { CallDef } from './define-call.js';
import * as groups from './calls/index.js';
import { ALL_CALLS, CALLS_BY_PATH } from './registry.js';

interface Explicit {
  /** Path up to and including the last slash. */
  readonly prefix: string;
  readonly style: 'form' | 'json';
  readonly download?: boolean;
  readonly method?: 'GET' | 'POST';
  readonly names: readonly string[];
}

/**
 * The call names SPEC.md §7 spells out, copied word for word, with the style and download
 * marking SPEC gives them. Unmarked groups are form-style POST. SPEC §9 makes every named
 * export an (extended-timeout) download, so articleExport, exportTopicalArticle and
 * regionDistributionExcelAbroad are downloads even where SPEC lists them among plain or JSON calls.
 */
const EXPLICIT: readonly Explicit[] = [
  // Auth and register
  {
    prefix: '/api/login/',
    style: 'form',
    names: [
      'ajaxLogin',
      'sendPhoneCodeByLogin',
      'sendUserPhoneCodeByBind',
      'bindUserPhone',
      'tokenLogin',
      'ueCheckToken',
      'ueGetVersionList',
    ],
  },
  {
    prefix: '/api/register/',
    style: 'form',
    names: [
      'register',
      'sendPhoneCodeByReg',
      'sendPhoneCodeByForget',
      'validatePhoneCodeByForget',
      'registerLogin',
      'registerYE',
      'getByUserNameYE',
      'checkUserLoginUE',
    ],
  },
  { prefix: '/api/register/', style: 'json', names: ['registerYEToPomp'] },
  // Special topics
  {
    prefix: '/api/special/',
    style: 'form',
    names: [
      'findAllColumnSpecial',
      'findColumn',
      'deleteColumn',
      'deleteColumnSpecial',
      'findColumnSpecial',
      'moveColumnPositionType',
      'moveSpecialPositionType2',
      'saveColumn',
      'saveColumnSpecial',
      'saveColumnSpecialName',
      'saveColumnShowState',
      'saveSpecialShowState',
      'saveTopState',
      'findSpecialArticleSingleOrAll',
      'hotWordsCloudSpecial',
      'verificationSpecialName',
      'validateSaveColumnSpecial',
      'findSpecialCarrierDataStatistics',
    ],
  },
  { prefix: '/api/special/', style: 'form', download: true, names: ['downSpecialBriefing'] },
  // Article
  {
    prefix: '/api/article/',
    style: 'form',
    names: [
      'judgeArticleEmotion',
      'saveWarningArticle',
      'joinBriefingArticle',
      'showArticleDetail',
      'showArticleDetailExternal',
      'similarArticles',
      'similarArticleCount',
      'articleSpreadRoute',
      'articleSpreadIndex',
      'articleEntityAnalysis',
      'articleAuthorHistory',
      'saveFavoriteArticle',
      'cancelFavoriteArticle',
      'articleTranslate',
      'joinExclusionWord',
    ],
  },
  { prefix: '/api/article/', style: 'form', download: true, names: ['articleExport'] },
  { prefix: '/dc/article/', style: 'json', names: ['sendInstantPush'] },
  // Theme
  { prefix: '/api/theme/', style: 'form', names: ['showTheme', 'findThemeWord', 'saveThemeWord'] },
  // Warning and event: the names SPEC gives among its summaries
  {
    prefix: '/api/warning/',
    style: 'form',
    names: ['findWarningArticle', 'findPageWarningRuleLog', 'readWarning'],
  },
  {
    prefix: '/api/event/',
    style: 'form',
    names: ['findPageEvent', 'saveEvent', 'deleteEvent', 'validateSaveEvent'],
  },
  { prefix: '/api/event/', style: 'form', download: true, names: ['downEventBriefing'] },
  { prefix: '/api/personalCenter/', style: 'form', names: ['findLeaderAccountInfo'] },
  // Other groups
  { prefix: '/api/menu/', style: 'form', names: ['findAppFromMenu'] },
  { prefix: '/api/application/', style: 'form', names: ['findAppMenu', 'controlAppForMenu'] },
  { prefix: '/api/navy/', style: 'form', names: ['navySystemPage'] },
  { prefix: '/api/oa/', style: 'form', names: ['oaSystemPage'] },
  { prefix: '/api/tool/', style: 'form', names: ['validatorUrlVisitState'] },
  { prefix: '/indymedia/indyMedia/', style: 'form', method: 'GET', names: ['redirect'] },
  // Abroad
  {
    prefix: '/api/app/abroad/',
    style: 'form',
    names: [
      'deleteAbroadGroup',
      'deleteAbroadSet',
      'findAbroad',
      'findAbroadSet',
      'moveAbroadGroupPositionType',
      'moveAbroadSetPositionType',
      'saveAbroadSetName',
      'verificationAbroadSetName',
    ],
  },
  {
    prefix: '/api/app/abroad/',
    style: 'json',
    names: [
      'emotionTrendAbroad',
      'findAbroadCarrierDataStatistics',
      'findAbroadArticle',
      'mediaActivityLeadersListAbroad',
      'motionDistributionAbroad',
      'publicOpinionLeadersListAbroad',
      'regionDistributionAbroad',
      'motionCarrierDistributionAbroad',
      'hotWordsCloudAbroad',
      'carrierTrendAbroad',
      'saveAbroadGroup',
      'saveAbroadSet',
    ],
  },
  {
    prefix: '/api/app/abroad/',
    style: 'json',
    download: true,
    names: ['regionDistributionExcelAbroad'],
  },
  { prefix: '/api/app/abroadWebsite/', style: 'json', names: ['saveBatchWebsite'] },
  {
    prefix: '/api/app/abroad/',
    style: 'form',
    download: true,
    names: [
      'emotionTrendExcelAbroad',
      'emotionTrendNotNeutralExcelAbroad',
      'exportAbroadArticle',
      'mediaActivityLeadersListExcelAbroad',
      'motionDistributionExcelAbroad',
      'publicOpinionLeadersListExcelAbroad',
      'motionCarrierDistributionExcelAbroad',
      'carrierTrendExcelAbroad',
      'downAbroadBriefing',
    ],
  },
  // Cloud search
  {
    prefix: '/api/app/cloudSearch/',
    style: 'json',
    names: ['articleJoinSystem', 'cloudSearchArticlePage'],
  },
  // Topical
  {
    prefix: '/api/app/topical/',
    style: 'json',
    names: ['findTopicalArticle', 'findTopicalCarrierDataStatistics'],
  },
  { prefix: '/api/app/topical/', style: 'json', download: true, names: ['exportTopicalArticle'] },
  {
    prefix: '/api/app/topical/',
    style: 'form',
    names: ['findHotspotRankingList', 'findTopicalRankingList'],
  },
  // Big screen
  {
    prefix: '/api/app/bigScreen/',
    style: 'form',
    names: [
      'hotWordsCloudBigScreen',
      'motionDistributionBigScreen',
      'opinionLiveBroadcastBigScreen',
      'publicOpinionLeadersListBigScreen',
      'regionDistributionBigScreen',
      'fullDataStatisticsBigScreen',
      'emotionTrendBigScreen',
      'dataStatisticsBigScreen',
      'carrierDistributionBigScreen',
      'findAllBigScreenSet',
      'findSingletonBigScreenSet',
      'findBigScreenSet',
      'findBigScreenOfEvent',
      'findBigScreenOfSpecial',
      'fullCarrierTrendBigScreen',
      'fullCarrierDistributionBigScreen',
      'fullHotspotBigScreen',
      'motionDistributionRatioBigScreen',
    ],
  },
  { prefix: '/api/app/bigScreen/', style: 'json', names: ['saveSingletonBigScreenSet'] },
  // Daily record
  {
    prefix: '/opinionOA/dailyRecord/',
    style: 'json',
    names: ['findAllUserDailyRecord', 'findCurrentUserDailyRecord', 'saveDailyRecord'],
  },
  // Portrait analysis
  {
    prefix: '/api/app/portraitAnalysis/',
    style: 'form',
    names: [
      'authorHistoryPortraitAnalysis',
      'deletePortraitAnalysis',
      'findPortraitAnalysisInfo',
      'findPortraitAnalysisPage',
      'hotWordsCloudPortraitAnalysis',
      'motionDistributionPortraitAnalysis',
      'motionTrendSpecialPortraitAnalysis',
      'relationDiagramPortraitAnalysis',
      'savePortraitAnalysis',
      'findPortraitAnalysisStatistics',
      'regionLocusPortraitAnalysis',
    ],
  },
  {
    prefix: '/api/app/portraitAnalysis/',
    style: 'json',
    names: ['authorHistoryMorePortraitAnalysis'],
  },
  // Micro-blog analysis
  {
    prefix: '/api/app/evolutionAnalysis/',
    style: 'form',
    names: [
      'deleteMicroBlogAnalysis',
      'findMicroBlogAnalysisPage',
      'findMicroBlogAnalysisStatistics',
      'findMicroBlogAnalysisInfo',
      'findMicroBlogBriefInfo',
      'findMicroBlogGenderDistribution',
      'findMicroBlogHierarchy',
      'findMicroBlogRegionDistribution',
      'findMicroBlogTrend',
      'findMicroHotWordsCloud',
      'findMicroHotWordsComment',
    ],
  },
  { prefix: '/api/app/evolutionAnalysis/', style: 'json', names: ['saveMicroBlogAnalysis'] },
  // Blogger analysis
  {
    prefix: '/api/app/evolutionAnalysis/',
    style: 'form',
    names: [
      'againBloggerAnalysis',
      'againSensitiveBloggerAnalysis',
      'bloggerAnalysisContrastRecordList',
      'bloggerMicroBlogContrastCommentDistribution',
      'bloggerMicroBlogContrastCommentMotionDistribution',
      'bloggerMicroBlogContrastForwardDistribution',
      'bloggerMicroBlogContrastMotionDistribution',
      'bloggerMicroBlogContrastTotal',
      'bloggerMicroBlogForwardWarningPage',
      'bloggerMicroBlogWarningTrend',
      'deleteBloggerAnalysis',
      'deleteSensitiveBloggerAnalysis',
      'findBloggerAnalysisCompleteRecordList',
      'findBloggerAnalysisInfo',
      'findBloggerAnalysisPage',
      'findBloggerAnalysisStatistics',
      'findSensitiveBloggerAnalysisPage',
      'findSensitiveBloggerLeader',
      'findSensitiveBloggerSet',
      'saveBloggerAnalysisContrast',
      'searchBloggerInfo',
    ],
  },
  {
    prefix: '/api/app/evolutionAnalysis/',
    style: 'json',
    names: ['saveBloggerAnalysis', 'saveSensitiveBloggerAnalysis', 'saveSensitiveBloggerSet'],
  },
  // Multilingual
  {
    prefix: '/api/app/multilingual/',
    style: 'form',
    names: [
      'deleteMultilingualGroup',
      'deleteMultilingualSet',
      'findMultilingual',
      'findMultilingualSet',
      'moveMultilingualGroupPositionType',
      'moveMultilingualSetPositionType',
      'saveMultilingualSetName',
      'verificationMultilingualSetName',
    ],
  },
  {
    prefix: '/api/app/multilingual/',
    style: 'json',
    names: ['findMultilingualArticle', 'saveMultilingualGroup', 'saveMultilingualSet'],
  },
  {
    prefix: '/api/app/multilingual/',
    style: 'form',
    download: true,
    names: ['exportMultilingualArticle'],
  },
  // Instant messaging
  {
    prefix: '/api/app/instantMessaging/',
    style: 'form',
    names: [
      'findInstantMessagingList',
      'deleteInstantMessaging',
      'deleteInstantMessagingGroup',
      'deleteInstantMessagingSet',
      'findInstantMessaging',
      'moveInstantMessagingGroupPositionType',
      'moveInstantMessagingSetPositionType',
      'saveInstantMessagingSetName',
      'verificationInstantMessagingSetName',
      'findInstantMessagingMeetList',
      'findInstantMessagingMeetListByAccount',
      'findInstantMessagingMeetPerson',
      'findInstantMessagingSet',
      'findInstantMessagingMeetListByInstantMessagingId',
    ],
  },
  {
    prefix: '/api/app/instantMessaging/',
    style: 'json',
    names: [
      'saveInstantMessagingGroup',
      'findInstantMessagingMeetRecord',
      'saveInstantMessaging',
      'saveInstantMessagingSet',
    ],
  },
  {
    prefix: '/api/app/instantMessaging/',
    style: 'form',
    download: true,
    names: ['exportInstantMessagingMeetRecord', 'instantMessagingMeetRecordExport'],
  },
];

/** Names that answer a file: Excel twins, exports and down…Briefing/down…File downloads. */
const DOWNLOAD_NAME = /Excel|[eE]xport|^down[A-Z]/;

/** systemCalls keys its entries by role because /navy and /opinionOA reuse names such as ajaxLogin. */
const KEYED_BY_ROLE = new Set(['systemCalls']);

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

describe('call registry', () => {
  it('declares no path twice', () => {
    const paths = ALL_CALLS.map((c) => c.path);
    const twice = paths.filter((p, i) => paths.indexOf(p) !== i);
    expect(twice).toEqual([]);
    expect(CALLS_BY_PATH.size).toBe(ALL_CALLS.length);
  });

  it('names every call after the last segment of its path', () => {
    expect(ALL_CALLS.filter((c) => c.name !== lastSegment(c.path)).map((c) => c.path)).toEqual([]);
  });

  it('keys every group entry by its call name', () => {
    const wrong: string[] = [];
    for (const [group, calls] of Object.entries(groups) as [string, Record<string, CallDef>][]) {
      if (KEYED_BY_ROLE.has(group)) {
        continue;
      }
      for (const [key, call] of Object.entries(calls)) {
        if (key !== call.name) {
          wrong.push(`${group}.${key} → ${call.path}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declares every name SPEC §7 spells out, with the style and download flag SPEC marks', () => {
    const problems: string[] = [];
    for (const group of EXPLICIT) {
      for (const name of group.names) {
        const path = group.prefix + name;
        const call = CALLS_BY_PATH.get(path);
        if (!call) {
          problems.push(`${path}: missing`);
          continue;
        }
        if (call.style !== group.style) {
          problems.push(`${path}: style ${call.style}`);
        }
        if (call.download !== (group.download ?? false)) {
          problems.push(`${path}: download ${call.download}`);
        }
        if (call.method !== (group.method ?? 'POST')) {
          problems.push(`${path}: ${call.method}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('derives the session system from the first path segment', () => {
    const expected = (path: string) =>
      path.startsWith('/navy/') ? 'navy' : path.startsWith('/opinionOA/') ? 'oa' : 'main';
    expect(ALL_CALLS.filter((c) => c.system !== expected(c.path)).map((c) => c.path)).toEqual([]);
    expect(CALLS_BY_PATH.get('/api/navy/navySystemPage')?.system).toBe('main');
    expect(CALLS_BY_PATH.get('/opinionOA/dailyRecord/saveDailyRecord')?.system).toBe('oa');
  });

  it('marks as downloads exactly the export, Excel and down… calls', () => {
    const wrong = ALL_CALLS.filter((c) => c.download !== DOWNLOAD_NAME.test(c.name));
    expect(wrong.map((c) => `${c.path} download=${c.download}`)).toEqual([]);
    // SPEC §9: about 50 named export and briefing-download endpoints.
    const downloads = ALL_CALLS.filter((c) => c.download).length;
    expect(downloads).toBeGreaterThanOrEqual(40);
    expect(downloads).toBeLessThanOrEqual(60);
  });

  it('takes an object input, a known module and a Chinese title on every call', () => {
    const problems = ALL_CALLS.flatMap((c) => [
      ...(c.input instanceof z.ZodObject ? [] : [`${c.path}: input is not an object`]),
      ...(c.module in MODULES ? [] : [`${c.path}: unknown module ${c.module}`]),
      ...(/[\u4e00-\u9fff]/.test(c.title) ? [] : [`${c.path}: title not Chinese`]),
      ...(c.resource.trim() ? [] : [`${c.path}: no resource`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('opens without a session only auth calls, the shared article page and start-up config', () => {
    const open = ALL_CALLS.filter((c) => c.auth !== 'required' && c.module !== 'auth');
    expect(open.map((c) => c.path).sort()).toEqual([
      '/api/article/showArticleDetailExternal',
      '/config.json',
    ]);
  });
});
