import { eventAnalysisCalls as calls } from '@guanlan/shared';
import type { EventDiffuse } from '@guanlan/shared';
import { Card, Col, Row, Table, Tag, Tree, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { TrendPanel } from '../../../components/charts';
import { EmptyState } from '../../../components/EmptyState';
import { articleDetailsLink } from '../../../router/links';
import { allKeys, toRouteTree } from '../../article/article';
import type { RouteTreeItem } from '../../article/article';
import { ArticleLine } from '../components/ArticleLine';
import { QueryView } from '../components/QueryView';
import { formatDelay, shortTime } from '../event';
import { exportEventExcel, useEventChart } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';
import styles from '../Event.module.css';

type CarrierRow = EventDiffuse['carriers']['rows'][number];

/** /incident/diffuse — 传播扩散: carriers in the order they picked the event up, reprint tree. */
export function DiffusePage() {
  const eventId = useEventId();
  const diffuse = useEventChart(calls.findEventDiffuse, eventId);
  const carrierTrend = useEventChart(calls.carrierTrendEvent, eventId);
  if (eventId === undefined) {
    return null;
  }
  return (
    <QueryView
      query={diffuse}
      isEmpty={(data) => data.carriers.rows.length === 0}
      emptyText="该事件时间范围内暂无匹配的文章"
    >
      {(data) => (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Card size="small" title="跨载体传播顺序">
              <ol className={styles.spreadOrder} aria-label="跨载体传播顺序">
                {data.carriers.rows.map((row) => (
                  <li key={row.carrier} className={styles.spreadStep}>
                    <div className={styles.spreadTitle}>
                      <span className={styles.spreadNo}>{row.order}</span>
                      {row.carrierName}
                    </div>
                    <div className={styles.muted}>{shortTime(row.firstTime).slice(5)}</div>
                    <div className={styles.muted}>
                      {formatDelay(row.delayHours)} · {row.count} 条
                    </div>
                  </li>
                ))}
              </ol>
            </Card>
          </Col>
          <Col span={24}>
            <Card size="small" title="各载体首发">
              <Table<CarrierRow>
                size="small"
                rowKey="carrier"
                pagination={false}
                dataSource={data.carriers.rows}
                scroll={{ x: 900 }}
                columns={[
                  { title: '顺序', dataIndex: 'order', key: 'order', width: 64, align: 'center' },
                  { title: '载体', dataIndex: 'carrierName', key: 'carrierName', width: 90 },
                  {
                    title: '首次出现',
                    key: 'firstTime',
                    width: 140,
                    render: (_v, row) => shortTime(row.firstTime),
                  },
                  {
                    title: '较事件首发',
                    key: 'delay',
                    width: 110,
                    render: (_v, row) => formatDelay(row.delayHours),
                  },
                  {
                    title: '首篇文章',
                    key: 'firstTitle',
                    render: (_v, row) => (
                      <ArticleLine
                        eventId={eventId}
                        article={{
                          id: row.firstArticleId,
                          title: row.firstTitle,
                          siteName: row.firstSiteName,
                          publishTime: row.firstTime,
                        }}
                      />
                    ),
                  },
                  {
                    title: '信息量',
                    dataIndex: 'count',
                    key: 'count',
                    width: 80,
                    align: 'right',
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <ReprintTree eventId={eventId} tree={data.tree} />
          </Col>
          <Col xs={24} xl={12}>
            <TrendPanel
              title="各载体传播走势"
              query={carrierTrend}
              height={460}
              settings={{ dropEmptySeries: true }}
              onExport={exportEventExcel(calls.carrierTrendExcelEvent, eventId)}
            />
          </Col>
        </Row>
      )}
    </QueryView>
  );
}

/** 转载路径: the largest similar cluster, each reprint under what it reprinted. */
function ReprintTree({ eventId, tree }: { eventId: number; tree: EventDiffuse['tree'] }) {
  const navigate = useNavigate();
  const items = tree ? toRouteTree(tree.root) : [];
  return (
    <Card
      size="small"
      title="转载路径（最大相似文章簇）"
      extra={
        tree && tree.total > tree.shown ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            显示最早 {tree.shown} / {tree.total} 篇
          </Typography.Text>
        ) : null
      }
      styles={{ body: { height: 460, boxSizing: 'border-box', overflow: 'auto' } }}
    >
      {!tree || tree.total <= 1 ? (
        <EmptyState size="small" description="暂无转载，事件文章均为独立来源" />
      ) : (
        <Tree<RouteTreeItem>
          showLine
          blockNode
          defaultExpandedKeys={allKeys(items)}
          treeData={items}
          onSelect={(_keys, info) => {
            const n = info.node.node;
            void navigate(
              articleDetailsLink({
                fromId: eventId,
                fromType: 'event',
                articleId: n.id,
                publishTime: n.publishTime,
              }),
            );
          }}
          titleRender={(item) => (
            <span className={styles.treeNode}>
              {item.isOrigin ? <Tag color="volcano">源头</Tag> : null}
              <span>{item.node.siteName || '未知来源'}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.node.carrierName} · {shortTime(item.node.publishTime).slice(5)}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 280 }}>
                {item.node.title}
              </Typography.Text>
            </span>
          )}
        />
      )}
    </Card>
  );
}

export default DiffusePage;
