import { Card, Tag, Tree, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { allKeys, toRouteTree } from '../article';
import type { RouteTreeItem } from '../article';
import { useSpreadRoute } from '../hooks/useArticle';
import styles from '../Article.module.css';

interface SpreadRoutePanelProps {
  articleId: number;
  linkOf: (id: number, publishTime: string) => string;
}

/** 传播路径: the origin and the reprints hanging under what they reprinted. */
export function SpreadRoutePanel({ articleId, linkOf }: SpreadRoutePanelProps) {
  const route = useSpreadRoute(articleId);
  const navigate = useNavigate();
  const data = route.data;
  const tree = data ? toRouteTree(data.root) : [];
  return (
    <Card
      size="small"
      title="传播路径"
      extra={
        data && data.total > data.shown ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            显示最早 {data.shown} / {data.total} 篇
          </Typography.Text>
        ) : null
      }
    >
      {!data ? (
        <EmptyState size="small" description={route.isError ? '加载失败' : '加载中…'} />
      ) : data.total <= 1 ? (
        <EmptyState size="small" description="暂无转载，该文章为唯一来源" />
      ) : (
        <Tree<RouteTreeItem>
          key={articleId}
          showLine
          blockNode
          defaultExpandedKeys={allKeys(tree)}
          selectedKeys={[articleId]}
          treeData={tree}
          style={{ maxHeight: 360, overflow: 'auto' }}
          onSelect={(_keys, info) => {
            const n = info.node.node;
            if (n.id !== articleId) {
              void navigate(linkOf(n.id, n.publishTime));
            }
          }}
          titleRender={(item) => (
            <span className={styles.routeNode}>
              <span>
                {item.isOrigin ? <Tag color="volcano">源头</Tag> : null}
                {item.node.siteName || '未知来源'}
                <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 6 }}>
                  {item.node.carrierName} · {item.node.publishTime.slice(5, 16)}
                </Typography.Text>
              </span>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 260 }}>
                {item.node.title}
              </Typography.Text>
            </span>
          )}
        />
      )}
    </Card>
  );
}
