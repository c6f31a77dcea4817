import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/** A LIKE pattern matching `text` anywhere, with `\` as the escape character. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column LIKE %text% ESCAPE '\'` — the same on SQLite and PostgreSQL. */
export function contains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
