import { sql } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, OrgHitTable } from '../../db/schema.js';
import type { HitFacts } from './hit-facts.js';
import { insertRows } from '../../db/insert-rows.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A stored match: the rule, its organisation and the rule's kind (monitor_rule.kind). */
export interface RuleHit {
  ruleId: number;
  orgId: number;
  kind: string;
}

/** The first hit of each organisation and rule kind: an article's any-hit rows, one each. */
export function oneHitPerKind<H extends Pick<RuleHit, 'orgId' | 'kind'>>(hits: readonly H[]): H[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const key = `${h.orgId}:${h.kind}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}

/**
 * The any-hit rows (org_hit) of one article's facts: one per distinct organisation and rule
 * kind among its hits, e.g. one row for an article three of an organisation's specials hit.
 */
export function orgHitRows(
  facts: HitFacts,
  hits: readonly Pick<RuleHit, 'orgId' | 'kind'>[],
): Insertable<OrgHitTable>[] {
  return oneHitPerKind(hits).map((h) => ({ ...facts, org_id: h.orgId, kind: h.kind }));
}

/** Writes any-hit rows; a row already there (another rule of the kind hit first) stays. */
export async function insertOrgHits(db: Db, rows: readonly Insertable<OrgHitTable>[]) {
  await insertRows(db, 'org_hit', rows, { skipConflicts: true });
}

/**
 * Deletes a rule's hits, and the any-hit rows of its articles that no other rule of the same
 * organisation and kind still hits (a rule deleted, or cleared before its back-fill).
 */
export async function removeRuleHits(db: Db, orgId: number, ruleId: number): Promise<void> {
  const rule = await db
    .selectFrom('monitor_rule')
    .select('kind')
    .where('id', '=', ruleId)
    .executeTakeFirst();
  if (rule) {
    const kind = rule.kind;
    await db
      .deleteFrom('org_hit')
      .where('org_hit.org_id', '=', orgId)
      .where('org_hit.kind', '=', kind)
      .where('org_hit.article_id', 'in', (eb) =>
        eb
          .selectFrom('rule_hit')
          .select('rule_hit.article_id')
          .where('rule_hit.rule_id', '=', ruleId)
          .where('rule_hit.org_id', '=', orgId),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('rule_hit as h')
              .innerJoin('monitor_rule as r', 'r.id', 'h.rule_id')
              .select(sql`1`.as('one'))
              .whereRef('h.article_id', '=', 'org_hit.article_id')
              .where('h.org_id', '=', orgId)
              .where('h.rule_id', '<>', ruleId)
              .where('r.kind', '=', kind),
          ),
        ),
      )
      .execute();
  }
  await db
    .deleteFrom('rule_hit')
    .where('rule_id', '=', ruleId)
    .where('org_id', '=', orgId)
    .execute();
}

/** Deletes every hit and any-hit row of these articles (the articles are being deleted). */
export async function removeArticleHits(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await db.deleteFrom('org_hit').where('article_id', 'in', ids).execute();
  await db.deleteFrom('rule_hit').where('article_id', 'in', ids).execute();
}
