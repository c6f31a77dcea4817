import type { AnalysisTableData } from '@guanlan/shared';
import { cx } from '../../../../../lib/cx';
import { cellNumber, cellText, shortTime } from '../../paper';
import styles from './Sections.module.css';
import { usePaper } from '../PaperContext';
import { ReportTable } from './ReportTable';

type Row = AnalysisTableData['rows'][number];

/** An article title: a link on screen, plain text when printing (the PDF has no links). */
function ArticleTitle({ row }: { row: Row }) {
  const { isPrint } = usePaper();
  const title = cellText(row, 'title') || '（无标题）';
  const url = cellText(row, 'url');
  if (isPrint || !/^https?:\/\//.test(url)) {
    return <>{title}</>;
  }
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {title}
    </a>
  );
}

function Meta({ parts }: { parts: string[] }) {
  const shown = parts.filter(Boolean);
  return shown.length > 0 ? <div className={styles.articleMeta}>{shown.join(' · ')}</div> : null;
}

/**
 * 重点负面信息: the most engaging negative articles of the period (one per similar cluster),
 * titles in red with source and time.
 */
export function NegativesSection({
  table,
  isTwoColumn,
}: {
  table: AnalysisTableData;
  isTwoColumn: boolean;
}) {
  return (
    <ol className={cx(styles.articleList, isTwoColumn && styles.twoColumn)}>
      {table.rows.map((row, i) => (
        <li key={`${cellText(row, 'url')}-${i}`} className={styles.article}>
          <div className={cx(styles.articleTitle, styles.negativeTitle)}>
            <span className={styles.articleIndex}>{i + 1}.</span>
            <ArticleTitle row={row} />
          </div>
          <Meta
            parts={[
              cellText(row, 'siteName'),
              cellText(row, 'carrierName'),
              shortTime(cellText(row, 'publishTime')),
              cellNumber(row, 'similarCount') > 1
                ? `相似文章 ${cellNumber(row, 'similarCount')} 篇`
                : '',
            ]}
          />
          {cellText(row, 'summary') ? (
            <p className={styles.articleSummary}>{cellText(row, 'summary')}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** 重点关注信息: the articles analysts added, in their order, with the analysts' edits. */
export function AnalystArticlesSection({
  table,
  isTwoColumn,
}: {
  table: AnalysisTableData;
  isTwoColumn: boolean;
}) {
  return (
    <ol className={cx(styles.articleList, isTwoColumn && styles.twoColumn)}>
      {table.rows.map((row, i) => {
        const category = cellText(row, 'category');
        const isNegative = row.sentiment === 'negative';
        return (
          <li key={`${cellText(row, 'articleId')}-${i}`} className={styles.article}>
            <div className={cx(styles.articleTitle, isNegative && styles.negativeTitle)}>
              <span className={styles.articleIndex}>{i + 1}.</span>
              {category ? <span className={styles.category}>{category}</span> : null}
              <ArticleTitle row={row} />
            </div>
            {cellText(row, 'summary') ? (
              <p className={styles.articleSummary}>{cellText(row, 'summary')}</p>
            ) : null}
            <Meta
              parts={[
                cellText(row, 'siteName'),
                cellText(row, 'carrierName'),
                cellText(row, 'sentimentName'),
                shortTime(cellText(row, 'publishTime')),
              ]}
            />
          </li>
        );
      })}
    </ol>
  );
}

/** 事件摘要: the events active in the period with their numbers in it. */
export function EventsSection({ table }: { table: AnalysisTableData }) {
  return <ReportTable table={table} omit={['eventId']} />;
}
