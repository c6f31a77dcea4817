import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import {
  LISTED_ARTICLE_COLUMNS,
  effectiveSentiment,
  engagement,
  scopedArticles,
  scopedArticlesWithReadMarks,
  visibleTo,
} from '../../analysis/index.js';
import type {
  AnalysisDb,
  ArticleScope,
  ArticleSort,
  ListedArticleRow,
  ScopeDB,
  ScopeTables,
  TableRow,
} from '../../analysis/index.js';
import { normaliseForMatch } from '../../nlp/normalise.js';
import { toListRow } from '../article/index.js';

/** One page of rows in the engine's article-list row shape, plus the total. */
export interface RowPage {
  rows: TableRow[];
  total: number;
}

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** Hit counts of one rule in a scope. */
export interface RuleCount {
  ruleId: number;
  count: number;
  negative: number;
}

/** What makes an article sensitive: one of these sentiments, or one of these words. */
export interface SensitiveRule {
  sentiments: readonly string[];
  words: readonly string[];
}

/** A warning list filter on top of the article scope (whose time range is ignored). */
export interface WarningFilter {
  startTime: number;
  endTime: number;
  level?: string | undefined;
}

/** The engine's article-list row keys (plus the time in ms), so the item mapper reads them too. */
function toRow(r: ListedArticleRow): TableRow {
  return { ...toListRow(r), publishTimeMs: Number(r.publish_time) };
}

/** `lower(column) LIKE '%word%'` with `\` escaping, as the engine matches words. */
function contains(column: 'title' | 'content', word: string): Expression<SqlBool> {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(`article.${column}`)}) LIKE ${pattern} ESCAPE '\\'`;
}

function sensitiveCondition(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  rule: SensitiveRule,
): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [];
  if (rule.sentiments.length) {
    conds.push(eb(effectiveSentiment, 'in', rule.sentiments));
  }
  for (const w of rule.words) {
    const word = normaliseForMatch(w).trim();
    if (word) {
      conds.push(contains('title', word), contains('content', word));
    }
  }
  return conds.length ? eb.or(conds) : sql<SqlBool>`1 = 0`;
}

/**
 * Dashboard queries over the engine's scoped articles (article LEFT JOIN this organisation's
 * oas): per-special hit counts, the sensitive list with read marks, the warning list, and
 * read marking. Every scope carries its organisation.
 */
export class DashboardRepo {
  constructor(private readonly adb: AnalysisDb) {}

  /** Articles of the scope and of negative effective sentiment, per rule of `ruleIds`. */
  async countsByRule(scope: ArticleScope, ruleIds: readonly number[]): Promise<RuleCount[]> {
    if (ruleIds.length === 0) {
      return [];
    }
    const rows = await scopedArticles(this.adb, scope)
      .innerJoin('rule_hit as h', 'h.article_id', 'article.id')
      .where('h.org_id', '=', scope.orgId)
      .where('h.rule_id', 'in', ruleIds)
      .select((eb) => [
        'h.rule_id',
        eb.fn.countAll<number>().as('n'),
        sql<number>`SUM(CASE WHEN ${effectiveSentiment} = 'negative' THEN 1 ELSE 0 END)`.as('neg'),
      ])
      .groupBy('h.rule_id')
      .execute();
    return rows.map((r) => ({
      ruleId: Number(r.rule_id),
      count: Number(r.n),
      negative: Number(r.neg ?? 0),
    }));
  }

  /** A page of the scope's sensitive articles with this organisation's read marks. */
  async sensitivePage(
    scope: ArticleScope,
    rule: SensitiveRule,
    sort: ArticleSort,
    page: PageRequest,
    readState?: boolean,
  ): Promise<RowPage> {
    let q = scopedArticlesWithReadMarks(this.adb, scope).where((eb) =>
      sensitiveCondition(eb, rule),
    );
    if (readState !== undefined) {
      q = readState
        ? q.where('oas.is_read', '=', 1)
        : q.where((eb) => eb.or([eb('oas.is_read', 'is', null), eb('oas.is_read', '=', 0)]));
    }
    const order =
      sort === 'timeAsc'
        ? sql`article.publish_time ASC, article.id ASC`
        : sort === 'hotDesc'
          ? sql`${engagement} DESC, article.publish_time DESC, article.id DESC`
          : sql`article.publish_time DESC, article.id DESC`;
    const [rows, total] = await Promise.all([
      q
        .select([...LISTED_ARTICLE_COLUMNS, 'oas.is_read'])
        .orderBy(order)
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({ ...toRow(r), isRead: Number(r.is_read ?? 0) })),
      total: Number(total.n),
    };
  }

  /**
   * A page of the organisation's warned articles, newest warning first: the scope's filters
   * (carriers, sentiments, filter boxes) apply to the article, the range and level to the warning.
   */
  async warningPage(scope: ArticleScope, filter: WarningFilter, page: PageRequest) {
    let q = scopedArticles(this.adb, { ...scope, startTime: 0, endTime: Number.MAX_SAFE_INTEGER })
      .innerJoin('warning_article as w', 'w.article_id', 'article.id')
      .where('w.org_id', '=', scope.orgId)
      .where('w.created_at', '>=', filter.startTime)
      .where('w.created_at', '<=', filter.endTime);
    if (filter.level) {
      q = q.where('w.level', '=', filter.level);
    }
    const [rows, total] = await Promise.all([
      q
        .select([
          ...LISTED_ARTICLE_COLUMNS,
          'w.id as warning_id',
          'w.level',
          'w.created_at as warned_at',
        ])
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        row: toRow(r),
        warningId: Number(r.warning_id),
        level: r.level,
        warnedAt: Number(r.warned_at),
      })),
      total: Number(total.n),
    };
  }

  /** Marks the existing ones of `articleIds` read for the organisation; answers how many. */
  async markRead(orgId: number, articleIds: readonly number[], now: number): Promise<number> {
    const found = await this.adb.db
      .selectFrom('article')
      .select('id')
      .where('id', 'in', articleIds)
      .where((eb) => visibleTo(eb, orgId))
      .execute();
    if (found.length === 0) {
      return 0;
    }
    await this.adb.db
      .insertInto('org_article_state')
      .values(
        found.map((a) => ({
          org_id: orgId,
          article_id: Number(a.id),
          sentiment: null,
          is_deleted: 0,
          is_read: 1,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['org_id', 'article_id']).doUpdateSet({ is_read: 1, updated_at: now }),
      )
      .execute();
    return found.length;
  }
}
