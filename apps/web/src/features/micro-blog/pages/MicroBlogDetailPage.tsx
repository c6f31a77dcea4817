import { ReloadOutlined } from '@ant-design/icons';
import { microBlogCalls } from '@guanlan/shared';
import { Alert, App, Button, Card, Progress, Result, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { AnalysisStatusTag } from '../../../components/AnalysisStatusTag';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { BriefCard } from '../components/BriefCard';
import { CommentPanels } from '../components/CommentPanels';
import { SpreadPanels } from '../components/SpreadPanels';

/** /app/microBlogDetail?analysisId= — one 微博传播分析: progress, then every result. */
export function MicroBlogDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const analysisId = Number(params.get('analysisId'));
  const valid = Number.isInteger(analysisId) && analysisId > 0;
  const info = useCallQuery(
    microBlogCalls.findMicroBlogAnalysisInfo,
    { analysisId: valid ? analysisId : 1 },
    {
      enabled: valid,
      refetchInterval: pollWhileRunning(),
    },
  );
  const again = useCallMutation(microBlogCalls.againMicroBlogAnalysis, {
    onSuccess: () => {
      void message.success('已重新开始分析');
      void client.invalidateQueries();
    },
  });
  const a = info.data;

  if (!valid || info.isError) {
    return (
      <Result
        status="404"
        title="该微博分析不存在或已删除"
        extra={<Button onClick={() => void navigate('/app/microBloghistory')}>返回分析记录</Button>}
      />
    );
  }
  const rerun = (
    <Button
      icon={<ReloadOutlined />}
      loading={again.isPending}
      disabled={a?.status === 'running'}
      onClick={() => again.mutate({ analysisId })}
    >
      重新分析
    </Button>
  );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space direction="vertical" size={2}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {a?.analysisName ?? '微博分析'}
            </Typography.Title>
            <Typography.Text type="secondary">{a?.microBlogUrl}</Typography.Text>
          </Space>
          <Space>
            {a ? (
              <AnalysisStatusTag
                status={a.status}
                text={a.statusText}
                progress={Math.round(a.progress * 100)}
                reason={a.reason}
              />
            ) : null}
            {rerun}
            <Button onClick={() => void navigate('/app/microBloghistory')}>分析记录</Button>
          </Space>
        </Space>
        {a?.status === 'running' ? (
          <Progress percent={Math.round(a.progress * 100)} status="active" />
        ) : null}
        {a?.status === 'failed' ? (
          <Alert
            type="error"
            showIcon
            message="分析失败"
            description={a.reason}
            style={{ marginTop: 12 }}
          />
        ) : null}
      </Card>
      {a?.status === 'done' ? (
        <>
          <BriefCard analysisId={analysisId} />
          <SpreadPanels analysisId={analysisId} />
          <CommentPanels analysisId={analysisId} />
        </>
      ) : null}
    </Space>
  );
}

export default MicroBlogDetailPage;
