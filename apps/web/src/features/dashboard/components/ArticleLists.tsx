import { Segmented } from 'antd';
import { useState } from 'react';
import { indexCalls } from '@guanlan/shared';
import { ChartCard, sentimentTag } from '../../../components/charts';
import { cx } from '../../../lib/cx';
import type { DashboardRange } from '../dashboard';
import { WARNING_LEVEL_TAGS } from '../dashboard';
import { useIndexQuery, useReadIndexArticle } from '../hooks/useDashboard';
import styles from '../Dashboard.module.css';
import { ArticleLine } from './ArticleLine';

/** What every dashboard list panel takes. */
export interface ListPanelProps {
  timeRange: DashboardRange;
  height: number;
  isDark?: boolean;
  isLive?: boolean;
  /** How many articles the list shows. */
  size?: number;
}

const READ_FILTERS = ['全部', '未读'];

/** 敏感信息: the newest sensitive (negative) articles; unread bold, opening one marks it read. */
export function SensitiveListPanel({ timeRange, isLive, size = 8, ...card }: ListPanelProps) {
  const [readFilter, setReadFilter] = useState('全部');
  const query = useIndexQuery(
    indexCalls.findIndexSensitiveArticle,
    {
      timeRange,
      pageNum: 1,
      pageSize: size,
      readState: readFilter === '未读' ? false : undefined,
    },
    isLive,
  );
  const reader = useReadIndexArticle();
  return (
    <ChartCard
      {...card}
      title="敏感信息"
      query={query}
      isEmpty={(page) => page.list.length === 0}
      extra={
        <Segmented
          size="small"
          options={READ_FILTERS}
          value={readFilter}
          onChange={setReadFilter}
        />
      }
    >
      {(page) => (
        <ul className={cx(styles.lines, card.isDark && styles.dark)}>
          {page.list.map((a) => (
            <ArticleLine
              key={a.id}
              articleId={a.id}
              title={a.title}
              publishTime={a.publishTime}
              siteName={a.siteName}
              fromType="index"
              fromId={0}
              isUnread={a.isRead === false}
              tag={sentimentTag(a.sentiment)}
              onOpen={() => {
                if (a.isRead === false) {
                  reader.mutate({ articleIds: [a.id] });
                }
              }}
            />
          ))}
        </ul>
      )}
    </ChartCard>
  );
}

/** 最新预警: the newest warned articles with their level. */
export function WarningListPanel({ timeRange, isLive, size = 8, ...card }: ListPanelProps) {
  const query = useIndexQuery(
    indexCalls.findIndexWarningArticle,
    { timeRange, pageNum: 1, pageSize: size },
    isLive,
  );
  return (
    <ChartCard {...card} title="最新预警" query={query} isEmpty={(page) => page.list.length === 0}>
      {(page) => (
        <ul className={cx(styles.lines, card.isDark && styles.dark)}>
          {page.list.map((w) => (
            <ArticleLine
              key={w.warningId}
              articleId={w.id}
              title={w.title}
              publishTime={w.warningTime}
              siteName={w.siteName}
              fromType="warning"
              fromId={w.warningId}
              tag={WARNING_LEVEL_TAGS[w.warningLevel]}
            />
          ))}
        </ul>
      )}
    </ChartCard>
  );
}

/** 热点文章: the articles with the most similar reports. */
export function HotListPanel({ timeRange, isLive, size = 8, ...card }: ListPanelProps) {
  const query = useIndexQuery(
    indexCalls.findIndexHotArticle,
    { timeRange, pageNum: 1, pageSize: size, sort: 'hotDesc' },
    isLive,
  );
  return (
    <ChartCard {...card} title="热点文章" query={query} isEmpty={(page) => page.list.length === 0}>
      {(page) => (
        <ul className={cx(styles.lines, card.isDark && styles.dark)}>
          {page.list.map((a) => (
            <ArticleLine
              key={a.id}
              articleId={a.id}
              title={a.title}
              publishTime={a.publishTime}
              siteName={a.siteName}
              fromType="index"
              fromId={0}
              tag={sentimentTag(a.sentiment)}
              meta={a.similarCount ? <span>相似 {a.similarCount}</span> : null}
            />
          ))}
        </ul>
      )}
    </ChartCard>
  );
}
