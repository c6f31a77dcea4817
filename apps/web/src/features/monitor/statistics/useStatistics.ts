import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallDef, CallInput } from '@guanlan/shared';
import { call, download } from '../../../api/http';
import { queryKeyOf } from '../../../api/query-keys';
import type { ChartKey, MonitorKind } from '../monitor-kind';
import type { StatisticsScope } from './statistics-scope';

/** Leader lists show the top ten. */
export const LEADER_SIZE = 10;
/** The word cloud draws up to a hundred words. */
export const HOT_WORD_SIZE = 100;

/** Call-specific fields beside the scope. */
const EXTRA: Partial<Record<ChartKey, Record<string, number>>> = {
  hotWords: { size: HOT_WORD_SIZE },
  mediaLeaders: { size: LEADER_SIZE },
  opinionLeaders: { size: LEADER_SIZE },
};

/**
 * One chart of a set's 统计分析 over the shared scope. Silent: a failing chart shows its own
 * retry instead of a toast per card; the previous data stays while a new scope loads.
 */
function useChart(kind: MonitorKind, key: ChartKey, scope: StatisticsScope | undefined) {
  const def = kind.charts[key]?.call;
  const input = { ...(scope ?? {}), ...EXTRA[key] } as CallInput<CallDef>;
  return useQuery({
    queryKey: def ? queryKeyOf(def, input) : ['chart-not-offered', key],
    queryFn: ({ signal }) => (def ? call(def, input, { signal, silent: true }) : null),
    enabled: scope !== undefined && def !== undefined,
    // While 自定义 waits for its range the cards show empty, not the previous range's charts.
    placeholderData: scope ? keepPreviousData : undefined,
  });
}

/** Every chart query of the 统计分析 tab (the kind's missing charts stay idle). */
export function useStatistics(kind: MonitorKind, scope: StatisticsScope | undefined) {
  return {
    carrierStatistics: useChart(kind, 'carrierStatistics', scope),
    trend: useChart(kind, 'trend', scope),
    emotionTrend: useChart(kind, 'emotionTrend', scope),
    carrierTrend: useChart(kind, 'carrierTrend', scope),
    sentiment: useChart(kind, 'sentiment', scope),
    carrierSentiment: useChart(kind, 'carrierSentiment', scope),
    region: useChart(kind, 'region', scope),
    hotWords: useChart(kind, 'hotWords', scope),
    mediaLeaders: useChart(kind, 'mediaLeaders', scope),
    opinionLeaders: useChart(kind, 'opinionLeaders', scope),
    languages: useChart(kind, 'languages', scope),
  };
}

/** Downloads a chart's Excel twin over the same scope (the client says 下载成功). */
export function exportExcel(
  def: CallDef | undefined,
  scope: StatisticsScope | undefined,
  key?: ChartKey,
) {
  if (!scope || !def) {
    return undefined;
  }
  const input = { ...scope, ...(key ? EXTRA[key] : {}), contentDisposition: 'attachment' };
  return () => download(def, input as CallInput<CallDef>);
}
