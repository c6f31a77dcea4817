import { Space } from 'antd';
import { CreateNavyTaskButton } from '../../navy/components/CreateNavyTaskButton';
import { ReportToOaButton } from './ReportToOaButton';

/** The workflow actions of one warning: 上报 (OA) and 创建网评任务 (navy). */
export function WarningWorkflowActions({
  articleId,
  warningId,
}: {
  articleId: number;
  warningId: number;
}) {
  return (
    <Space size={8}>
      <ReportToOaButton
        articleId={articleId}
        warningId={warningId}
        type="link"
        size="small"
        compact
      />
      <CreateNavyTaskButton
        linkType="warning"
        linkId={warningId}
        type="link"
        size="small"
        compact
      />
    </Space>
  );
}
