import { Space, Tag, Tooltip } from 'antd';
import { LEVEL_COLORS, STATE_COLORS } from '../oa-types';
import type { OaReportItem } from '../oa-types';

/** 等级, 状态 and 超时 of a report as tags. */
export function ReportTags({ item }: { item: OaReportItem }) {
  return (
    <Space size={4} wrap>
      <Tag color={LEVEL_COLORS[item.level]}>{item.levelName}</Tag>
      <Tag color={STATE_COLORS[item.reportState]}>{item.reportStateName}</Tag>
      {item.overdue && (
        <Tooltip title={`当前环节时限：${item.stepDeadline}`}>
          <Tag color="error">超时</Tag>
        </Tooltip>
      )}
    </Space>
  );
}
