import { keepPreviousData } from '@tanstack/react-query';
import { specialAnalysisCalls, specialCalls } from '@guanlan/shared';
import type { CallDef, CallInput } from '@guanlan/shared';
import { download } from '../../../../api/http';
import { useCallQuery } from '../../../../api/useCall';
import type { StatisticsScope } from './statistics-scope';

const calls = specialAnalysisCalls;

/**
 * One chart of the topic's 统计分析 over the shared scope. Silent: a failing chart shows its
 * own retry instead of a toast per card; the previous data stays while a new scope loads.
 */
function useChart<C extends CallDef>(def: C, scope: StatisticsScope | undefined, extra = {}) {
  const input = { ...(scope ?? { specialId: 0 }), ...extra } as CallInput<C>;
  return useCallQuery(def, input, {
    enabled: scope !== undefined,
    silent: true,
    // While 自定义 waits for its range the cards show empty, not the previous range's charts.
    placeholderData: scope ? keepPreviousData : undefined,
  });
}

/** Leader lists show the top ten. */
export const LEADER_SIZE = 10;
/** The word cloud draws up to a hundred words. */
export const HOT_WORD_SIZE = 100;

/** Every chart query of the 统计分析 tab. */
export function useSpecialStatistics(scope: StatisticsScope | undefined) {
  return {
    carrierStatistics: useChart(specialCalls.findSpecialCarrierDataStatistics, scope),
    trend: useChart(calls.trendSpecial, scope),
    emotionTrend: useChart(calls.emotionTrendSpecial, scope),
    carrierTrend: useChart(calls.carrierTrendSpecial, scope),
    sentiment: useChart(calls.motionDistributionSpecial, scope),
    carrierSentiment: useChart(calls.motionCarrierDistributionSpecial, scope),
    region: useChart(calls.regionDistributionSpecial, scope),
    hotWords: useChart(calls.hotWordsCloudSpecial, scope, { size: HOT_WORD_SIZE }),
    mediaLeaders: useChart(calls.mediaActivityLeadersListSpecial, scope, { size: LEADER_SIZE }),
    opinionLeaders: useChart(calls.publicOpinionLeadersListSpecial, scope, { size: LEADER_SIZE }),
  };
}

/** The Excel twins share two input shapes: the chart scope, and the scope plus `size`. */
type ExcelCall = typeof calls.trendExcelSpecial | typeof calls.mediaActivityLeadersListExcelSpecial;

/** Downloads a chart's Excel twin over the same scope (the client says 下载成功). */
export function exportExcel(def: ExcelCall, scope: StatisticsScope | undefined, extra = {}) {
  if (!scope) {
    return undefined;
  }
  return () => download(def, { ...scope, ...extra, contentDisposition: 'attachment' });
}
