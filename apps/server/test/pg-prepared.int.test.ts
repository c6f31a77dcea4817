import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/create-db.js';
import type { Database, Engine } from '../src/db/create-db.js';
import { PREPARED, preparedName } from '../src/db/prepared.js';
import { ENGINES, PG_URL, createTestDatabase } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';
import { makeAccount, makeOrg } from './helpers/factories.js';

const onPostgres = ENGINES.includes('postgres') ? describe : describe.skip;

/** The statements the database holds prepared for this connection. */
async function preparedOn(database: Database): Promise<{ name: string; statement: string }[]> {
  const { rows } = await sql<{
    name: string;
    statement: string;
  }>`SELECT name, statement FROM pg_prepared_statements`.execute(database.db);
  return rows;
}

function userNameQuery(database: Database, orgId: number) {
  return database.db
    .selectFrom('account')
    .select(['account.user_name'])
    .where('account.org_id', '=', orgId)
    .orderBy('account.id')
    .modifyEnd(PREPARED);
}

/**
 * A pool of one connection (so `pg_prepared_statements` shows the pool's only session) over a
 * fresh PostgreSQL database with one organisation and its root account.
 */
async function oneConnection(
  env: Record<string, string>,
  userName: string,
): Promise<{ database: Database; orgId: number; close(): Promise<void> }> {
  const t = await createTestDatabase('postgres');
  const config = loadConfig({ ...env, DATABASE_URL: t.databaseUrl! });
  const database = createDb({
    ...config,
    dataDir: t.dataDir,
    databasePoolMax: 1,
    onPoolError: () => undefined,
  });
  const org = await makeOrg(database.db, { name: `${userName}的单位` });
  await makeAccount(database.db, { orgId: org.id, userName });
  return {
    database,
    orgId: org.id,
    async close() {
      await database.close();
      await t.dispose();
    },
  };
}

describe.each(ENGINES)('marked lookups (%s)', (engine: Engine) => {
  let t: TestDatabase;
  let orgs: number[];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    orgs = [];
    for (const name of ['甲单位', '乙单位']) {
      const org = await makeOrg(t.database.db, { name });
      await makeAccount(t.database.db, { orgId: org.id, userName: `root_${org.id}` });
      orgs.push(org.id);
    }
  });

  afterAll(async () => {
    await t.dispose();
  });

  it('answer each run for its own values, before and after the plan is cached', async () => {
    // PostgreSQL plans the first five runs for their values, then may keep a generic plan.
    for (let i = 0; i < 8; i += 1) {
      const orgId = orgs[i % 2]!;
      const rows = await userNameQuery(t.database, orgId).execute();
      expect(rows).toEqual([{ user_name: `root_${orgId}` }]);
    }
  });
});

onPostgres('PostgreSQL prepares marked statements once per connection', () => {
  let one: Awaited<ReturnType<typeof oneConnection>>;
  let database: Database;
  let orgId: number;

  beforeAll(async () => {
    one = await oneConnection({}, 'root_c');
    ({ database, orgId } = one);
  });

  afterAll(() => one.close());

  it('keeps a marked statement prepared under its name, and leaves the others unnamed', async () => {
    const query = userNameQuery(database, orgId);
    const text = query.compile().sql;
    await query.execute();
    await query.execute();
    await database.db.selectFrom('account').select('id').where('org_id', '=', orgId).execute();

    const held = await preparedOn(database);
    expect(held).toHaveLength(1);
    expect(held[0]!.name).toBe(preparedName(text));
    expect(held[0]!.statement).toBe(text);
  });

  it('prepares it again on the connection that replaces one the database ended', async () => {
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(
      database.db,
    );
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    // The pool drops the ended connection once it notices; the next query opens a new one.
    let answered: { user_name: string }[] | undefined;
    for (let i = 0; i < 50 && !answered; i += 1) {
      answered = await userNameQuery(database, orgId)
        .execute()
        .catch(() => undefined);
      if (!answered) {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(answered).toEqual([{ user_name: 'root_c' }]);
    const held = await preparedOn(database);
    expect(held.map((h) => h.name)).toEqual([
      preparedName(userNameQuery(database, orgId).compile().sql),
    ]);
  });
});

onPostgres('DATABASE_PREPARED=0 (a pooler in transaction mode)', () => {
  let one: Awaited<ReturnType<typeof oneConnection>>;
  let database: Database;
  let orgId: number;

  beforeAll(async () => {
    expect(loadConfig({ DATABASE_PREPARED: '0' }).databasePrepared).toBe(false);
    one = await oneConnection({ DATABASE_PREPARED: '0' }, 'root_d');
    ({ database, orgId } = one);
  });

  afterAll(() => one.close());

  it('sends the marked statements unnamed, with the same answers', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(await userNameQuery(database, orgId).execute()).toEqual([{ user_name: 'root_d' }]);
    }
    expect(await preparedOn(database)).toEqual([]);
  });
});
