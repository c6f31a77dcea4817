import { LoadingOutlined } from '@ant-design/icons';
import { Progress, Space, Typography } from 'antd';
import type { CollectView } from '../hooks/useCollectJobs';

const STATUS_TEXT: Record<CollectView['status'], string> = {
  starting: '提交中',
  queued: '排队中',
  running: '采集中',
};

/** A 立即采集 run in progress, in place of the button. */
export function CollectProgress({ view }: { view: CollectView }) {
  return (
    <Space size={6} style={{ paddingInline: 7, width: 100 }} data-testid="collect-progress">
      <LoadingOutlined style={{ color: '#1d5fd6' }} />
      <div style={{ flex: 1, minWidth: 0, lineHeight: 1.2 }}>
        <Typography.Text style={{ fontSize: 12 }}>
          {view.text ?? STATUS_TEXT[view.status]}
        </Typography.Text>
        <Progress percent={view.percent} size="small" showInfo={false} style={{ margin: 0 }} />
      </div>
    </Space>
  );
}
