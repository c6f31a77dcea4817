import { Tag, Tooltip, Typography } from 'antd';
import type { SourceItem } from '@guanlan/shared';
import { formatTime, HEALTH_COLORS, timeAgo } from '../data-source';

export interface HealthCellProps {
  item: SourceItem;
  now: number;
}

/** The health tag, with the last error written out under it when collection failed. */
export function HealthCell({ item, now }: HealthCellProps) {
  const { status, label } = item.health;
  const tag = (
    <Tag color={HEALTH_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
  if (status !== 'error' || item.lastError === null) {
    return tag;
  }
  const when = item.lastErrorAt === null ? '' : `（${timeAgo(item.lastErrorAt, now)}）`;
  return (
    <div>
      <Tooltip title={`${formatTime(item.lastErrorAt)} ${item.lastError}`}>{tag}</Tooltip>
      <Typography.Paragraph
        type="danger"
        style={{ fontSize: 12, lineHeight: 1.5, margin: '4px 0 0', maxWidth: 194 }}
        ellipsis={{ rows: 2, tooltip: `${item.lastError}${when}` }}
        data-testid="source-error"
      >
        {item.lastError}
        {when}
      </Typography.Paragraph>
    </div>
  );
}
