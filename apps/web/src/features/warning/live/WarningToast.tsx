import { Typography } from 'antd';
import { toastDetail } from './live-message';
import type { WarningPush } from './live-message';

/** The body of a live warning: the article title, then why and when the rule fired. */
export function WarningToast({ push }: { push: WarningPush }) {
  return (
    <div>
      <Typography.Paragraph strong ellipsis={{ rows: 2 }} style={{ margin: '0 0 4px' }}>
        {push.title}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {toastDetail(push)}
      </Typography.Text>
    </div>
  );
}
