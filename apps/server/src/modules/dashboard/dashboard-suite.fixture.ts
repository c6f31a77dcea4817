import { afterAll, beforeAll } from 'vitest';
import { DAY_MS, HOUR_MS } from '@guanlan/shared';
import type { CallDef, Envelope } from '@guanlan/shared';
import { dialectFor } from '../../db/dialect.js';
import type { Engine } from '../../db/create-db.js';
import { D0, seedAnalysisCorpus } from '../../analysis/test-corpus.fixture.js';
import type { Corpus } from '../../analysis/test-corpus.fixture.js';
import { createTestApp, toQuery } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { makeAccount } from '../../../test/helpers/factories.js';

/** The window around the fixed corpus: 10-31 23:00 to 11-04 23:59:59 (a8 and a9 fall outside). */
export const WINDOW = {
  timeRange: 'custom',
  startTime: D0 - HOUR_MS,
  endTime: D0 + 4 * DAY_MS - 1,
} as const;

/** A logged-in account of one corpus organisation. */
export interface Member {
  orgId: number;
  accountId: number;
  token: string;
}

export interface DashboardSuite {
  t: TestApp;
  c: Corpus;
  /** Root accounts of organisations A and B, and a second account of A. */
  a: Member;
  a2: Member;
  b: Member;
  /** Special ids of rules A1 (甲专题一), A2 (甲专题二) and B1 (乙专题). */
  specials: { A1: number; A2: number; B1: number };
  call<T = unknown>(
    def: CallDef,
    input: Record<string, unknown>,
    who: Member,
  ): Promise<{ body: Envelope<T> }>;
}

async function insertSpecial(t: TestApp, orgId: number, name: string, ruleId: number, pos: number) {
  const row = await t.db
    .insertInto('special')
    .values({
      org_id: orgId,
      column_id: 1,
      name,
      mode: 'simple',
      definition: '{}',
      area: 'all',
      filters: '{}',
      rule_id: ruleId,
      position: pos,
      show_state: 1,
      top_state: 0,
      enabled: 1,
      created_at: D0,
      updated_at: D0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function member(t: TestApp, orgId: number, userName: string): Promise<Member> {
  const account = await makeAccount(t.db, { orgId, userName });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/login/ajaxLogin${toQuery({ userName, password: account.password })}`,
  });
  const body = res.json<Envelope<{ accessToken: string }>>();
  if (body.meta.code !== 200) {
    throw new Error(`login failed: ${body.meta.message}`);
  }
  return { orgId, accountId: account.id, token: body.data.accessToken };
}

/**
 * Registers hooks building a test app on `engine` with the fixed analysis corpus, a special
 * for each of its rules (A1, A2 in organisation A; B1 in B) and logged-in accounts.
 */
export function dashboardSuite(engine: Engine): DashboardSuite {
  const s = {} as DashboardSuite;
  beforeAll(async () => {
    s.t = await createTestApp(engine);
    s.c = await seedAnalysisCorpus(s.t.db, dialectFor(engine));
    s.specials = {
      A1: await insertSpecial(s.t, s.c.orgA, '甲专题一', s.c.rules.A1, 1),
      A2: await insertSpecial(s.t, s.c.orgA, '甲专题二', s.c.rules.A2, 2),
      B1: await insertSpecial(s.t, s.c.orgB, '乙专题', s.c.rules.B1, 1),
    };
    s.a = await member(s.t, s.c.orgA, `dash_a_${engine}`);
    s.a2 = await member(s.t, s.c.orgA, `dash_a2_${engine}`);
    s.b = await member(s.t, s.c.orgB, `dash_b_${engine}`);
    s.call = (def, input, who) => s.t.call(def, input, { token: who.token });
  }, 120_000);
  afterAll(() => s.t.close());
  return s;
}
