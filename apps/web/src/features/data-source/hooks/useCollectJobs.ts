import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { dataSourceCalls } from '@guanlan/shared';
import type { CallOutput, SourceItem } from '@guanlan/shared';
import { App } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/http';
import { callKey, queryKeyOf } from '../../../api/query-keys';
import { useCallMutation } from '../../../api/useCall';

type JobProgress = CallOutput<typeof dataSourceCalls.findJobProgress>;
type SourceList = CallOutput<typeof dataSourceCalls.findSourceList>;

interface RunningJob {
  jobId: number;
  sourceId: number;
  startedAt: number;
}

/** What a row shows while its 立即采集 run is under way. */
export interface CollectView {
  status: 'starting' | 'queued' | 'running';
  /** 0–100. */
  percent: number;
  text: string | null;
}

const POLL_MS = 1000;
/** A run still queued after this long is left to the scheduler; the row stops waiting. */
const GIVE_UP_MS = 3 * 60_000;

function isFinished(progress: JobProgress | undefined): boolean {
  return progress?.status === 'done' || progress?.status === 'failed';
}

/** Whether a run has waited longer than the page is willing to (read when a poll answers). */
function isOverdue(job: RunningJob): boolean {
  return Date.now() - job.startedAt > GIVE_UP_MS;
}

function findSource(queryClient: QueryClient, sourceId: number): SourceItem | undefined {
  const lists = queryClient.getQueriesData<SourceList>({
    queryKey: callKey(dataSourceCalls.findSourceList),
  });
  for (const [, data] of lists) {
    const item = data?.list.find((source) => source.sourceId === sourceId);
    if (item) {
      return item;
    }
  }
  return undefined;
}

/**
 * 立即采集: queues a collection run per source and polls findJobProgress until it ends, then
 * refreshes the list and says how the run went (a failed feed is reported, never spun on).
 */
export function useCollectJobs() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [jobs, setJobs] = useState<RunningJob[]>([]);

  function drop(jobId: number): void {
    setJobs((list) => list.filter((job) => job.jobId !== jobId));
  }

  async function finish(job: RunningJob, progress: JobProgress): Promise<void> {
    drop(job.jobId);
    await queryClient.invalidateQueries({ queryKey: callKey(dataSourceCalls.findSourceList) });
    const source = findSource(queryClient, job.sourceId);
    const name = source ? `「${source.name}」` : '';
    if (progress.status === 'failed') {
      void message.error(`${name}采集任务失败：${progress.lastError ?? '原因未知'}`);
    } else if (source?.health.status === 'error') {
      void message.error(`${name}采集失败：${source.lastError ?? '原因未知'}`);
    } else {
      void message.success(
        `${name}采集完成${progress.progressText ? `：${progress.progressText}` : ''}`,
      );
    }
  }

  async function poll(job: RunningJob, signal: AbortSignal): Promise<JobProgress> {
    let progress: JobProgress;
    try {
      progress = await call(dataSourceCalls.findJobProgress, { jobId: job.jobId }, { signal });
    } catch (error) {
      drop(job.jobId);
      throw error;
    }
    if (isFinished(progress)) {
      await finish(job, progress);
    } else if (isOverdue(job)) {
      drop(job.jobId);
      void message.warning('采集任务仍在排队，已转入后台，稍后刷新查看结果');
    }
    return progress;
  }

  const start = useCallMutation(dataSourceCalls.collectSourceNow, {
    onSuccess: ({ jobId }, input) => {
      const sourceId = Number(input.sourceId);
      setJobs((list) => [
        ...list.filter((job) => job.sourceId !== sourceId),
        { jobId, sourceId, startedAt: Date.now() },
      ]);
    },
  });

  const results = useQueries({
    queries: jobs.map((job) => ({
      queryKey: queryKeyOf(dataSourceCalls.findJobProgress, { jobId: job.jobId }),
      queryFn: ({ signal }: { signal: AbortSignal }) => poll(job, signal),
      refetchInterval: (query: { state: { data?: JobProgress } }) =>
        isFinished(query.state.data) ? false : POLL_MS,
      staleTime: 0,
      gcTime: 0,
    })),
  });

  const views = new Map<number, CollectView>();
  jobs.forEach((job, index) => {
    const progress = results[index]?.data;
    views.set(job.sourceId, {
      status: progress?.status === 'running' ? 'running' : 'queued',
      percent: Math.round((progress?.progress ?? 0) * 100),
      text: progress?.progressText ?? null,
    });
  });
  const startingId = start.isPending ? Number(start.variables.sourceId) : undefined;
  if (startingId !== undefined && !views.has(startingId)) {
    views.set(startingId, { status: 'starting', percent: 0, text: null });
  }

  function handleCollect(sourceId: number): void {
    start.mutate({ sourceId });
  }

  return { views, handleCollect };
}
