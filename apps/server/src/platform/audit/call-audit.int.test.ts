import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '@guanlan/shared';
import type { System } from '@guanlan/shared';
import { loginAllSystems } from '../../../test/helpers/system-tokens.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { isAuditedCall, isMutatingCall } from './call-audit.js';

describe.each(ENGINES)('audit completeness (%s)', (engine) => {
  let t: TestApp;
  let orgId = 0;
  const tokens: Record<System, string> = { main: '', navy: '', oa: '' };

  async function loginAll() {
    const signedIn = await loginAllSystems(t);
    orgId = signedIn.root.orgId;
    Object.assign(tokens, signedIn.tokens);
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { validateOutput: false });
    await loginAll();
  });
  afterAll(() => t.close());

  it('classifies saves, deletes, moves and binds as mutating and finds as reads', () => {
    const byName = (name: string) => ALL_CALLS.find((c) => c.name === name)!;
    expect(isMutatingCall(byName('saveColumnSpecial'))).toBe(true);
    expect(isMutatingCall(byName('deleteSubAccount'))).toBe(true);
    expect(isMutatingCall(byName('controlAppForMenu'))).toBe(true);
    expect(isMutatingCall(byName('findAllColumnSpecial'))).toBe(false);
    expect(isMutatingCall(byName('trendSpecial'))).toBe(false);
    expect(isAuditedCall(byName('exportOperationLog'))).toBe(true);
  });

  it('leaves one audit row for every mutating call, export and download of the registry', async () => {
    const audited = ALL_CALLS.filter((c) => isAuditedCall(c) && c.auth !== 'public');
    expect(audited.length).toBeGreaterThan(150);
    const missing: string[] = [];
    for (const call of audited) {
      const before = orgId;
      await t.call(call, {}, { token: tokens[call.system] });
      // A file is sent before its audit row is written: allow the write a moment.
      let row;
      for (let i = 0; i < 40 && !row; i += 1) {
        row = await t.db
          .selectFrom('audit_log')
          .select(['title', 'outcome', 'result_code', 'account_id', 'ip', 'device'])
          .where('org_id', '=', before)
          .where('call_path', '=', call.path)
          .executeTakeFirst();
        if (!row) {
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      if (!row || row.title !== call.title || !row.outcome || row.result_code === null) {
        missing.push(call.path);
      }
      if (call.name === 'deleteCAAccount') {
        await loginAll();
      }
    }
    expect(missing).toEqual([]);
  }, 300_000);

  it('does not record reads', async () => {
    const reads = ALL_CALLS.filter((c) => !isAuditedCall(c) && c.auth === 'required').slice(0, 40);
    for (const call of reads) {
      await t.call(call, {}, { token: tokens[call.system] });
    }
    const rows = await t.db
      .selectFrom('audit_log')
      .select('call_path')
      .where(
        'call_path',
        'in',
        reads.map((c) => c.path),
      )
      .execute();
    expect(rows).toEqual([]);
  });
});
