import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';

/** One count of rule_hit_day, or of rule_hit grouped the same way. */
interface DayCount {
  day: number;
  rule_id: number;
  carrier: string;
  sentiment: string;
  n: number;
}

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
