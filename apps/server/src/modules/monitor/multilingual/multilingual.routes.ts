import { multilingualAnalysisCalls, multilingualCalls } from '@guanlan/shared';
import { requireSession } from '../../auth/index.js';
import { handlersFor, mergeHandlers } from '../../../platform/http/call-context.js';
import type { HandlerMap } from '../../../platform/http/call-context.js';
import { toArticlePage } from '../../article/index.js';
import type { SetEngine } from '../engine.js';
import { setRoutes } from '../set.routes.js';
import type { ListTranslator } from './list-translator.js';

/** 多语种监测: the engine of the multilingual kind; its list shows translations beside originals. */
export function multilingualRoutes(engine: SetEngine, translator: ListTranslator): HandlerMap {
  return mergeHandlers(
    setRoutes(
      engine,
      { ...multilingualCalls, ...multilingualAnalysisCalls },
      {
        tree: 'findMultilingual',
        form: 'findMultilingualSet',
        saveGroup: 'saveMultilingualGroup',
        deleteGroup: 'deleteMultilingualGroup',
        moveGroup: 'moveMultilingualGroupPositionType',
        saveSet: 'saveMultilingualSet',
        renameSet: 'saveMultilingualSetName',
        checkName: 'verificationMultilingualSetName',
        deleteSet: 'deleteMultilingualSet',
        moveSet: 'moveMultilingualSetPositionType',
        exportArticles: 'exportMultilingualArticle',
        trends: { trendMultilingual: 'trend', emotionTrendMultilingual: 'emotionTrend' },
        tables: {
          motionDistributionMultilingual: 'motionDistribution',
          languageDistributionMultilingual: 'languageDistribution',
          hotWordsCloudMultilingual: 'hotWords',
        },
        excels: { languageDistributionExcelMultilingual: 'languageDistribution' },
      },
    ),
    handlersFor(multilingualCalls, {
      findMultilingualArticle: async (input, ctx) => {
        const orgId = requireSession(ctx).session.orgId;
        const table = await engine.analysis.articles(orgId, { ...input, specialId: input.setId });
        const page = toArticlePage(table);
        return translator.translatePage(page, table.rows, input.targetLanguage);
      },
    }),
  );
}
