import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  Alert,
  AutoComplete,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import type { BriefingArticleData, ReportPeriod } from '@guanlan/shared';
import { REPORT_PERIODS } from '@guanlan/shared';
import { useMemo, useState } from 'react';
import { savedOrShown } from '../../../../api/errors';
import { EmptyState } from '../../../../components/EmptyState';
import {
  useRemoveWaitingArticles,
  useSaveWaitingArticle,
  useSortWaitingArticles,
  useWaitingArticles,
} from '../hooks/useWaitingArticles';
import { moveItem } from '../report-list';
import styles from '../ReportList.module.css';

/** Categories offered first; analysts may type any other (≤ 30 characters). */
const DEFAULT_CATEGORIES = ['重点关注', '负面舆情', '正面宣传', '工作动态', '媒体报道'];

/** 待入报文章: articles added with 加入报告, waiting for the next report of `period`. */
export function WaitingArticlesPanel({ period }: { period: ReportPeriod }) {
  const articles = useWaitingArticles(period);
  const sort = useSortWaitingArticles();
  const { mutate: remove } = useRemoveWaitingArticles();
  const [editing, setEditing] = useState<BriefingArticleData>();
  const list = useMemo(() => articles.data?.list ?? [], [articles.data]);
  const { mutate: reorder, isPending: isSorting } = sort;

  const categories = useMemo(
    () => [...new Set([...DEFAULT_CATEGORIES, ...list.map((a) => a.category).filter(Boolean)])],
    [list],
  );

  const columns = useMemo<TableColumnsType<BriefingArticleData>>(
    () => [
      {
        title: '序号',
        key: 'order',
        width: 56,
        align: 'center',
        render: (_v, _a, index) => index + 1,
      },
      {
        title: '标题',
        key: 'title',
        minWidth: 200,
        render: (_v, a) => (
          <div>
            <a
              href={a.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.articleTitle}
            >
              {a.title}
            </a>
            {a.title !== a.originalTitle ? (
              <div className={styles.hint}>原标题：{a.originalTitle}</div>
            ) : null}
          </div>
        ),
      },
      {
        title: '摘要',
        key: 'summary',
        width: 280,
        render: (_v, a) =>
          a.summary ? (
            <Typography.Paragraph
              ellipsis={{ rows: 2, tooltip: a.summary }}
              style={{ margin: 0, fontSize: 13 }}
            >
              {a.summary}
            </Typography.Paragraph>
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
      {
        title: '分类',
        key: 'category',
        width: 100,
        render: (_v, a) =>
          a.category ? (
            <Tag color="blue">{a.category}</Tag>
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
      {
        title: '来源',
        key: 'source',
        width: 130,
        render: (_v, a) => (
          <div>
            <div>{a.siteName || '—'}</div>
            <div className={styles.hint}>
              {[a.carrierName, a.sentiment].filter(Boolean).join(' · ')}
            </div>
          </div>
        ),
      },
      {
        title: '发布时间',
        key: 'publishTime',
        width: 140,
        render: (_v, a) => a.publishTime.slice(0, 16),
      },
      {
        title: '操作',
        key: 'actions',
        width: 180,
        render: (_v, a, index) => {
          const move = (step: -1 | 1) =>
            reorder({
              period,
              articleIds: moveItem(
                list.map((x) => x.articleId),
                index,
                step,
              ),
            });
          return (
            <Space size={0}>
              <Tooltip title="上移">
                <Button
                  type="text"
                  size="small"
                  aria-label="上移"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0 || isSorting}
                  onClick={() => move(-1)}
                />
              </Tooltip>
              <Tooltip title="下移">
                <Button
                  type="text"
                  size="small"
                  aria-label="下移"
                  icon={<ArrowDownOutlined />}
                  disabled={index === list.length - 1 || isSorting}
                  onClick={() => move(1)}
                />
              </Tooltip>
              <Button type="link" size="small" onClick={() => setEditing(a)}>
                编辑
              </Button>
              <Popconfirm
                title="移出待入报列表"
                description="文章本身不会被删除"
                okText="移除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove({ period, articleIds: [a.articleId] })}
              >
                <Button type="link" size="small" danger>
                  移除
                </Button>
              </Popconfirm>
            </Space>
          );
        },
      },
    ],
    [list, period, reorder, isSorting, remove],
  );

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={`下一期报告生成时将收录以下文章（按列表顺序，共 ${list.length} 篇）`}
        description={`在文章列表中点击“加入报告”并选择“${REPORT_PERIODS[period]}”即可加入；可在此调整顺序、修改标题与摘要。`}
      />
      <Table
        rowKey="articleId"
        size="middle"
        columns={columns}
        dataSource={list}
        loading={articles.isFetching && !articles.data}
        scroll={{ x: 1040 }}
        pagination={false}
        locale={{
          emptyText: (
            <EmptyState
              size="small"
              description={articles.error ? articles.error.message : '暂无待入报文章'}
            />
          ),
        }}
      />
      <ArticleEditModal
        period={period}
        article={editing}
        categories={categories}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}

interface ArticleFields {
  title: string;
  summary: string | undefined;
  category: string | undefined;
}

function ArticleEditModal({
  period,
  article,
  categories,
  onClose,
}: {
  period: ReportPeriod;
  article: BriefingArticleData | undefined;
  categories: string[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<ArticleFields>();
  const save = useSaveWaitingArticle();

  async function handleOk(): Promise<void> {
    const values = await form.validateFields();
    if (!article) {
      return;
    }
    const saved = await savedOrShown(() =>
      save.mutateAsync({
        period,
        articleId: article.articleId,
        title: values.title.trim(),
        summary: (values.summary ?? '').trim(),
        category: (values.category ?? '').trim(),
      }),
    );
    if (saved) {
      onClose();
    }
  }

  return (
    <Modal
      open={article !== undefined}
      title="编辑入报文章"
      okText="保存"
      cancelText="取消"
      width={640}
      confirmLoading={save.isPending}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ArticleFields>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          title: article?.title ?? '',
          summary: article?.summary ?? '',
          category: article?.category ?? '',
        }}
      >
        <Form.Item
          name="title"
          label="报告中的标题"
          extra={article ? `原标题：${article.originalTitle}` : undefined}
          rules={[
            { required: true, whitespace: true, message: '请输入标题' },
            { max: 200, message: '标题不能超过200个字符' },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="summary"
          label="摘要"
          rules={[{ max: 2000, message: '摘要不能超过2000个字符' }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="category"
          label="分类"
          rules={[{ max: 30, message: '分类不能超过30个字符' }]}
        >
          <AutoComplete
            options={categories.map((c) => ({ value: c }))}
            placeholder="例如：重点关注"
            allowClear
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
