import { Tag, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { carrierLabel, formatPublishTime, SENTIMENT_TAGS } from './article-format';
import styles from './ArticleColumns.module.css';

/** What every article list row has (SPEC §3 article list item). */
export interface ArticleRow {
  id: number;
  title: string;
  publishTime: string;
  siteName: string;
  summary?: string | undefined;
  carrier?: string | undefined;
  sentiment?: string | undefined;
  similarCount?: number | undefined;
  isDemo?: boolean | undefined;
  articleCoverBase64?: string | null | undefined;
  /** A video's cover in our media store. */
  coverUrl?: string | null | undefined;
}

export interface TitleColumnOptions<T> {
  /** The detail link of a row. */
  href: (item: T) => string;
  /** Shows the summary under the title (default true). */
  summary?: boolean;
  /** A class for the title block (bold unread rows…). */
  className?: (item: T) => string | undefined;
  /** Bold titles (default true). */
  strong?: boolean;
  /** Extra lines under the title (a translation, a language tag…). */
  below?: (item: T) => ReactNode;
}

/** 标题: the linked title, a 演示数据 tag for generated demo articles and the summary. */
export function titleColumn<T extends ArticleRow>(o: TitleColumnOptions<T>): TableColumnType<T> {
  return {
    title: '标题',
    key: 'title',
    ellipsis: true,
    render: (_value, item) => (
      <div className={`${styles.titleCell} ${o.className?.(item) ?? ''}`}>
        {item.isDemo ? (
          <Tag color="gold" className={styles.demoTag}>
            演示数据
          </Tag>
        ) : null}
        <div className={styles.titleBody}>
          <Link to={o.href(item)} style={{ display: 'block', minWidth: 0, color: 'inherit' }}>
            <Typography.Text
              strong={o.strong ?? true}
              ellipsis={{ tooltip: item.title }}
              style={{
                display: 'block',
                color: 'inherit',
                fontWeight: o.strong === false ? 'inherit' : undefined,
              }}
            >
              {item.title}
            </Typography.Text>
          </Link>
          {o.summary !== false && item.summary ? (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 1 }}
              className={styles.summary}
            >
              {item.summary}
            </Typography.Paragraph>
          ) : null}
          {o.below?.(item)}
        </div>
      </div>
    ),
  };
}

export function sourceColumn<T extends ArticleRow>(width = 130): TableColumnType<T> {
  return { title: '来源', dataIndex: 'siteName', key: 'siteName', width, ellipsis: true };
}

export function carrierColumn<T extends ArticleRow>(width = 72): TableColumnType<T> {
  return { title: '载体', key: 'carrier', width, render: (_v, item) => carrierLabel(item.carrier) };
}

/** 情感 as a coloured tag (— when not judged). */
export function sentimentColumn<T extends ArticleRow>(width = 72): TableColumnType<T> {
  return {
    title: '情感',
    key: 'sentiment',
    width,
    render: (_v, item) => {
      const tag = item.sentiment ? SENTIMENT_TAGS[item.sentiment] : undefined;
      return tag ? <Tag color={tag.color}>{tag.label}</Tag> : '—';
    },
  };
}

/** A time column as `YYYY-MM-DD HH:mm` (发布时间 by default). */
export function timeColumn<T>(
  pick: (item: T) => string,
  { title = '发布时间', key = 'publishTime', width = 140 } = {},
): TableColumnType<T> {
  return { title, key, width, render: (_v, item) => formatPublishTime(pick(item)) };
}

export function similarColumn<T extends ArticleRow>(width = 80): TableColumnType<T> {
  return {
    title: '相似文章',
    key: 'similarCount',
    width,
    align: 'right',
    render: (_v, item) => item.similarCount ?? 0,
  };
}

/** 封面: a video's cover from our media store (or 无封面). */
export function coverColumn<T extends ArticleRow>(): TableColumnType<T> {
  return {
    title: '封面',
    key: 'cover',
    width: 92,
    render: (_v, item) => (
      <ArticleCover src={item.coverUrl ?? item.articleCoverBase64} title={item.title} />
    ),
  };
}

/** A cover image (a media-store address or a data: URL), or a grey 无封面 box. */
export function ArticleCover({ src, title }: { src: string | null | undefined; title: string }) {
  if (!src) {
    return <div className={styles.coverMissing}>无封面</div>;
  }
  return <img className={styles.cover} src={src} alt={`封面：${title}`} loading="lazy" />;
}

/**
 * The standard article list: 标题, 来源, 载体, 情感, 发布时间 and 相似文章 (monitoring sets,
 * search results). Lists with other columns compose the builders above.
 */
export function articleColumns<T extends ArticleRow>(
  o: TitleColumnOptions<T> & { cover?: boolean },
): TableColumnType<T>[] {
  return [
    ...(o.cover ? [coverColumn<T>()] : []),
    titleColumn(o),
    sourceColumn<T>(120),
    carrierColumn<T>(64),
    sentimentColumn<T>(64),
    timeColumn<T>((item) => item.publishTime, { width: 136 }),
    similarColumn<T>(76),
  ];
}
