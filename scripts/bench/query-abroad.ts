/**
 * bench:query's overseas media (境外): news sites of the product's 境外网站导航 directory, one
 * per country, stored as abroad sources; a share of the seeded copies is published by them.
 */
import { DAY_MS } from '@guanlan/shared';
import type { Database } from '../../apps/server/src/db/create-db.js';
import { WEBSITE_DIRECTORY } from '../../apps/server/src/modules/monitor/abroad/website-directory.js';
import { prng, skewed } from './query-corpus.js';

/** The share of copies published by overseas media (境外: their country is their source's). */
const ABROAD_SHARE = 0.08;
/** How many overseas media publish the abroad copies (one per country). */
const ABROAD_MEDIA = 12;

export interface AbroadMedium {
  id: number;
  name: string;
}

/**
 * News media of the directory, one per country (Chinese editions first: the copies keep their
 * Chinese text), so the 境外 analyses group them by real countries.
 */
function overseasMedia(): { name: string; url: string; country: string }[] {
  const countries = new Set<string>();
  return [...WEBSITE_DIRECTORY]
    .filter((s) => s.category === '综合新闻')
    .sort((a, b) => Number(b.language === 'zh') - Number(a.language === 'zh'))
    .filter((s) => !countries.has(s.country) && countries.add(s.country))
    .slice(0, ABROAD_MEDIA);
}

/** The overseas media as sources (not collected: the bench writes their articles itself). */
async function addAbroadMedia(database: Database, now: number): Promise<AbroadMedium[]> {
  const rows = await database.db
    .insertInto('source')
    .values(
      overseasMedia().map(({ name, url, country }) => ({
        org_id: null,
        name,
        kind: 'site',
        url,
        config: '{}',
        carrier: 'news',
        region: null,
        language: 'zh',
        is_abroad: 1,
        country,
        weight: 1,
        interval_sec: 3600,
        enabled: 0,
        state: '{}',
        next_run_at: now + 365 * DAY_MS,
        consecutive_errors: 0,
        items_total: 0,
        created_at: now,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * Stores the overseas media and answers, copy by copy, the medium that publishes it (or none).
 * The draws come from a stream of their own, so the other copies' facts stay those of seed
 * version 1.
 */
export async function abroadPublisher(
  database: Database,
  now: number,
): Promise<() => AbroadMedium | undefined> {
  const media = await addAbroadMedia(database, now);
  const rand = prng(2026);
  return () => (rand() < ABROAD_SHARE ? media[skewed(rand, media.length, 1.4)] : undefined);
}
