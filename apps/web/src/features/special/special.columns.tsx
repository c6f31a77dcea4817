import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { ArticlePage } from './hooks/useSpecials';
import { articleDetailsHref, carrierLabel, formatPublishTime, SENTIMENT_TAGS } from './special';

export type SpecialArticle = ArticlePage['list'][number];

/** Columns of a topic's article list (信息列表). */
export function articleColumns(specialId: number): TableColumnsType<SpecialArticle> {
  return [
    {
      title: '标题',
      key: 'title',
      ellipsis: true,
      render: (_value, item) => (
        <div>
          <Link
            to={articleDetailsHref(specialId, item.id, item.publishTime)}
            style={{ display: 'block', minWidth: 0 }}
          >
            <Typography.Text
              strong
              ellipsis={{ tooltip: item.title }}
              style={{ display: 'block', color: 'inherit' }}
            >
              {item.title}
            </Typography.Text>
          </Link>
          {item.summary ? (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 1 }}
              style={{ margin: '2px 0 0', fontSize: 12 }}
            >
              {item.summary}
            </Typography.Paragraph>
          ) : null}
        </div>
      ),
    },
    { title: '来源', dataIndex: 'siteName', key: 'siteName', width: 140, ellipsis: true },
    {
      title: '载体',
      key: 'carrier',
      width: 80,
      render: (_value, item) => carrierLabel(item.carrier),
    },
    {
      title: '情感',
      key: 'sentiment',
      width: 80,
      render: (_value, item) => {
        const tag = item.sentiment ? SENTIMENT_TAGS[item.sentiment] : undefined;
        return tag ? <Tag color={tag.color}>{tag.label}</Tag> : '—';
      },
    },
    {
      title: '发布时间',
      key: 'publishTime',
      width: 150,
      render: (_value, item) => formatPublishTime(item.publishTime),
    },
    {
      title: '相似文章',
      key: 'similarCount',
      width: 90,
      align: 'right',
      render: (_value, item) => item.similarCount ?? 0,
    },
  ];
}
