import { ExportOutlined, UploadOutlined } from '@ant-design/icons';
import { oaCalls } from '@guanlan/shared';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Image,
  Popconfirm,
  Row,
  Space,
  Timeline,
  Typography,
  Upload,
} from 'antd';
import { useParams } from 'react-router';
import { download } from '../../../api/http';
import { EmptyState } from '../../../components/EmptyState';
import { ReportActionBar } from '../components/ReportActionBar';
import { ReportTags } from '../components/ReportTags';
import { OA_LINKS, SystemShell } from '../components/SystemShell';
import { useWorkflowAction, useWorkflowQuery } from '../hooks/useWorkflowCalls';
import { STATE_COLORS } from '../oa-types';
import type { OaReportInfo } from '../oa-types';
import styles from '../Workflow.module.css';
import { readDataUrl } from '../read-data-url';

const MAX_IMAGE = 700 * 1024;

/** /reportedDetail/:id — 上报详情: content, article snapshot, images, the steps I may take, timeline. */
export function ReportedDetailPage() {
  const { message } = App.useApp();
  const reportId = Number(useParams().id);
  const info = useWorkflowQuery<OaReportInfo>(oaCalls.findReportInfo, { reportId }, reportId > 0);
  const addImage = useWorkflowAction(oaCalls.saveReportImage, '截图已上传');
  const removeImage = useWorkflowAction(oaCalls.deleteReportImage, '截图已删除');
  const r = info.data;

  async function upload(file: File): Promise<void> {
    if (file.size > MAX_IMAGE) {
      void message.warning('图片不能超过700KB');
      return;
    }
    addImage.mutate({
      reportId,
      imageName: file.name.slice(0, 100),
      imageData: await readDataUrl(file),
    });
  }

  return (
    <SystemShell system="oa" title="舆情办公审批" links={OA_LINKS}>
      {!r ? (
        <Card loading={info.isLoading}>
          {!info.isLoading && <EmptyState description="上报不存在或已删除" />}
        </Card>
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={16}>
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Card
                title={r.reportTitle}
                extra={
                  <Button
                    icon={<ExportOutlined />}
                    onClick={() => void download(oaCalls.exportReportWord, { reportId })}
                  >
                    导出Word
                  </Button>
                }
              >
                <Space direction="vertical" size={16} style={{ width: '100%' }}>
                  <ReportTags item={r} />
                  <Descriptions size="small" column={2} bordered>
                    <Descriptions.Item label="类型">{r.reportType}</Descriptions.Item>
                    <Descriptions.Item label="来源">{r.source || '—'}</Descriptions.Item>
                    <Descriptions.Item label="上报人">{r.reporterName}</Descriptions.Item>
                    <Descriptions.Item label="审批人">
                      {r.approverNames.join('、') || '—'}
                    </Descriptions.Item>
                    <Descriptions.Item label="处置人">{r.handlerName || '—'}</Descriptions.Item>
                    <Descriptions.Item label="环节时限">
                      <span className={r.overdue ? styles.overdue : undefined}>
                        {r.stepDeadline || '—'}
                      </span>
                    </Descriptions.Item>
                    <Descriptions.Item label="原文链接" span={2}>
                      {r.articleUrl ? (
                        <Typography.Link href={r.articleUrl} target="_blank" rel="noreferrer">
                          {r.articleUrl}
                        </Typography.Link>
                      ) : (
                        '—'
                      )}
                    </Descriptions.Item>
                  </Descriptions>
                  <div className={styles.preWrap}>
                    {r.content || <span className={styles.muted}>未填写上报内容</span>}
                  </div>
                  {r.instruction && (
                    <Card size="small" title="批示意见" style={{ borderColor: '#91caff' }}>
                      <div className={styles.preWrap}>{r.instruction}</div>
                    </Card>
                  )}
                  {r.feedback && (
                    <Card size="small" title="处置反馈" style={{ borderColor: '#b7eb8f' }}>
                      <div className={styles.preWrap}>{r.feedback}</div>
                    </Card>
                  )}
                  <ReportActionBar report={r} />
                </Space>
              </Card>
              <Card
                title={`截图（${r.images.length}）`}
                extra={
                  <Upload
                    accept="image/png,image/jpeg,image/gif,image/webp"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void upload(file);
                      return false;
                    }}
                  >
                    <Button icon={<UploadOutlined />} loading={addImage.isPending}>
                      上传截图
                    </Button>
                  </Upload>
                }
              >
                {r.images.length === 0 ? (
                  <span className={styles.muted}>暂无截图</span>
                ) : (
                  <Image.PreviewGroup>
                    <Space wrap>
                      {r.images.map((img) => (
                        <Space key={img.imageId} direction="vertical" size={4} align="center">
                          <Image
                            src={img.imageData}
                            width={120}
                            height={90}
                            style={{ objectFit: 'cover' }}
                          />
                          <Popconfirm
                            title="删除这张截图？"
                            onConfirm={() => removeImage.mutate({ imageId: img.imageId })}
                          >
                            <Button type="link" size="small" danger>
                              删除
                            </Button>
                          </Popconfirm>
                        </Space>
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                )}
              </Card>
              {r.snapshot && (
                <Card
                  title="原文快照"
                  extra={<span className={styles.muted}>保存于 {r.snapshot.snapshotTime}</span>}
                >
                  <Typography.Title level={5}>{r.snapshot.title}</Typography.Title>
                  <div className={styles.muted}>
                    {r.snapshot.source} {r.snapshot.publishTime}
                  </div>
                  <div className={styles.preWrap} style={{ marginTop: 8 }}>
                    {r.snapshot.content || r.snapshot.summary}
                  </div>
                </Card>
              )}
            </Space>
          </Col>
          <Col xs={24} xl={8}>
            <Card title="办理过程">
              <Timeline
                items={r.timeline.map((s) => ({
                  color:
                    STATE_COLORS[s.toState] === 'red'
                      ? 'red'
                      : s.toState === 'finished'
                        ? 'green'
                        : 'blue',
                  children: (
                    <div data-testid="oa-step">
                      <div>
                        <strong>{s.actionName}</strong> · {s.actorName}
                      </div>
                      <div className={styles.muted}>
                        {s.createTime} → {s.toStateName}
                      </div>
                      {s.opinion && <div className={styles.preWrap}>{s.opinion}</div>}
                    </div>
                  ),
                }))}
              />
            </Card>
          </Col>
        </Row>
      )}
    </SystemShell>
  );
}

export default ReportedDetailPage;
