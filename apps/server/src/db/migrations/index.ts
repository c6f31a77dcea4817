import type { Migration } from 'kysely';
import * as m20261122T0900 from './2026-11-22T0900_create_accounts_sessions.js';

/** Forward-only migrations in the order they run. Names never change once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0900_create_accounts_sessions': m20261122T0900,
};
