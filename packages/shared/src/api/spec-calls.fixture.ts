/** Test fixture: the call names SPEC.md §7 spells out, copied word for word. */

export interface Explicit {
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
export const EXPLICIT: readonly Explicit[] = [
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
