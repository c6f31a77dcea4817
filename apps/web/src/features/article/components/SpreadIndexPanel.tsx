import { Card, Flex, Progress, Tooltip, Typography } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import { SPREAD_LEVEL_COLOR } from '../article';
import { useSpreadIndex } from '../hooks/useArticle';

const PART_HELP: Record<string, string> = {
  size: '相似文章篇数，100 篇及以上得满分',
  sites: '转载站点数，50 个及以上得满分',
  carriers: '覆盖载体数，6 类及以上得满分',
  engagement: '转发 + 评论 + 点赞 + (阅读 + 播放) ÷ 100，10 万得满分',
  span: '首发到最新转载的小时数，满一周得满分',
};

/** 传播指数 (0–100) with its five parts, so the number can be explained. */
export function SpreadIndexPanel({ articleId }: { articleId: number }) {
  const index = useSpreadIndex(articleId);
  const data = index.data;
  return (
    <Card size="small" title="传播指数">
      {!data ? (
        <EmptyState size="small" description={index.isError ? '加载失败' : '计算中…'} />
      ) : (
        <Flex gap={16} align="center">
          <Progress
            type="dashboard"
            size={110}
            percent={data.index}
            strokeColor={SPREAD_LEVEL_COLOR[data.level]}
            format={() => (
              <div>
                <div style={{ fontSize: 24, fontWeight: 600 }}>{data.index}</div>
                <div style={{ fontSize: 12, color: SPREAD_LEVEL_COLOR[data.level] }}>
                  传播力{data.level}
                </div>
              </div>
            )}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            {data.parts.map((p) => (
              <Tooltip key={p.key} title={PART_HELP[p.key]} placement="left">
                <div style={{ marginBottom: 4 }}>
                  <Flex justify="space-between" style={{ fontSize: 12 }}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {p.name}：{p.value}
                    </Typography.Text>
                    <span>
                      {p.score}/{p.max}
                    </span>
                  </Flex>
                  <Progress
                    percent={(p.score / p.max) * 100}
                    showInfo={false}
                    size="small"
                    style={{ margin: 0 }}
                  />
                </div>
              </Tooltip>
            ))}
          </div>
        </Flex>
      )}
    </Card>
  );
}
