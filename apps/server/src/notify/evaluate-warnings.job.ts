import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobHandler } from '../platform/jobs/job-runner.js';
import { loadFacts, meetsConditions } from './warning-facts.js';
import type { ArticleFacts } from './warning-facts.js';
import type { FiringInput, WarningFirer } from './warning-firer.js';
import { clusterFirings, isVolumeRule, volumeFiring, windowStart } from './warning-grouping.js';
import type { MachineRule, WarningRuleBook } from './warning-rule-book.js';
import { triggeredBy } from './warning-rule-book.js';

export const EVALUATE_JOB = 'warning.evaluate';

/** Articles published longer ago than this when they arrive never fire a warning. */
export const MAX_ARTICLE_AGE_MS = 24 * 3_600_000;

/** Queued with the articles it evaluates (same transaction); `at` is the commit time. */
export interface EvaluatePayload {
  articleIds: number[];
  at: number;
}

/** Counts the rule's matching articles published within its volume window ending at `at`. */
async function windowCount(db: Kysely<DB>, rule: MachineRule, at: number): Promise<number[]> {
  const from = windowStart(rule.conditions, at);
  let q = db
    .selectFrom('article')
    .leftJoin('source', 'source.id', 'article.source_id')
    .select('article.id')
    .where('article.publish_time', '>=', from)
    .where('article.publish_time', '<=', at);
  const hitOf = (ids: number[]) =>
    db
      .selectFrom('rule_hit')
      .select('rule_hit.article_id')
      .where('rule_hit.rule_id', 'in', ids)
      .where('rule_hit.publish_time', '>=', from)
      .where('rule_hit.publish_time', '<=', at);
  if (rule.ownRuleId !== null) {
    q = q.where('article.id', 'in', hitOf([rule.ownRuleId]));
  }
  if (rule.specialRuleIds.length > 0) {
    q = q.where('article.id', 'in', hitOf(rule.specialRuleIds));
  }
  const m = rule.monitors;
  if (m !== null) {
    q = q.where((eb) =>
      eb.and([
        eb.or([
          eb('article.owner_org_id', 'is', null),
          eb('article.owner_org_id', '=', rule.orgId),
        ]),
        eb.or([
          eb('article.site_name', 'in', m.sites.size ? [...m.sites] : ['\uffff']),
          eb('article.author_name', 'in', m.authors.size ? [...m.authors] : ['\uffff']),
        ]),
      ]),
    );
  }
  const c = rule.conditions;
  if (c.sentiments?.length) {
    q = q.where('article.sentiment', 'in', c.sentiments);
  }
  if (c.carriers?.length) {
    q = q.where('article.carrier', 'in', c.carriers);
  }
  if (c.minSourceWeight) {
    q = q.where((eb) => eb(eb.fn.coalesce('source.weight', eb.lit(0)), '>=', c.minSourceWeight!));
  }
  const rows = await q.orderBy('article.publish_time', 'desc').limit(10_000).execute();
  return rows.map((r) => Number(r.id));
}

async function clusterSizes(db: Kysely<DB>, clusterIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < clusterIds.length; i += 500) {
    const rows = await db
      .selectFrom('article')
      .select((eb) => ['cluster_id', eb.fn.countAll<number>().as('n')])
      .where('cluster_id', 'in', clusterIds.slice(i, i + 500))
      .groupBy('cluster_id')
      .execute();
    for (const r of rows) {
      out.set(Number(r.cluster_id), Number(r.n));
    }
  }
  return out;
}

/**
 * Evaluates the machine warning rules against newly stored articles: which rules their hits
 * trigger, whether each article meets the rule's conditions, then fires per similar cluster
 * (at once, or when the cluster reaches minSimilarCount) or per volume window. Idempotent:
 * a replayed job finds its firings already stored.
 */
export function evaluateWarningsHandler(deps: {
  db: Kysely<DB>;
  book: WarningRuleBook;
  firer: WarningFirer;
}): JobHandler {
  const { db, book, firer } = deps;
  return async ({ payload }) => {
    const { articleIds, at } = payload as EvaluatePayload;
    if (!articleIds?.length) {
      return { fired: 0 };
    }
    await book.refresh();
    const hits = await db
      .selectFrom('rule_hit')
      .select(['article_id', 'rule_id'])
      .where('article_id', 'in', articleIds)
      .execute();
    const hitsOf = new Map<number, Set<number>>();
    for (const h of hits) {
      const set = hitsOf.get(Number(h.article_id)) ?? new Set<number>();
      set.add(Number(h.rule_id));
      hitsOf.set(Number(h.article_id), set);
    }
    const matched = new Map<number, { rule: MachineRule; articles: ArticleFacts[] }>();
    // Articles without hits are here for the 重点监测 rules watching their site or account.
    const facts = await loadFacts(db, [...new Set(articleIds)]);
    for (const [articleId, a] of facts) {
      const ruleIds = hitsOf.get(articleId) ?? new Set<number>();
      // Old news arriving late (imports, history back-fills) is stored, not alarmed about.
      if (a.publishTime < at - MAX_ARTICLE_AGE_MS) {
        continue;
      }
      for (const rule of book.candidates(ruleIds, a)) {
        if (triggeredBy(rule, ruleIds, a) && meetsConditions(rule, a)) {
          const entry = matched.get(rule.id) ?? { rule, articles: [] };
          entry.articles.push(a);
          matched.set(rule.id, entry);
        }
      }
    }
    const plans: FiringInput[] = [];
    for (const { rule, articles } of matched.values()) {
      plans.push(...(await planRule(db, rule, articles, at)));
    }
    // One transaction for the whole batch: a storm of hits costs one commit, not one each.
    const ids = await firer.fireAll(db, plans);
    return { fired: ids.filter((id) => id !== null).length };
  };
}

/** The firings a rule's matched articles call for (stored by the caller in one go). */
async function planRule(
  db: Kysely<DB>,
  rule: MachineRule,
  articles: ArticleFacts[],
  at: number,
): Promise<FiringInput[]> {
  const c = rule.conditions;
  const base = { rule, at, kind: 'machine' as const };
  if (isVolumeRule(c)) {
    const ids = await windowCount(db, rule, at);
    if (ids.length < c.volumeCount!) {
      return [];
    }
    const recent = await db
      .selectFrom('warning_firing')
      .select('id')
      .where('rule_id', '=', rule.id)
      .where('fire_key', 'like', 'volume:%')
      .where('created_at', '>', windowStart(c, at))
      .executeTakeFirst();
    const plan = volumeFiring(rule, ids, at, recent !== undefined);
    return plan ? [{ ...base, ...plan }] : [];
  }
  const clusterIds = [...new Set(articles.map((a) => a.clusterId))];
  const sizes = c.minSimilarCount ? await clusterSizes(db, clusterIds) : null;
  return clusterFirings(rule, articles, (id) => sizes?.get(id)).map((plan) => ({
    ...base,
    ...plan,
  }));
}
