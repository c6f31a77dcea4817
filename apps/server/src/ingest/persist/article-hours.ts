import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { HOUR_MS } from '@guanlan/shared';
import type { ArticleHourTable, DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What one stored article adds to its hour's count (article_hour). */
export interface HourFact {
  publishTime: number;
  ownerOrgId: number | null;
  carrier: string;
  sentiment: string;
  crawlTime: number;
}

type Cell = ArticleHourTable;

/** Rows per upsert statement (6 parameters each). */
const CHUNK = 500;

/** The facts summed per key, in key order. */
function cellsOf(facts: readonly HourFact[]): Cell[] {
  const cells = new Map<string, Cell>();
  for (const f of facts) {
    const hour = Math.floor(f.publishTime / HOUR_MS) * HOUR_MS;
    const owner = f.ownerOrgId ?? 0;
    const key = `${hour}\u0000${owner}\u0000${f.carrier}\u0000${f.sentiment}`;
    const cell = cells.get(key);
    if (cell) {
      cell.n += 1;
      cell.latest_crawl = Math.max(cell.latest_crawl, f.crawlTime);
    } else {
      cells.set(key, {
        hour,
        owner_org_id: owner,
        carrier: f.carrier,
        sentiment: f.sentiment,
        n: 1,
        latest_crawl: f.crawlTime,
      });
    }
  }
  return [...cells.values()].sort(
    (a, b) =>
      a.hour - b.hour ||
      a.owner_org_id - b.owner_org_id ||
      (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0) ||
      (a.sentiment < b.sentiment ? -1 : a.sentiment > b.sentiment ? 1 : 0),
  );
}

/**
 * Adds stored articles to their hours' counts. One upsert in key order, run last in the batch's
 * transaction: concurrent writers on PostgreSQL take the rows' locks in the same order and hold
 * them only until their commit, so they queue briefly and never deadlock.
 */
export async function countArticleHours(db: Db, facts: readonly HourFact[]): Promise<void> {
  const cells = cellsOf(facts);
  for (let i = 0; i < cells.length; i += CHUNK) {
    await db
      .insertInto('article_hour')
      .values(cells.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['hour', 'owner_org_id', 'carrier', 'sentiment']).doUpdateSet({
          n: sql<number>`article_hour.n + excluded.n`,
          latest_crawl: sql<number>`CASE WHEN excluded.latest_crawl > article_hour.latest_crawl
            THEN excluded.latest_crawl ELSE article_hour.latest_crawl END`,
        }),
      )
      .execute();
  }
}

/**
 * Takes articles about to be deleted out of their hours' counts (rows that reach zero go). The
 * newest crawl time of an hour stays: it is when that hour's data last arrived.
 */
export async function uncountArticles(db: Db, ids: readonly number[]): Promise<void> {
  const facts: HourFact[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('article')
      .select(['publish_time', 'owner_org_id', 'carrier', 'sentiment', 'crawl_time'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) {
      facts.push({
        publishTime: Number(r.publish_time),
        ownerOrgId: r.owner_org_id === null ? null : Number(r.owner_org_id),
        carrier: r.carrier,
        sentiment: r.sentiment,
        crawlTime: Number(r.crawl_time),
      });
    }
  }
  const cells = cellsOf(facts);
  for (const c of cells) {
    await db
      .updateTable('article_hour')
      .set({ n: sql<number>`n - ${c.n}` })
      .where('hour', '=', c.hour)
      .where('owner_org_id', '=', c.owner_org_id)
      .where('carrier', '=', c.carrier)
      .where('sentiment', '=', c.sentiment)
      .execute();
  }
  const hours = [...new Set(cells.map((c) => c.hour))];
  for (let i = 0; i < hours.length; i += CHUNK) {
    await db
      .deleteFrom('article_hour')
      .where('hour', 'in', hours.slice(i, i + CHUNK))
      .where('n', '<=', 0)
      .execute();
  }
}

/** Counts every stored article anew (test fixtures and the bench write articles directly). */
export async function recountArticleHours(db: Db): Promise<void> {
  await db.deleteFrom('article_hour').execute();
  await sql`INSERT INTO article_hour (hour, owner_org_id, carrier, sentiment, n, latest_crawl)
    SELECT (publish_time / 3600000) * 3600000, COALESCE(owner_org_id, 0), carrier, sentiment,
      COUNT(*), MAX(crawl_time)
    FROM article
    GROUP BY (publish_time / 3600000) * 3600000, COALESCE(owner_org_id, 0), carrier, sentiment`.execute(
    db,
  );
}
