import type { Kysely } from 'kysely';
import { compileRules } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import { normaliseForMatch } from '../../nlp/normalise.js';
import type { JobContext } from '../../platform/jobs/job-runner.js';
import type { ArticleAnalyser } from '../analyse/article-analyser.js';
import { insertStoredHits } from '../persist/hit-facts.js';
import { removeRuleHits } from '../persist/org-hits.js';
import { passesFilters, toActiveRule } from './rule-definition.js';

export const BACKFILL_JOB = 'rule:backfill';
const PAGE = 1000;

/**
 * Re-matches one rule over every stored article (after a rule is created or edited), with
 * progress. Idempotent: it first clears the rule's hits, then writes them again page by page.
 */
export function backfillRuleHandler(deps: {
  db: Kysely<DB>;
  analyser: ArticleAnalyser;
  toSimplified: (text: string) => string;
}) {
  return async (ctx: JobContext): Promise<unknown> => {
    const { ruleId } = ctx.payload as { ruleId: number };
    const { db } = deps;
    const row = await db
      .selectFrom('monitor_rule')
      .selectAll()
      .where('id', '=', ruleId)
      .executeTakeFirst();
    if (!row) {
      return { skipped: '规则已删除' };
    }
    const rule = toActiveRule(row, deps.toSimplified);
    await removeRuleHits(db, row.org_id, ruleId);
    if (!rule || row.enabled !== 1) {
      return { matched: 0 };
    }
    const matcher = compileRules([rule]);
    const total = await db
      .selectFrom('article')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let lastId = 0;
    let scanned = 0;
    let matched = 0;
    for (;;) {
      const page = await db
        .selectFrom('article')
        .select(['id', 'title', 'content', 'carrier', 'is_abroad', 'language', 'source_id'])
        .where('id', '>', lastId)
        // Another organisation's own articles are never matched against this rule.
        .where((eb) => eb.or([eb('owner_org_id', 'is', null), eb('owner_org_id', '=', row.org_id)]))
        .orderBy('id')
        .limit(PAGE)
        .execute();
      if (page.length === 0) {
        break;
      }
      lastId = page.at(-1)!.id;
      scanned += page.length;
      const hits = page.filter(
        (a) =>
          passesFilters(rule.filters, {
            carrier: a.carrier,
            isAbroad: a.is_abroad === 1,
            language: a.language,
            sourceId: a.source_id ?? undefined,
          }) &&
          matcher.match({
            title: normaliseForMatch(a.title),
            content: normaliseForMatch(a.content),
          }).length > 0,
      );
      await insertStoredHits(
        db,
        { ruleId, orgId: rule.orgId },
        hits.map((a) => a.id),
      );
      matched += hits.length;
      await ctx.progress(
        scanned / Math.max(1, Number(total.n)),
        `已扫描 ${scanned} 篇，命中 ${matched} 篇`,
      );
    }
    return { scanned, matched };
  };
}
