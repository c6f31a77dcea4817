import type { Kysely } from 'kysely';
import { isPostgres, statIndexUnique } from './helpers.js';
import { ARTICLE_FACTS } from './2026-11-22T1360_analysis_indexes.js';

/** article_facts_idx's columns (2026-11-22T1360), now with the provenance column at the end. */
const FACTS = [...ARTICLE_FACTS, 'owner_org_id'];

/**
 * SQLite: `article_facts_idx` covers the provenance test again. Every search and analysis over
 * the shared pool (no rule: 云搜索, 全部文章, 境外/多语种 without a set) tests
 * `owner_org_id IS NULL OR owner_org_id = ?` (2026-11-25T0000, added after the index), so the
 * full-text path read each match's wide row by rowid: 「经济」 over 1 M articles (54 K matches)
 * cost 350 ms, 135 ms on the covering index. The hand-written statistics row of T1360 (ids are
 * unique in the index, so the planner prefers it to the table for lookups by id) is rewritten
 * for the new column count. PostgreSQL: nothing (its full-text path is a bitmap scan of the GIN
 * index that reads the heap anyway; lookups by id are on the monthly partitions' keys).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    return;
  }
  await db.schema.dropIndex('article_facts_idx').ifExists().execute();
  await db.schema.createIndex('article_facts_idx').on('article').columns(FACTS).execute();
  await statIndexUnique(db, 'article', 'article_facts_idx', FACTS.length);
}
