import { formatCn } from '@guanlan/shared';
import type { AnalysisStatus } from '@guanlan/shared';
import type { BloggerSnapshot } from '../../analysis/social/blogger-snapshot.js';
import type { AnalysisKind, AnalysisRow } from './blogger.repo.js';

export const STATUS_NAMES: Record<string, string> = {
  running: '分析中',
  done: '已完成',
  failed: '失败',
};

export function parseSnapshot(row: AnalysisRow): BloggerSnapshot | null {
  if (row.status !== 'done') {
    return null;
  }
  return JSON.parse(row.result) as BloggerSnapshot;
}

/** An analysis as a list row. */
export function toListItem(row: AnalysisRow) {
  const s = parseSnapshot(row);
  return {
    analysisId: Number(row.id),
    bloggerName: row.blogger_name,
    bloggerUid: row.blogger_uid,
    homeUrl: row.home_url,
    status: row.status as AnalysisStatus,
    statusName: STATUS_NAMES[row.status] ?? row.status,
    failReason: row.fail_reason,
    progress: Math.round(Number(row.progress) * 100),
    startTime: formatCn(Number(row.start_time)),
    endTime: formatCn(Number(row.end_time)),
    createTime: formatCn(Number(row.created_at)),
    analysedTime: row.analysed_at === null ? null : formatCn(Number(row.analysed_at)),
    bci: s?.bci.index ?? null,
    postCount: s?.totals.posts ?? null,
    warningCount: s?.totals.warnings ?? null,
    sensitiveCount: s?.totals.sensitive ?? null,
  };
}

/** The detail page: the list fields and the whole snapshot (without the id lists). */
export function toDetail(row: AnalysisRow) {
  const s = parseSnapshot(row);
  if (!s) {
    return { ...toListItem(row), kind: row.kind as AnalysisKind, result: null };
  }
  // The warning id list only feeds the paged warning call.
  const rest: Omit<BloggerSnapshot, 'warningIds'> & { warningIds?: number[] } = { ...s };
  delete rest.warningIds;
  return {
    ...toListItem(row),
    kind: row.kind as AnalysisKind,
    result: {
      ...rest,
      sensitivePosts: rest.sensitivePosts.slice(0, 200),
      commenters: rest.commenters.slice(0, 20),
      window: {
        ...rest.window,
        startText: formatCn(rest.window.start),
        endText: formatCn(rest.window.end),
      },
      topPosts: rest.topPosts.map((p) => ({ ...p, time: formatCn(p.time) })),
    },
  };
}
