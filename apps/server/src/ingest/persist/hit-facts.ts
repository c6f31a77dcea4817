import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, RuleHitTable } from '../../db/schema.js';
import { regionMasks } from '../../nlp/region-bits.js';
import { publishTimesOf } from '../../db/article-months.js';
import type { AnalysedArticle } from '../analysed-article.js';
import { insertOrgHits, orgHitRows } from './org-hits.js';

/** A stored hit row: the match and the facts of its article the analyses group by. */
export type HitRow = Insertable<RuleHitTable>;

/** The facts of an article that every hit of it carries (besides rule, organisation, sentiment). */
export type HitFacts = Omit<HitRow, 'rule_id' | 'org_id' | 'sentiment'> & { sentiment: string };

/** The hit facts of an analysed article being stored with `id` in `cluster`. */
export function factsOfAnalysed(a: AnalysedArticle, id: number, cluster: number): HitFacts {
  const r = a.raw;
  const e = r.engagement;
  return {
    article_id: id,
    publish_time: a.publishTime,
    carrier: a.carrier,
    // A new article has no judgement of any organisation yet: the model's verdict.
    sentiment: a.sentiment,
    cluster_key: cluster,
    site_name: r.siteName?.slice(0, 100) ?? null,
    author_name: r.author?.name?.slice(0, 100) ?? null,
    author_followers: r.author?.followers ?? null,
    engagement: (e?.forwards ?? 0) + (e?.comments ?? 0) + (e?.likes ?? 0),
    language: a.language,
    ...regionMasks(a.regions),
  };
}

/**
 * The hit facts of stored articles for one organisation (its judgements applied), by id: for
 * hits written after ingest (the rule back-fill, 加入专题). Another organisation's articles are
 * the caller's concern.
 */
export async function factsOfStored(
  db: Kysely<DB> | Transaction<DB>,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, HitFacts>> {
  const out = new Map<number, HitFacts>();
  if (ids.length === 0) {
    return out;
  }
  // PostgreSQL: the months of these articles only (with the regions' month partitions).
  const times = await publishTimesOf(db, ids);
  const rows = await db
    .selectFrom('article')
    .leftJoin('org_article_state as oas', (join) =>
      join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId),
    )
    .select([
      'article.id',
      'article.publish_time',
      'article.carrier',
      'article.sentiment',
      'article.cluster_id',
      'article.site_name',
      'article.author_name',
      'article.author_followers',
      'article.forwards',
      'article.comments',
      'article.likes',
      'article.language',
      'oas.sentiment as override',
      'oas.is_deleted',
    ])
    .where('article.id', 'in', ids)
    .$if(times !== null, (q) => q.where('article.publish_time', 'in', times!))
    .execute();
  const regions = await db
    .selectFrom('article_region')
    .select(['article_id', 'code', 'level'])
    .where('article_id', 'in', ids)
    .$if(times !== null, (q) => q.where('publish_time', 'in', times!))
    .where('is_publisher', '=', 0)
    .execute();
  const regionsOf = new Map<number, { code: string; level: string }[]>();
  for (const r of regions) {
    const list = regionsOf.get(Number(r.article_id)) ?? [];
    list.push(r);
    regionsOf.set(Number(r.article_id), list);
  }
  for (const a of rows) {
    const id = Number(a.id);
    out.set(id, {
      article_id: id,
      publish_time: Number(a.publish_time),
      carrier: a.carrier,
      sentiment: a.is_deleted === 1 ? 'irrelevant' : (a.override ?? a.sentiment),
      cluster_key: Number(a.cluster_id ?? id),
      site_name: a.site_name,
      author_name: a.author_name,
      author_followers: a.author_followers === null ? null : Number(a.author_followers),
      engagement: Number(a.forwards) + Number(a.comments) + Number(a.likes),
      language: a.language,
      ...regionMasks(regionsOf.get(id) ?? []),
    });
  }
  return out;
}

/**
 * Hit rows of one rule for stored articles (see factsOfStored), with their any-hit rows
 * (org_hit) for the rule's kind; answers the hit rows written.
 */
export async function insertStoredHits(
  db: Kysely<DB> | Transaction<DB>,
  rule: { ruleId: number; orgId: number },
  ids: readonly number[],
): Promise<number> {
  const row = await db
    .selectFrom('monitor_rule')
    .select('kind')
    .where('id', '=', rule.ruleId)
    .executeTakeFirst();
  const owner = row ? [{ orgId: rule.orgId, kind: row.kind }] : [];
  let written = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const facts = await factsOfStored(db, rule.orgId, ids.slice(i, i + 500));
    const rows = [...facts.values()].map((f) => ({
      ...f,
      rule_id: rule.ruleId,
      org_id: rule.orgId,
    }));
    if (rows.length === 0) {
      continue;
    }
    const result = await db
      .insertInto('rule_hit')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    await insertOrgHits(
      db,
      [...facts.values()].flatMap((f) => orgHitRows(f, owner)),
    );
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}
