import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type {
  RuleHitDayTable,
  RuleHitRegionDayTable,
  RuleHitSiteDayTable,
} from '../../src/db/schema/articles.js';

/** One count of rule_hit_day, or of rule_hit grouped the same way. */
type DayCount = Omit<RuleHitDayTable, 'org_id'>;

const sorted = (rows: DayCount[]) =>
  rows
    .map((r) => ({ ...r, day: Number(r.day), rule_id: Number(r.rule_id), n: Number(r.n) }))
    .filter((r) => r.n !== 0)
    .sort((a, b) =>
      `${a.day}/${a.rule_id}/${a.carrier}/${a.sentiment}`.localeCompare(
        `${b.day}/${b.rule_id}/${b.carrier}/${b.sentiment}`,
      ),
    );

/**
 * The stored per-rule day counts (rule_hit_day, zero rows left out) and the same counts
 * grouped from the hits themselves: the triggers keep the first equal to the second.
 */
export async function dayCountsOf(db: Kysely<DB>) {
  const stored = await db
    .selectFrom('rule_hit_day')
    .select(['day', 'rule_id', 'carrier', 'sentiment', 'n'])
    .execute();
  const counted = await sql<DayCount>`SELECT (publish_time + 28800000) / 86400000 AS day,
      rule_id, carrier, sentiment, COUNT(*) AS n FROM rule_hit
      GROUP BY (publish_time + 28800000) / 86400000, rule_id, carrier, sentiment`.execute(db);
  return { stored: sorted(stored), counted: sorted(counted.rows) };
}

/** One count of rule_hit_region_day, or of the hits' masks expanded the same way. */
type AreaCount = Omit<RuleHitRegionDayTable, 'org_id'>;

/**
 * The stored per-area day counts (rule_hit_region_day, zero rows left out) and the same counts
 * from the hits, their masks expanded here bit by bit.
 */
export async function areaCountsOf(db: Kysely<DB>) {
  const key = (a: Omit<AreaCount, 'n'>) =>
    `${a.day}/${a.rule_id}/${a.map}/${a.carrier}/${a.sentiment}/${a.bit}`;
  const norm = (rows: AreaCount[]) =>
    rows
      .map((r) => ({ ...r, day: Number(r.day), rule_id: Number(r.rule_id), bit: Number(r.bit) }))
      .map((r) => ({ ...r, n: Number(r.n) }))
      .filter((r) => r.n !== 0)
      .sort((a, b) => key(a).localeCompare(key(b)));
  const stored = await db
    .selectFrom('rule_hit_region_day')
    .select(['day', 'rule_id', 'map', 'carrier', 'sentiment', 'bit', 'n'])
    .execute();
  const hits = await db
    .selectFrom('rule_hit')
    .select(['publish_time', 'rule_id', 'carrier', 'sentiment', 'region_mask', 'district_mask'])
    .execute();
  const counted = new Map<string, AreaCount>();
  for (const h of hits) {
    const day = Math.floor((Number(h.publish_time) + 28_800_000) / 86_400_000);
    for (const [map, mask] of [
      ['province', BigInt(h.region_mask)],
      ['beijing', BigInt(h.district_mask)],
    ] as const) {
      for (let bit = 0; bit < 63; bit += 1) {
        if ((mask >> BigInt(bit)) & 1n) {
          const a = {
            day,
            rule_id: Number(h.rule_id),
            map,
            carrier: h.carrier,
            sentiment: h.sentiment,
            bit,
          };
          const c = counted.get(key(a)) ?? { ...a, n: 0 };
          c.n += 1;
          counted.set(key(a), c);
        }
      }
    }
  }
  return { stored: norm(stored), counted: norm([...counted.values()]) };
}

/** One count of rule_hit_site_day, or of rule_hit grouped the same way. */
type SiteCount = Omit<RuleHitSiteDayTable, 'org_id'>;

/**
 * The stored per-site day counts (rule_hit_site_day, zero rows left out) and the same counts
 * grouped from the hits that have a site.
 */
export async function siteCountsOf(db: Kysely<DB>) {
  const key = (a: SiteCount) => `${a.day}/${a.rule_id}/${a.site_name}/${a.carrier}/${a.sentiment}`;
  const norm = (rows: SiteCount[]) =>
    rows
      .map((r) => ({ ...r, day: Number(r.day), rule_id: Number(r.rule_id), n: Number(r.n) }))
      .filter((r) => r.n !== 0)
      .sort((a, b) => key(a).localeCompare(key(b)));
  const stored = await db
    .selectFrom('rule_hit_site_day')
    .select(['day', 'rule_id', 'site_name', 'carrier', 'sentiment', 'n'])
    .execute();
  const counted = await sql<SiteCount>`SELECT (publish_time + 28800000) / 86400000 AS day,
      rule_id, site_name, carrier, sentiment, COUNT(*) AS n FROM rule_hit
      WHERE site_name IS NOT NULL AND site_name <> ''
      GROUP BY (publish_time + 28800000) / 86400000, rule_id, site_name, carrier, sentiment`.execute(
    db,
  );
  return { stored: norm(stored), counted: norm(counted.rows) };
}
