import { abroadAnalysisCalls, abroadCalls } from '@guanlan/shared';
import type { HandlerMap } from '../../../platform/http/call-context.js';
import type { SetEngine } from '../engine.js';
import { setRoutes } from '../set.routes.js';

/** 境外监测: SPEC's abroad call names on the monitoring-set engine of the abroad kind. */
export function abroadSetRoutes(engine: SetEngine): HandlerMap {
  return setRoutes(
    engine,
    { ...abroadCalls, ...abroadAnalysisCalls },
    {
      tree: 'findAbroad',
      form: 'findAbroadSet',
      saveGroup: 'saveAbroadGroup',
      deleteGroup: 'deleteAbroadGroup',
      moveGroup: 'moveAbroadGroupPositionType',
      saveSet: 'saveAbroadSet',
      renameSet: 'saveAbroadSetName',
      checkName: 'verificationAbroadSetName',
      deleteSet: 'deleteAbroadSet',
      moveSet: 'moveAbroadSetPositionType',
      articles: 'findAbroadArticle',
      exportArticles: 'exportAbroadArticle',
      carrierStatistics: 'findAbroadCarrierDataStatistics',
      regions: 'regionDistributionAbroad',
      briefing: 'downAbroadBriefing',
      trends: { emotionTrendAbroad: 'emotionTrend', carrierTrendAbroad: 'carrierTrend' },
      tables: {
        motionDistributionAbroad: 'motionDistribution',
        motionCarrierDistributionAbroad: 'motionCarrierDistribution',
        mediaActivityLeadersListAbroad: 'mediaLeaders',
        publicOpinionLeadersListAbroad: 'opinionLeaders',
        hotWordsCloudAbroad: 'hotWords',
      },
      excels: {
        regionDistributionExcelAbroad: 'countryDistribution',
        emotionTrendExcelAbroad: 'emotionTrend',
        emotionTrendNotNeutralExcelAbroad: 'emotionTrendNotNeutral',
        carrierTrendExcelAbroad: 'carrierTrend',
        motionDistributionExcelAbroad: 'motionDistribution',
        motionCarrierDistributionExcelAbroad: 'motionCarrierDistribution',
        mediaActivityLeadersListExcelAbroad: 'mediaLeaders',
        publicOpinionLeadersListExcelAbroad: 'opinionLeaders',
      },
    },
  );
}
