import { Button, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatPublishTime } from '../special/special';
import { LevelTag } from './components/LevelTag';
import type { NoticeItem } from './hooks/useWarningNotices';
import type { RuleItem } from './hooks/useWarningRules';
import { NOTICE_WAY_LABELS, noticeChannels } from './warning';
import styles from './Warning.module.css';

export interface RuleColumnActions {
  onEnable: (rule: RuleItem, enabled: boolean) => void;
  onTop: (rule: RuleItem) => void;
  onEdit: (rule: RuleItem) => void;
  onDelete: (rule: RuleItem) => void;
  /** The rule whose switch is saving. */
  savingId: number | undefined;
}

/** Columns of the 预警规则 tab. */
export function ruleColumns(actions: RuleColumnActions): TableColumnsType<RuleItem> {
  return [
    {
      title: '规则名称',
      key: 'ruleName',
      width: 170,
      render: (_value, rule) => (
        <Space size={4} wrap>
          <Typography.Text strong>{rule.ruleName}</Typography.Text>
          {rule.topState ? <Tag color="blue">置顶</Tag> : null}
          {rule.ruleType === 'artificial' ? <Tag>人工</Tag> : null}
        </Space>
      ),
    },
    {
      title: '级别',
      key: 'warningLevel',
      width: 88,
      render: (_value, rule) => <LevelTag level={rule.warningLevel} />,
    },
    {
      title: '规则概要',
      key: 'summary',
      render: (_value, rule) => (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2, tooltip: rule.summary }}
          style={{ margin: 0, fontSize: 13 }}
        >
          {rule.summary || '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: '接收人 / 推送方式',
      key: 'notices',
      width: 170,
      render: (_value, rule) => (
        <div>
          <div>{rule.noticeNames.length > 0 ? rule.noticeNames.join('、') : '本单位账号'}</div>
          <div className={styles.hint}>
            {rule.noticeWays.map((w) => NOTICE_WAY_LABELS[w]).join('、') || '站内'}
          </div>
        </div>
      ),
    },
    {
      title: '近7天触发',
      key: 'firedCount7d',
      width: 88,
      align: 'right',
      render: (_value, rule) => `${rule.firedCount7d} 次`,
    },
    {
      title: '最近触发',
      key: 'lastFiredAt',
      width: 140,
      render: (_value, rule) => (rule.lastFiredAt ? formatPublishTime(rule.lastFiredAt) : '—'),
    },
    {
      title: '启用',
      key: 'enableState',
      width: 64,
      render: (_value, rule) => (
        <Switch
          size="small"
          aria-label={`启用 ${rule.ruleName}`}
          checked={rule.enableState}
          loading={actions.savingId === rule.warningRuleId}
          onChange={(checked) => actions.onEnable(rule, checked)}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 164,
      render: (_value, rule) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.onTop(rule)}>
            {rule.topState ? '取消置顶' : '置顶'}
          </Button>
          <Button type="link" size="small" onClick={() => actions.onEdit(rule)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除规则“${rule.ruleName}”？`}
            description="已产生的预警信息会保留"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => actions.onDelete(rule)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

export interface NoticeColumnActions {
  onEdit: (notice: NoticeItem) => void;
  onDelete: (notice: NoticeItem) => void;
  /** The display name of a linked account id. */
  accountName: (accountId: number) => string;
}

/** Columns of the 接收人 tab. */
export function noticeColumns(actions: NoticeColumnActions): TableColumnsType<NoticeItem> {
  return [
    { title: '姓名', dataIndex: 'noticeName', key: 'noticeName', width: 140 },
    {
      title: '关联账号',
      key: 'accountId',
      width: 140,
      render: (_value, n) => (n.accountId === null ? '—' : actions.accountName(n.accountId)),
    },
    {
      title: '接收方式',
      key: 'channels',
      render: (_value, n) => {
        const parts = noticeChannels(n);
        return parts.length > 0 ? (
          <div>
            {parts.map((part) => (
              <Typography.Text key={part} ellipsis={{ tooltip: part }} style={{ display: 'block' }}>
                {part}
              </Typography.Text>
            ))}
          </div>
        ) : (
          <span className={styles.muted}>仅站内消息</span>
        );
      },
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_value, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.onEdit(n)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除接收人“${n.noticeName}”？`}
            description="使用该接收人的规则将不再向其推送"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => actions.onDelete(n)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
