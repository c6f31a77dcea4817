import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DatabaseOutlined,
  FallOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import { Alert, Card, Col, Row, Statistic, Tag } from 'antd';
import type { CallOutput, dataSourceCalls } from '@guanlan/shared';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import styles from '../DataSourceCenter.module.css';

type SourceList = CallOutput<typeof dataSourceCalls.findSourceList>;

interface StatCard {
  key: string;
  title: string;
  value: number;
  color: string;
  Icon: ComponentType<{ style?: CSSProperties }>;
  suffix?: string;
  footer?: ReactNode;
}

export interface SourceSummaryProps {
  data: SourceList | undefined;
  isLoading: boolean;
}

/** 数据源总数 / 正常 / 采集失败 / 采集量骤降 / 等待首次采集 / 文章总数, plus the demo-data notice. */
export function SourceSummary({ data, isLoading }: SourceSummaryProps) {
  const summary = data?.summary;
  const demo = data?.demoArticles ?? 0;
  const cards: StatCard[] = [
    {
      key: 'total',
      title: '数据源总数',
      value: summary?.total ?? 0,
      color: '#1d5fd6',
      Icon: DatabaseOutlined,
      suffix: '个',
    },
    {
      key: 'ok',
      title: '正常',
      value: summary?.ok ?? 0,
      color: '#389e0d',
      Icon: CheckCircleOutlined,
      suffix: '个',
    },
    {
      key: 'error',
      title: '采集失败',
      value: summary?.error ?? 0,
      color: '#cf1322',
      Icon: CloseCircleOutlined,
      suffix: '个',
    },
    {
      key: 'drop',
      title: '采集量骤降',
      value: summary?.drop ?? 0,
      color: '#d46b08',
      Icon: FallOutlined,
      suffix: '个',
    },
    {
      key: 'pending',
      title: '等待首次采集',
      value: summary?.pending ?? 0,
      color: '#5b6b84',
      Icon: ClockCircleOutlined,
      suffix: '个',
    },
    {
      key: 'articles',
      title: '文章总数',
      value: data?.articleTotal ?? 0,
      color: '#0e7c86',
      Icon: FileTextOutlined,
      suffix: '篇',
      footer:
        demo > 0 ? (
          <span style={{ color: '#ad6800' }}>其中演示数据 {demo.toLocaleString('zh-CN')} 篇</span>
        ) : (
          <span>全部为真实采集数据</span>
        ),
    },
  ];

  return (
    <>
      <Row gutter={[16, 16]}>
        {cards.map(({ key, title, value, color, Icon, suffix, footer }) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Card className={styles.statCard} loading={isLoading && !data} data-stat={key}>
              <div className={styles.statHead}>
                <span className={styles.statTitle}>{title}</span>
                <span className={styles.statIcon} style={{ color, background: `${color}14` }}>
                  <Icon />
                </span>
              </div>
              <Statistic
                value={value}
                suffix={suffix}
                styles={{ content: { color, fontWeight: 600 } }}
              />
              <div className={styles.statFooter}>{footer ?? '\u00a0'}</div>
            </Card>
          </Col>
        ))}
      </Row>
      {demo > 0 ? (
        <Alert
          className={styles.demoNotice}
          type="warning"
          showIcon
          data-testid="demo-notice"
          title={
            <span>
              <Tag color="gold">演示数据</Tag>
              当前库中有 {demo.toLocaleString('zh-CN')} 篇演示文章，仅用于体验产品功能
            </span>
          }
          description="演示文章在列表和统计中照常出现。接入可访问的数据源，或通过「数据接入密钥」推送真实文章后，监测结果将以真实数据为准。"
        />
      ) : null}
    </>
  );
}
