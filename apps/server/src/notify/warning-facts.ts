import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { MachineRule } from './warning-rule-book.js';

/** What rule conditions look at in a stored article. */
export interface ArticleFacts {
  id: number;
  title: string;
  sentiment: string;
  carrier: string;
  sourceWeight: number;
  clusterId: number;
  publishTime: number;
  siteName: string | null;
  authorName: string | null;
  ownerOrgId: number | null;
}

/** Loads the facts of stored articles (source weight 0 when the article has no source). */
export async function loadFacts(db: Kysely<DB>, ids: number[]): Promise<Map<number, ArticleFacts>> {
  const out = new Map<number, ArticleFacts>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('article')
      .leftJoin('source', 'source.id', 'article.source_id')
      .select([
        'article.id',
        'article.title',
        'article.sentiment',
        'article.carrier',
        'article.cluster_id',
        'article.publish_time',
        'article.site_name',
        'article.author_name',
        'article.owner_org_id',
        'source.weight',
      ])
      .where('article.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const id = Number(r.id);
      out.set(id, {
        id,
        title: r.title,
        sentiment: r.sentiment,
        carrier: r.carrier,
        sourceWeight: Number(r.weight ?? 0),
        clusterId: Number(r.cluster_id ?? id),
        publishTime: Number(r.publish_time),
        siteName: r.site_name,
        authorName: r.author_name,
        ownerOrgId: r.owner_org_id === null ? null : Number(r.owner_org_id),
      });
    }
  }
  return out;
}

/** Sentiment, carrier and source-weight conditions of a machine rule. */
export function meetsConditions(rule: MachineRule, a: ArticleFacts): boolean {
  const c = rule.conditions;
  if (c.sentiments?.length && !c.sentiments.includes(a.sentiment as never)) {
    return false;
  }
  if (c.carriers?.length && !c.carriers.includes(a.carrier)) {
    return false;
  }
  return !(c.minSourceWeight && a.sourceWeight < c.minSourceWeight);
}
