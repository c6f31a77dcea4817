import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely, RawBuilder, SqlBool } from 'kysely';
import { LISTED_ARTICLE_COLUMNS, engagement, scopedArticles } from '../../analysis/index.js';
import type {
  AnalysisDb,
  ArticleScope,
  ArticleSort,
  ListedArticleRow,
} from '../../analysis/index.js';
import type { DB } from '../../db/schema.js';
import { grantedRuleIds } from '../../platform/session/topic-grants.js';

/** Warnings whose article a granted topic's rule hit (null = no topic restriction). */
function ofRules(ruleIds: readonly number[] | null) {
  return (eb: ExpressionBuilder<DB, 'warning_article'>) =>
    ruleIds === null
      ? sql<SqlBool>`1 = 1`
      : eb.exists(
          eb
            .selectFrom('rule_hit')
            .select('rule_hit.rule_id')
            .whereRef('rule_hit.article_id', '=', 'warning_article.article_id')
            .whereRef('rule_hit.org_id', '=', 'warning_article.org_id')
            .where('rule_hit.rule_id', 'in', ruleIds.length ? ruleIds : [0]),
        );
}

/** A warned article: the article, its warning and whether this account read it. */
export interface WarnedRow extends ListedArticleRow {
  warning_id: number;
  level: string;
  kind: string;
  rule_id: number | null;
  rule_name: string | null;
  warned_at: number;
  read_at: number | null;
}

/** Which warnings a page or an export reads, besides the article scope. */
export interface WarnedFilter {
  accountId: number;
  /** Warning time range (inclusive), epoch ms. */
  from: number;
  to: number;
  ruleId?: number | undefined;
  level?: string | undefined;
  readState?: boolean | undefined;
  articleIds?: readonly number[] | undefined;
  sort: ArticleSort;
  limit: number;
  offset: number;
}

/** Warnings are listed by when they fired; 相似 has no meaning here and sorts newest first. */
function orderOf(sort: ArticleSort): RawBuilder<unknown> {
  switch (sort) {
    case 'timeAsc':
      return sql`w.created_at ASC, w.id ASC`;
    case 'hotDesc':
      return sql`${engagement} DESC, w.created_at DESC, w.id DESC`;
    case 'timeDesc':
    case 'similarDesc':
      return sql`w.created_at DESC, w.id DESC`;
  }
}

/** Kysely queries on warning_article and warning_read; orgId first everywhere. */
export class WarningArticleRepo {
  constructor(private readonly adb: AnalysisDb) {}

  private get db(): Kysely<DB> {
    return this.adb.db;
  }

  private query(scope: ArticleScope, f: Omit<WarnedFilter, 'sort' | 'limit' | 'offset'>) {
    // A warning may have fired on one of the organisation's chat messages.
    let q = scopedArticles(this.adb, { ...scope, chats: true })
      .innerJoin('warning_article as w', (join) =>
        join.onRef('w.article_id', '=', 'article.id').on('w.org_id', '=', scope.orgId),
      )
      .leftJoin('warning_rule as r', 'r.id', 'w.rule_id')
      .leftJoin('warning_read as wr', (join) =>
        join.onRef('wr.warning_id', '=', 'w.id').on('wr.account_id', '=', f.accountId),
      )
      .where('w.created_at', '>=', f.from)
      .where('w.created_at', '<=', f.to);
    if (f.ruleId !== undefined) {
      q = q.where('w.rule_id', '=', f.ruleId);
    }
    if (f.level !== undefined) {
      q = q.where('w.level', '=', f.level);
    }
    if (f.readState !== undefined) {
      q = q.where('wr.read_at', f.readState ? 'is not' : 'is', null);
    }
    if (f.articleIds) {
      q = q.where('article.id', 'in', f.articleIds.length ? f.articleIds : [0]);
    }
    return q;
  }

  /** One page of the organisation's warnings within the scope, and the total. */
  async page(scope: ArticleScope, f: WarnedFilter): Promise<{ rows: WarnedRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.query(scope, f)
        .select([
          ...LISTED_ARTICLE_COLUMNS,
          'w.id as warning_id',
          'w.level',
          'w.kind',
          'w.rule_id',
          'r.name as rule_name',
          'w.created_at as warned_at',
          'wr.read_at',
        ])
        .orderBy(orderOf(f.sort))
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      this.query(scope, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** The rules of a session's granted topics (null = every warning of the organisation). */
  grantedRules(orgId: number, specialIds: readonly number[] | null): Promise<number[] | null> {
    return grantedRuleIds(this.db, orgId, specialIds);
  }

  /** Warnings of the organisation that this account has not read (与我无关 articles aside). */
  async unread(orgId: number, accountId: number, ruleIds: number[] | null): Promise<number> {
    const row = await this.db
      .selectFrom('warning_article')
      .where(ofRules(ruleIds))
      .leftJoin('org_article_state as oas', (join) =>
        join
          .onRef('oas.article_id', '=', 'warning_article.article_id')
          .on('oas.org_id', '=', orgId),
      )
      .leftJoin('warning_read as wr', (join) =>
        join.onRef('wr.warning_id', '=', 'warning_article.id').on('wr.account_id', '=', accountId),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('warning_article.org_id', '=', orgId)
      .where('wr.read_at', 'is', null)
      .where((eb) => eb.or([eb('oas.is_deleted', 'is', null), eb('oas.is_deleted', '=', 0)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Ids among `ids` that are warnings of the organisation (of the granted topics' rules). */
  async existing(
    orgId: number,
    ids: readonly number[],
    ruleIds: number[] | null = null,
  ): Promise<number[]> {
    const rows = await this.db
      .selectFrom('warning_article')
      .select('id')
      .where(ofRules(ruleIds))
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Marks warnings read for one account (the given ones, or every one of the organisation). */
  async markRead(
    orgId: number,
    accountId: number,
    ids: readonly number[] | 'all',
    now: number,
  ): Promise<void> {
    let q = this.db
      .selectFrom('warning_article as w')
      .leftJoin('warning_read as wr', (join) =>
        join.onRef('wr.warning_id', '=', 'w.id').on('wr.account_id', '=', accountId),
      )
      .select('w.id')
      .where('w.org_id', '=', orgId)
      .where('wr.read_at', 'is', null);
    if (ids !== 'all') {
      q = q.where('w.id', 'in', ids);
    }
    const unread = (await q.execute()).map((r) => Number(r.id));
    for (let i = 0; i < unread.length; i += 500) {
      await this.db
        .insertInto('warning_read')
        .values(
          unread
            .slice(i, i + 500)
            .map((warningId) => ({ account_id: accountId, warning_id: warningId, read_at: now })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }

  /** Deletes warnings of the organisation (and their read marks); answers how many. */
  async remove(orgId: number, ids: readonly number[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const own = await trx
        .selectFrom('warning_article')
        .select('id')
        .where('org_id', '=', orgId)
        .where('id', 'in', ids)
        .execute();
      const found = own.map((r) => Number(r.id));
      if (found.length === 0) {
        return 0;
      }
      await trx.deleteFrom('warning_read').where('warning_id', 'in', found).execute();
      await trx
        .deleteFrom('warning_article')
        .where('org_id', '=', orgId)
        .where('id', 'in', found)
        .execute();
      return found.length;
    });
  }
}
