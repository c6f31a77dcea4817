import { useQuery } from '@tanstack/react-query';
import { intensiveMonitorCalls as c } from '@guanlan/shared';
import type { CallInput } from '@guanlan/shared';
import { call } from '../../../api/http';
import { queryKeyOf } from '../../../api/query-keys';
import { TablePanel } from '../../../components/charts';

type Scope = { groupId?: number | undefined; monitorId?: number | undefined };

/** 载体统计 of the monitored objects over the last 30 days. */
export function CarrierStatsCard({ scope }: { scope: Scope }) {
  const input = {
    ...(scope.groupId ? { groupId: scope.groupId } : {}),
    ...(scope.monitorId ? { monitorId: scope.monitorId } : {}),
    timeRange: '30d',
  } as CallInput<typeof c.findIntensiveMonitorCarrierDataStatistics>;
  const query = useQuery({
    queryKey: queryKeyOf(c.findIntensiveMonitorCarrierDataStatistics, input),
    queryFn: () => call(c.findIntensiveMonitorCarrierDataStatistics, input, { silent: true }),
  });
  return <TablePanel title="载体统计（近30天）" query={query} height={260} />;
}
