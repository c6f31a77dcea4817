import { sql } from 'kysely';
import { LANGUAGE_NAMES } from '@guanlan/shared';
import { hashGroups } from './hash-groups.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { scopedFacts } from './scope-facts.js';
import { byCodePoint } from './table.js';
import type { Table } from './table.js';

/** 语种分布: articles per detected language, largest first (unknown languages as 其他). */
export async function languageDistribution(adb: AnalysisDb, scope: ArticleScope): Promise<Table> {
  // The hit facts carry the language: a set's hit range alone answers (else its articles).
  const facts = scopedFacts(adb, scope);
  const hashed = await hashGroups(adb, facts, sql`article.language`, []);
  const rows =
    hashed?.map(([language, n]) => ({ language: String(language), n })) ??
    (await facts
      .select((eb) => ['article.language', eb.fn.countAll<number>().as('n')])
      .groupBy('article.language')
      .execute());
  const names = LANGUAGE_NAMES as Record<string, string>;
  const counts = new Map<string, { code: string; count: number }>();
  for (const r of rows) {
    const code = r.language.trim() || 'other';
    const name = names[code] ?? '其他';
    const entry = counts.get(name) ?? { code: names[code] ? code : 'other', count: 0 };
    entry.count += Number(r.n);
    counts.set(name, entry);
  }
  const out = [...counts].map(([name, { code, count }]) => ({ language: code, name, count }));
  out.sort((a, b) => b.count - a.count || byCodePoint(a.name, b.name));
  return {
    columns: [
      { key: 'name', title: '语种' },
      { key: 'count', title: '信息量' },
    ],
    rows: out,
  };
}
