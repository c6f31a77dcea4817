import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReportFileType, ReportRow } from './hooks/useReports';
import { rangeText, reportLink, statusView, templateTypeLabel, topicsText } from './report-list';
import styles from './ReportList.module.css';

export interface ReportColumnActions {
  onDownload: (row: ReportRow, type: ReportFileType) => void;
  onSend: (row: ReportRow) => void;
  onRegenerate: (row: ReportRow) => void;
  onEdit: (row: ReportRow) => void;
  onDelete: (row: ReportRow) => void;
  /** The report whose file is being made right now (PDF takes a few seconds). */
  downloadingId: number | undefined;
  /** Whether the list covers several topics per report (the 专题 column then says 全部专题). */
  showAllTopics: boolean;
}

const FILE_TYPES: { key: ReportFileType; label: string }[] = [
  { key: 'docx', label: 'Word 文档' },
  { key: 'pdf', label: 'PDF 文档' },
  { key: 'xlsx', label: 'Excel 数据' },
];

function TitleCell({ row }: { row: ReportRow }) {
  const link = reportLink(row);
  if (!link) {
    // The next scheduled report has no id yet: its title is plain text (SPEC §2 dead link).
    return (
      <Typography.Text type="secondary" data-testid="report-title">
        {row.briefingTitle}
      </Typography.Text>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" data-testid="report-title">
      {row.briefingTitle}
    </a>
  );
}

function StatusCell({ row }: { row: ReportRow }) {
  const view = statusView(row.status);
  if (row.status === 'generating') {
    return (
      <div className={styles.progressCell}>
        <Tag color={view.color}>{view.label}</Tag>
        <Progress percent={row.progress} size="small" aria-label="生成进度" />
        {row.progressText ? <div className={styles.hint}>{row.progressText}</div> : null}
      </div>
    );
  }
  if (row.status === 'pending' && row.briefingId !== null && row.progressText) {
    // A scheduled report that is queued: say so until the generator picks it up.
    return (
      <div className={styles.progressCell}>
        <Tag color={view.color}>{view.label}</Tag>
        <div className={styles.hint}>{row.progressText}</div>
      </div>
    );
  }
  if (row.status === 'failed') {
    return (
      <Tooltip title={row.errorText ?? '生成失败，请重新生成'}>
        <Tag color={view.color}>{view.label}</Tag>
      </Tooltip>
    );
  }
  return <Tag color={view.color}>{view.label}</Tag>;
}

/** Columns of a report list (日报 … 专题报告). */
export function reportColumns(actions: ReportColumnActions): TableColumnsType<ReportRow> {
  return [
    {
      title: '报告名称',
      key: 'briefingTitle',
      minWidth: 170,
      render: (_value, row) => <TitleCell row={row} />,
    },
    {
      title: '时间范围',
      key: 'range',
      width: 170,
      render: (_value, row) => {
        const range = rangeText(row);
        return (
          <div>
            <div>{range.text}</div>
            {range.note ? <div className={styles.hint}>{range.note}</div> : null}
          </div>
        );
      },
    },
    {
      title: '模板',
      key: 'template',
      width: 110,
      render: (_value, row) => (
        <div>
          <div>{row.templateName || '默认模板'}</div>
          <div className={styles.hint}>{templateTypeLabel(row.templateType)}</div>
        </div>
      ),
    },
    {
      title: '专题',
      key: 'topics',
      width: 130,
      render: (_value, row) => {
        if (row.topicNames.length === 0 && !actions.showAllTopics) {
          return <span className={styles.muted}>—</span>;
        }
        const text = topicsText(row);
        return (
          <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 114 }}>
            {text}
          </Typography.Text>
        );
      },
    },
    {
      title: '状态',
      key: 'status',
      width: 140,
      render: (_value, row) => <StatusCell row={row} />,
    },
    {
      title: '来源',
      key: 'source',
      width: 64,
      render: (_value, row) => (
        <Tag color={row.source === 'auto' ? 'geekblue' : 'default'}>
          {row.source === 'auto' ? '自动' : '手动'}
        </Tag>
      ),
    },
    {
      title: '生成时间',
      key: 'generatedAt',
      width: 130,
      render: (_value, row) =>
        row.generatedAt ? (
          <div>
            <div>{row.generatedAt.slice(0, 16)}</div>
            {row.sentAt ? (
              <div className={styles.hint}>发送于 {row.sentAt.slice(0, 16)}</div>
            ) : null}
          </div>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_value, row) => <RowActions row={row} actions={actions} />,
    },
  ];
}

function RowActions({ row, actions }: { row: ReportRow; actions: ReportColumnActions }) {
  const link = reportLink(row);
  if (row.briefingId === null || !link) {
    return <span className={styles.muted}>到时自动生成</span>;
  }
  const isDone = row.status === 'done';
  const canRetry = row.status === 'failed';
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" href={link} target="_blank" rel="noopener noreferrer">
        查看
      </Button>
      <Dropdown
        disabled={!isDone}
        trigger={['click']}
        menu={{
          items: FILE_TYPES.map((f) => ({ key: f.key, label: f.label })),
          onClick: ({ key }) => actions.onDownload(row, key as ReportFileType),
        }}
      >
        <Button type="link" size="small" loading={actions.downloadingId === row.briefingId}>
          下载 <DownOutlined />
        </Button>
      </Dropdown>
      <Button type="link" size="small" disabled={!isDone} onClick={() => actions.onSend(row)}>
        发送
      </Button>
      {canRetry ? (
        <Button type="link" size="small" onClick={() => actions.onRegenerate(row)}>
          重新生成
        </Button>
      ) : null}
      <Button type="link" size="small" onClick={() => actions.onEdit(row)}>
        编辑
      </Button>
      <Popconfirm
        title="删除报告"
        description={`确定删除「${row.briefingTitle}」吗？`}
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={() => actions.onDelete(row)}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
