import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatPublishTime } from '../special/special';
import { LevelTag } from './components/LevelTag';
import type { Delivery, Firing } from './hooks/useWarningLog';
import { reasonBesideTitle } from './live/live-message';
import { DELIVERY_STATUS_COLORS, deliverySummary, NOTICE_WAY_LABELS } from './warning';
import styles from './Warning.module.css';

/** A firing's reason when it says more than "this rule matched this article". */
function firingReason(f: Firing): string {
  if (!f.firstArticleTitle) {
    return '';
  }
  const reason = reasonBesideTitle(f.reason, f.firstArticleTitle);
  return reason === `命中预警规则「${f.ruleName}」` ? '' : reason;
}

/** More deliveries than this are summed up as `已发送 5 · 失败 1` (the expanded row lists them). */
const MAX_DELIVERY_TAGS = 4;

/** Columns of the 推送记录 tab (one row per firing; deliveries expand below). */
export function firingColumns(): TableColumnsType<Firing> {
  return [
    {
      title: '触发时间',
      key: 'firedAt',
      width: 150,
      render: (_value, f) => formatPublishTime(f.firedAt),
    },
    { title: '规则', dataIndex: 'ruleName', key: 'ruleName', width: 160, ellipsis: true },
    {
      title: '级别',
      key: 'warningLevel',
      width: 96,
      render: (_value, f) => <LevelTag level={f.warningLevel} />,
    },
    {
      title: '预警内容',
      key: 'reason',
      ellipsis: true,
      render: (_value, f) => {
        const reason = firingReason(f);
        const headline = f.firstArticleTitle ?? f.reason;
        return (
          <div>
            <Typography.Text ellipsis={{ tooltip: headline }} style={{ display: 'block' }}>
              {headline}
              {f.articleCount > 1 ? ` 等 ${f.articleCount} 篇` : ''}
            </Typography.Text>
            {reason ? (
              <Typography.Text
                type="secondary"
                ellipsis={{ tooltip: reason }}
                style={{ display: 'block', fontSize: 12 }}
              >
                {reason}
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    {
      title: '推送结果',
      key: 'deliveries',
      width: 200,
      render: (_value, f) =>
        f.deliveries.length > MAX_DELIVERY_TAGS ? (
          <span>{deliverySummary(f.deliveries)}</span>
        ) : f.deliveries.length > 0 ? (
          <Space size={4} wrap>
            {f.deliveries.map((d, i) => (
              <Tag key={`${d.channel}-${d.target}-${i}`} color={DELIVERY_STATUS_COLORS[d.status]}>
                {NOTICE_WAY_LABELS[d.channel]}·{d.statusName}
              </Tag>
            ))}
          </Space>
        ) : (
          <span className={styles.muted}>无推送</span>
        ),
    },
  ];
}

/** Columns of one firing's deliveries (the expanded row). */
export function deliveryColumns(): TableColumnsType<Delivery> {
  return [
    {
      title: '渠道',
      key: 'channel',
      width: 90,
      render: (_value, d) => NOTICE_WAY_LABELS[d.channel],
    },
    {
      title: '接收对象',
      key: 'target',
      ellipsis: true,
      render: (_value, d) => (
        <Typography.Text ellipsis={{ tooltip: d.target }}>
          {d.noticeName ? `${d.noticeName}（${d.target}）` : d.target}
        </Typography.Text>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_value, d) => <Tag color={DELIVERY_STATUS_COLORS[d.status]}>{d.statusName}</Tag>,
    },
    { title: '尝试次数', dataIndex: 'attempts', key: 'attempts', width: 80, align: 'right' },
    {
      title: '发送时间',
      key: 'sentAt',
      width: 140,
      render: (_value, d) => (d.sentAt ? formatPublishTime(d.sentAt) : '—'),
    },
    {
      title: '详情',
      key: 'detail',
      ellipsis: true,
      render: (_value, d) =>
        d.detail ? (
          <Typography.Text
            type={d.status === 'failed' ? 'danger' : 'secondary'}
            ellipsis={{ tooltip: d.detail }}
          >
            {d.detail}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];
}
