import { Card, Space, Tag, Typography } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import { useArticleEntities } from '../hooks/useArticle';

const GROUPS = [
  { key: 'people', label: '人物', color: 'magenta' },
  { key: 'places', label: '地点', color: 'cyan' },
  { key: 'organisations', label: '机构', color: 'gold' },
] as const;

/** 实体分析: people, places and organisations named in the article, with mention counts. */
export function EntityPanel({ articleId }: { articleId: number }) {
  const entities = useArticleEntities(articleId);
  const data = entities.data;
  const empty = !data || GROUPS.every((g) => data[g.key].length === 0);
  return (
    <Card size="small" title="实体分析">
      {empty ? (
        <EmptyState
          size="small"
          description={entities.isLoading ? '加载中…' : '未识别到人物、地点或机构'}
        />
      ) : (
        GROUPS.map((g) => (
          <div key={g.key} style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary" style={{ marginRight: 8, fontSize: 12 }}>
              {g.label}
            </Typography.Text>
            {data[g.key].length === 0 ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                无
              </Typography.Text>
            ) : (
              <Space size={[4, 4]} wrap style={{ display: 'inline-flex' }}>
                {data[g.key].map((e) => (
                  <Tag key={e.name} color={g.color}>
                    {e.name} ×{e.count}
                  </Tag>
                ))}
              </Space>
            )}
          </div>
        ))
      )}
    </Card>
  );
}
