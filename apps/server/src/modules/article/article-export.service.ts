import { SENTIMENT_CODES, formatCn } from '@guanlan/shared';
import type { AnalysisDb, ArticleScope } from '../../analysis/index.js';
import {
  articleList,
  carrierLabel,
  LISTED_ARTICLE_COLUMNS,
  scopedArticles,
  sentimentLabel,
  xlsxDownload,
} from '../../analysis/index.js';
import type { TableRow } from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FileResult } from '../../platform/http/file-result.js';

const TITLE = '文章导出';

/** 导出所选文章: the selected articles as .xlsx, with the columns of every article list. */
export class ArticleExportService {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly clock: Clock,
  ) {}

  /** The article list's columns: an empty scope (no rule ids) answers them without a row. */
  private async listColumns() {
    const empty = await articleList(this.adb, { orgId: 0, ruleIds: [], startTime: 0, endTime: 0 });
    return empty.columns;
  }

  /**
   * The selected articles newest first, with this organisation's sentiment (与我无关 ones too:
   * they were chosen by hand). None of them existing is 4004.
   */
  async export(orgId: number, articleIds: readonly number[]): Promise<FileResult> {
    const ids = [...new Set(articleIds)];
    const scope: ArticleScope = {
      orgId,
      startTime: 0,
      endTime: Number.MAX_SAFE_INTEGER,
      sentiments: [...SENTIMENT_CODES],
    };
    const [columns, rows] = await Promise.all([
      this.listColumns(),
      scopedArticles(this.adb, scope)
        .where('article.id', 'in', ids)
        .select([...LISTED_ARTICLE_COLUMNS, 'article.cluster_id'])
        .orderBy('article.publish_time', 'desc')
        .orderBy('article.id', 'desc')
        .execute(),
    ]);
    if (rows.length === 0) {
      throw new AppError('NOT_FOUND', '所选文章不存在或已被删除');
    }
    const sizes = await this.clusterSizes(rows.map((r) => r.cluster_id));
    const tableRows: TableRow[] = rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      siteName: r.site_name ?? '',
      carrierName: carrierLabel(r.carrier),
      sentimentName: sentimentLabel(r.sentiment),
      publishTime: formatCn(Number(r.publish_time)),
      author: r.author_name ?? '',
      similarCount: r.cluster_id === null ? 1 : (sizes.get(Number(r.cluster_id)) ?? 1),
      url: r.url,
      summary: r.summary,
    }));
    return xlsxDownload(
      { columns, rows: tableRows },
      { sheetName: TITLE, title: TITLE },
      this.clock.now(),
    );
  }

  private async clusterSizes(clusterIds: (number | null)[]): Promise<Map<number, number>> {
    const ids = [...new Set(clusterIds.filter((c): c is number => c !== null).map(Number))];
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await this.adb.db
      .selectFrom('article')
      .select((eb) => ['cluster_id', eb.fn.countAll<number>().as('n')])
      .where('cluster_id', 'in', ids)
      .groupBy('cluster_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.cluster_id), Number(r.n)]));
  }
}
