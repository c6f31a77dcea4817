import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { insertRows, transactionConnection } from '../../db/insert-rows.js';
import type { HitFacts } from './hit-facts.js';
import { oneHitPerKind, orgHitRows } from './org-hits.js';
import type { RuleHit } from './org-hits.js';

/** An article's hit facts and the rules it satisfied. */
export interface ArticleHits {
  facts: HitFacts;
  hits: readonly RuleHit[];
}

/** The facts every hit row repeats, in the order both statements bind them. */
export const FACT_COLUMNS = [
  'article_id',
  'publish_time',
  'carrier',
  'sentiment',
  'cluster_key',
  'site_name',
  'author_name',
  'author_followers',
  'engagement',
  'language',
  'region_mask',
  'district_mask',
] as const satisfies readonly (keyof HitFacts)[];

const factList = FACT_COLUMNS.map((c) => `"${c}"`).join(', ');
const marks = FACT_COLUMNS.map(() => '?').join(', ');
const RULE_HIT_SQL = `INSERT INTO rule_hit (rule_id, org_id, ${factList})
  VALUES (?, ?, ${marks}) ON CONFLICT DO NOTHING`;
const ORG_HIT_SQL = `INSERT INTO org_hit (kind, org_id, ${factList})
  VALUES (?, ?, ${marks}) ON CONFLICT DO NOTHING`;

/**
 * Writes the hit rows (rule_hit) of stored articles and their any-hit rows (org_hit: one per
 * organisation and rule kind); a row already stored is skipped.
 *
 * SQLite, inside a transaction: the two prepared statements run once per row with one value
 * array per article, whose first two slots change from hit to hit. With 10,000 active rules an
 * article brings ~28 hit and ~19 any-hit rows; building an object per row (the facts spread
 * into it), listing its keys and mapping them to values cost as much main-thread time as the
 * rows' B-tree inserts, and their garbage as much again (bench:rules). Elsewhere — PostgreSQL,
 * or outside a transaction — multi-row INSERTs of row objects (insertRows).
 */
export async function insertHits(
  db: Kysely<DB> | Transaction<DB>,
  articles: readonly ArticleHits[],
): Promise<void> {
  const file = transactionConnection(db);
  if (!file) {
    const rows = articles.flatMap(({ facts, hits }) =>
      hits.map((h) => ({ ...facts, rule_id: h.ruleId, org_id: h.orgId })),
    );
    await insertRows(db, 'rule_hit', rows, { skipConflicts: true });
    const any = articles.flatMap(({ facts, hits }) => orgHitRows(facts, hits));
    await insertRows(db, 'org_hit', any, { skipConflicts: true });
    return;
  }
  const ruleHit = file.prepare(RULE_HIT_SQL);
  const orgHit = file.prepare(ORG_HIT_SQL);
  const values: unknown[] = new Array<unknown>(2 + FACT_COLUMNS.length);
  for (const { facts, hits } of articles) {
    if (hits.length === 0) {
      continue;
    }
    for (let i = 0; i < FACT_COLUMNS.length; i += 1) {
      values[2 + i] = facts[FACT_COLUMNS[i]!] ?? null;
    }
    for (const hit of hits) {
      values[0] = hit.ruleId;
      values[1] = hit.orgId;
      ruleHit.run(values);
    }
    for (const hit of oneHitPerKind(hits)) {
      values[0] = hit.kind;
      values[1] = hit.orgId;
      orgHit.run(values);
    }
  }
}
