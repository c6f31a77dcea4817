import { Tag, Tooltip } from 'antd';

const COLORS: Record<string, string> = { running: 'processing', done: 'success', failed: 'error' };

/** 分析中 (with its per cent) / 已完成 / 失败 (the reason on hover) of an analysis record job. */
export function AnalysisStatusTag({
  status,
  text,
  progress,
  reason,
}: {
  status: string;
  text: string;
  /** 0–100 while running. */
  progress?: number | undefined;
  reason?: string | null | undefined;
}) {
  const label = status === 'running' && progress !== undefined ? `${text} ${progress}%` : text;
  return (
    <Tooltip title={status === 'failed' ? reason : undefined}>
      <Tag color={COLORS[status]}>{label}</Tag>
    </Tooltip>
  );
}
