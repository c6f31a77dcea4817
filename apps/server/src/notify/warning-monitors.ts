import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** The sites and accounts of a rule's 重点监测 objects (enabled ones). */
export interface MonitorTargets {
  sites: ReadonlySet<string>;
  authors: ReadonlySet<string>;
}

/** What an article says about where it comes from. */
export interface ArticleOrigin {
  siteName: string | null;
  authorName: string | null;
  ownerOrgId: number | null;
}

/**
 * Whether an article comes from one of the monitored objects (its site or its account) and
 * may be seen by the rule's organisation (the shared pool or the organisation's own).
 */
export function fromMonitored(targets: MonitorTargets, orgId: number, a: ArticleOrigin): boolean {
  if (a.ownerOrgId !== null && a.ownerOrgId !== orgId) {
    return false;
  }
  return (
    (a.siteName !== null && targets.sites.has(a.siteName)) ||
    (a.authorName !== null && targets.authors.has(a.authorName))
  );
}

/** The enabled 重点监测 objects by id: their site and account names. */
export async function loadMonitorTargets(
  db: Kysely<DB> | Transaction<DB>,
  ids: readonly number[],
): Promise<Map<number, { orgId: number; site: string | null; author: string | null }>> {
  const out = new Map<number, { orgId: number; site: string | null; author: string | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('monitor_set')
      .select(['id', 'org_id', 'extra'])
      .where('kind', '=', 'intensive')
      .where('enabled', '=', 1)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      let extra: { siteName?: unknown; accountName?: unknown } = {};
      try {
        extra = JSON.parse(r.extra) as typeof extra;
      } catch {
        extra = {};
      }
      out.set(Number(r.id), {
        orgId: Number(r.org_id),
        site: typeof extra.siteName === 'string' && extra.siteName ? extra.siteName : null,
        author:
          typeof extra.accountName === 'string' && extra.accountName ? extra.accountName : null,
      });
    }
  }
  return out;
}
