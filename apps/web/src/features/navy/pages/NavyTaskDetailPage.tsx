import { PlusOutlined } from '@ant-design/icons';
import { NAVY_TASK_STATE_LABELS, navyCalls } from '@guanlan/shared';
import type { NavyTaskState } from '@guanlan/shared';
import {
  Badge,
  Button,
  Card,
  Descriptions,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { NAVY_LINKS, SystemShell } from '../../oa/components/SystemShell';
import { useWorkflowAction, useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import type { Paged } from '../../oa/hooks/useWorkflowCalls';
import styles from '../../oa/Workflow.module.css';
import { ReviewModal } from '../components/ReviewModal';
import { SubmitCommentModal } from '../components/SubmitCommentModal';
import { TASK_STATE_ACTIONS, TASK_STATE_COLORS } from '../navy-types';
import type { NavyComment, NavyTarget, NavyTaskInfo } from '../navy-types';

const REVIEW_COLORS: Record<string, string> = { pending: 'gold', passed: 'green', rejected: 'red' };
const EVIDENCE_STATUS: Record<string, 'success' | 'error' | 'default'> = {
  exists: 'success',
  missing: 'error',
  unverified: 'default',
};

/** /navtSystem/detail/:id — 任务详情: the task, its target links, submissions and their review. */
export function NavyTaskDetailPage() {
  const taskId = Number(useParams().id);
  const info = useWorkflowQuery<NavyTaskInfo>(navyCalls.findNavyTaskInfo, { taskId }, taskId > 0);
  const items = useWorkflowQuery<Paged<NavyTarget>>(
    navyCalls.findNavyTaskItem,
    { taskId, pageNum: 1, pageSize: 100 },
    taskId > 0,
  );
  const [commentPage, setCommentPage] = useState(1);
  const comments = useWorkflowQuery<Paged<NavyComment>>(
    navyCalls.findPageNavyComment,
    { taskId, pageNum: commentPage, pageSize: 10 },
    taskId > 0,
  );
  const move = useWorkflowAction(navyCalls.saveNavyTaskState, '任务状态已更新');
  const [itemForm] = Form.useForm<{ itemTitle: string; itemUrl: string; requiredCount: number }>();
  const [itemOpen, setItemOpen] = useState(false);
  const saveItem = useWorkflowAction(navyCalls.saveNavyTaskItem, '已添加目标链接', () =>
    setItemOpen(false),
  );
  const deleteItem = useWorkflowAction(navyCalls.deleteNavyTaskItem, '已删除目标链接');
  const [submitting, setSubmitting] = useState<NavyTarget>();
  const [reviewing, setReviewing] = useState<NavyComment>();
  const t = info.data;

  if (!t) {
    return (
      <SystemShell system="navy" title="网评任务系统" links={NAVY_LINKS}>
        <Card loading={info.isLoading}>
          {!info.isLoading && <EmptyState description="任务不存在或已删除" />}
        </Card>
      </SystemShell>
    );
  }
  const editable = t.taskState === 'draft' || t.taskState === 'published';
  return (
    <SystemShell system="navy" title="网评任务系统" links={NAVY_LINKS}>
      <Card
        title={
          <Space>
            {t.taskName}
            <Tag color={TASK_STATE_COLORS[t.taskState]}>{t.taskStateName}</Tag>
          </Space>
        }
        extra={
          <Space>
            {t.nextStates.map((s) => (
              <Popconfirm
                key={s}
                title={`确认${TASK_STATE_ACTIONS[s]}任务？`}
                onConfirm={() => move.mutate({ taskId, taskState: s as NavyTaskState })}
              >
                <Button type="primary">
                  {TASK_STATE_ACTIONS[s] ?? NAVY_TASK_STATE_LABELS[s as NavyTaskState]}
                </Button>
              </Popconfirm>
            ))}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          bordered
          styles={{ label: { whiteSpace: 'nowrap' } }}
        >
          <Descriptions.Item label="任务类型">{t.taskTypeName}</Descriptions.Item>
          <Descriptions.Item label="提交截止">
            <span className={t.overdue ? styles.overdue : undefined}>{t.deadline}</span>
          </Descriptions.Item>
          <Descriptions.Item label="审核截止">
            {t.reviewDeadline || '提交截止后24小时'}
          </Descriptions.Item>
          <Descriptions.Item label="分派队伍">
            {t.userGroups.map((g) => g.userGroupName).join('、') || '全部队伍'}
          </Descriptions.Item>
          <Descriptions.Item label="目标平台">{t.platforms.join('、') || '—'}</Descriptions.Item>
          <Descriptions.Item label="标签">
            {t.labels.length
              ? t.labels.map((l) => (
                  <Tag key={l.labelId} color={l.color}>
                    {l.labelName}
                  </Tag>
                ))
              : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="关联内容" span={3}>
            {t.linkTitle ? (
              <Typography.Link href={t.linkUrl} target="_blank" rel="noreferrer">
                {t.linkTitle}
              </Typography.Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="任务要求" span={3}>
            <div className={styles.preWrap}>{t.requirement || '—'}</div>
          </Descriptions.Item>
          <Descriptions.Item label="参考口径" span={3}>
            <div className={styles.preWrap}>{t.referenceText || '—'}</div>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'items',
              label: `目标链接（${items.data?.total ?? 0}）`,
              children: (
                <>
                  {editable && (
                    <Button
                      icon={<PlusOutlined />}
                      style={{ marginBottom: 12 }}
                      onClick={() => {
                        itemForm.setFieldsValue({
                          itemTitle: '',
                          itemUrl: '',
                          requiredCount: t.requiredCount,
                        });
                        setItemOpen(true);
                      }}
                    >
                      添加目标链接
                    </Button>
                  )}
                  <Table
                    rowKey="itemId"
                    size="middle"
                    loading={items.isLoading}
                    dataSource={items.data?.list ?? []}
                    pagination={false}
                    columns={[
                      {
                        title: '标题',
                        key: 'itemTitle',
                        ellipsis: true,
                        render: (_v, i) => (
                          <Typography.Link href={i.itemUrl} target="_blank" rel="noreferrer">
                            {i.itemTitle}
                          </Typography.Link>
                        ),
                      },
                      {
                        title: '完成 / 要求',
                        key: 'progress',
                        width: 120,
                        render: (_v, i) => `${i.submittedCount} / ${i.requiredCount}`,
                      },
                      {
                        title: '操作',
                        key: 'ops',
                        width: 170,
                        render: (_v, i) => (
                          <Space size={0}>
                            {t.taskState === 'published' && (
                              <Button type="link" size="small" onClick={() => setSubmitting(i)}>
                                提交网评
                              </Button>
                            )}
                            {editable && (
                              <Popconfirm
                                title="删除这条目标链接？"
                                onConfirm={() => deleteItem.mutate({ itemIds: [i.itemId] })}
                              >
                                <Button type="link" size="small" danger>
                                  删除
                                </Button>
                              </Popconfirm>
                            )}
                          </Space>
                        ),
                      },
                    ]}
                  />
                </>
              ),
            },
            {
              key: 'comments',
              label: `提交记录（${comments.data?.total ?? 0}）`,
              children: (
                <Table
                  rowKey="commentId"
                  size="middle"
                  loading={comments.isLoading}
                  dataSource={comments.data?.list ?? []}
                  locale={{ emptyText: '暂无提交' }}
                  pagination={{
                    current: commentPage,
                    pageSize: 10,
                    total: comments.data?.total ?? 0,
                    onChange: setCommentPage,
                  }}
                  columns={[
                    { title: '成员', dataIndex: 'realName', width: 90 },
                    {
                      title: '内容',
                      key: 'content',
                      render: (_v, c) => (
                        <Space direction="vertical" size={4}>
                          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                            {c.content}
                          </Typography.Paragraph>
                          {c.commentUrl && (
                            <Typography.Link
                              href={c.commentUrl}
                              target="_blank"
                              rel="noreferrer"
                              ellipsis
                              style={{ maxWidth: 320 }}
                            >
                              {c.commentUrl}
                            </Typography.Link>
                          )}
                          {c.screenshots.length > 0 && (
                            <Image.PreviewGroup>
                              <Space>
                                {c.screenshots.map((s, i) => (
                                  <Image
                                    key={i}
                                    src={s}
                                    width={56}
                                    height={42}
                                    style={{ objectFit: 'cover' }}
                                  />
                                ))}
                              </Space>
                            </Image.PreviewGroup>
                          )}
                        </Space>
                      ),
                    },
                    {
                      title: '提交时间',
                      key: 'submitTime',
                      width: 180,
                      render: (_v, c) => (
                        <Space size={4}>
                          {c.submitTime}
                          {c.late && <Tag color="error">逾期</Tag>}
                        </Space>
                      ),
                    },
                    {
                      title: '核验',
                      key: 'evidence',
                      width: 110,
                      render: (_v, c) => (
                        <Tooltip
                          title={`${c.evidenceNote}${c.evidenceTime ? `（${c.evidenceTime}）` : ''}`}
                        >
                          <Badge
                            status={EVIDENCE_STATUS[c.evidenceState] ?? 'default'}
                            text={c.evidenceStateName}
                          />
                        </Tooltip>
                      ),
                    },
                    {
                      title: '审核',
                      key: 'review',
                      width: 150,
                      render: (_v, c) => (
                        <Space direction="vertical" size={0}>
                          <span>
                            <Tag color={REVIEW_COLORS[c.reviewState]}>{c.reviewStateName}</Tag>
                            {c.reviewState === 'passed' && <span>{c.score} 分</span>}
                          </span>
                          {c.reviewOpinion && (
                            <span className={styles.muted}>{c.reviewOpinion}</span>
                          )}
                        </Space>
                      ),
                    },
                    {
                      title: '操作',
                      key: 'ops',
                      width: 80,
                      render: (_v, c) =>
                        t.taskState === 'published' || t.taskState === 'closed' ? (
                          <Button type="link" size="small" onClick={() => setReviewing(c)}>
                            {c.reviewState === 'pending' ? '审核' : '改判'}
                          </Button>
                        ) : null,
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <Modal
        title="添加目标链接"
        open={itemOpen}
        onCancel={() => setItemOpen(false)}
        confirmLoading={saveItem.isPending}
        onOk={() => void itemForm.validateFields().then((v) => saveItem.mutate({ taskId, ...v }))}
      >
        <Form form={itemForm} layout="vertical">
          <Form.Item
            name="itemTitle"
            label="标题"
            rules={[{ required: true, whitespace: true, message: '请输入标题' }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="itemUrl"
            label="链接"
            rules={[
              { required: true, type: 'url', message: '请输入以 http:// 或 https:// 开头的网址' },
            ]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="requiredCount" label="要求提交数">
            <InputNumber min={1} max={10000} />
          </Form.Item>
        </Form>
      </Modal>
      <SubmitCommentModal target={submitting} onClose={() => setSubmitting(undefined)} />
      <ReviewModal comment={reviewing} onClose={() => setReviewing(undefined)} />
    </SystemShell>
  );
}

export default NavyTaskDetailPage;
