import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/http/app-error.js';
import { WEBSITE_DIRECTORY } from './website-directory.js';

/** The org_setting key that records the directory was copied (deleting every site is allowed). */
const SEEDED = 'abroadWebsite.seeded';

/** The redirect address of a site of the navigation. */
export const REDIRECT_PATH = '/indymedia/indyMedia/redirect';

export interface WebsiteInput {
  websiteName: string;
  url: string;
  country?: string | undefined;
  category?: string | undefined;
  language?: string | undefined;
  rssUrl?: string | undefined;
}

export interface WebsiteQuery {
  country?: string | undefined;
  category?: string | undefined;
  keyword?: string | undefined;
  pageNum: number;
  pageSize: number;
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, '');

/**
 * 境外网站导航 of an organisation: its copy of the maintained directory (made on first use),
 * grouped by country and category, searchable, extended or trimmed by the organisation. Sites
 * open through the logged, allow-listed redirect; one already collected shows so.
 */
export class WebsiteService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Copies the directory into the organisation's navigation once. */
  async ensureSeeded(orgId: number): Promise<void> {
    const done = await this.db
      .selectFrom('org_setting')
      .select('value')
      .where('org_id', '=', orgId)
      .where('key', '=', SEEDED)
      .executeTakeFirst();
    if (done) {
      return;
    }
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('org_setting')
        .values({ org_id: orgId, key: SEEDED, value: '1', updated_at: now })
        .execute();
      for (const s of WEBSITE_DIRECTORY) {
        await trx
          .insertInto('abroad_website')
          .values({
            org_id: orgId,
            name: s.name,
            url: s.url,
            host: hostOf(s.url),
            country: s.country,
            language: s.language,
            category: s.category,
            rss_url: s.rss,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['org_id', 'url']).doNothing())
          .execute();
      }
    });
  }

  async list(orgId: number, q: WebsiteQuery) {
    await this.ensureSeeded(orgId);
    let base = this.db.selectFrom('abroad_website').where('org_id', '=', orgId);
    const groups = await Promise.all([
      base
        .select((eb) => ['country', eb.fn.countAll<number>().as('n')])
        .groupBy('country')
        .execute(),
      base
        .select((eb) => ['category', eb.fn.countAll<number>().as('n')])
        .groupBy('category')
        .execute(),
    ]);
    if (q.country) {
      base = base.where('country', '=', q.country);
    }
    if (q.category) {
      base = base.where('category', '=', q.category);
    }
    const keyword = q.keyword?.trim().toLowerCase();
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', like),
          eb(eb.fn('lower', ['url']), 'like', like),
        ]),
      );
    }
    const [{ n }] = [
      await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ];
    const rows = await base
      .selectAll()
      .orderBy('country')
      .orderBy('name')
      .orderBy('id')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    const sources = await this.sourceUrls(rows.flatMap((r) => [r.url, r.rss_url ?? '']));
    const byCount =
      <K extends string>(k: K) =>
      (a: Record<K, string> & { n: number }, b: Record<K, string> & { n: number }) =>
        Number(b.n) - Number(a.n) || a[k].localeCompare(b[k], 'zh');
    return {
      list: rows.map((r) => ({
        websiteId: Number(r.id),
        websiteName: r.name,
        url: r.url,
        country: r.country,
        category: r.category,
        language: r.language,
        rssUrl: r.rss_url,
        redirectUrl: `${REDIRECT_PATH}?url=${encodeURIComponent(r.url)}`,
        isSource: sources.has(r.url) || (r.rss_url !== null && sources.has(r.rss_url)),
      })),
      total: Number(n),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      countries: groups[0]
        .map((g) => ({ country: g.country, n: Number(g.n) }))
        .sort(byCount('country'))
        .map((g) => ({ country: g.country, count: g.n })),
      categories: groups[1]
        .map((g) => ({ category: g.category, n: Number(g.n) }))
        .sort(byCount('category'))
        .map((g) => ({ category: g.category, count: g.n })),
    };
  }

  /** Adds sites; one whose address the navigation already has is skipped. */
  async addBatch(orgId: number, sites: WebsiteInput[]) {
    await this.ensureSeeded(orgId);
    const now = this.clock.now();
    let added = 0;
    for (const s of sites) {
      const res = await this.db
        .insertInto('abroad_website')
        .values({
          org_id: orgId,
          name: s.websiteName.trim(),
          url: s.url,
          host: hostOf(s.url),
          country: s.country?.trim() ?? '',
          language: s.language ?? '',
          category: s.category?.trim() ?? '',
          rss_url: s.rssUrl ?? null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['org_id', 'url']).doNothing())
        .executeTakeFirst();
      added += Number(res.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
    }
    return { added, skipped: sites.length - added };
  }

  /** Deletes sites of the organisation; ids of another organisation answer 4004. */
  async remove(orgId: number, ids: number[]): Promise<void> {
    const own = await this.db
      .selectFrom('abroad_website')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    if (own.length !== new Set(ids).size) {
      throw new AppError('NOT_FOUND', '网站不存在或已被删除');
    }
    await this.db
      .deleteFrom('abroad_website')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
  }

  /** Whether the organisation's navigation (or the directory) holds this address's host. */
  async allows(orgId: number | null, url: string): Promise<boolean> {
    const host = hostOf(url);
    if (WEBSITE_DIRECTORY.some((s) => hostOf(s.url) === host)) {
      return true;
    }
    if (orgId === null) {
      return false;
    }
    const row = await this.db
      .selectFrom('abroad_website')
      .select('id')
      .where('org_id', '=', orgId)
      .where('host', '=', host)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records one outbound redirect, allowed or refused. */
  async log(orgId: number | null, accountId: number | null, url: string, allowed: boolean) {
    await this.db
      .insertInto('redirect_log')
      .values({
        org_id: orgId,
        account_id: accountId,
        url: url.slice(0, 2000),
        allowed: allowed ? 1 : 0,
        created_at: this.clock.now(),
      })
      .execute();
  }

  private async sourceUrls(urls: string[]): Promise<Set<string>> {
    const wanted = urls.filter(Boolean);
    if (wanted.length === 0) {
      return new Set();
    }
    const rows = await this.db
      .selectFrom('source')
      .select('url')
      .where('url', 'in', wanted)
      .execute();
    return new Set(rows.map((r) => r.url));
  }
}
