import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

describe.each(ENGINES)('data sources and API keys (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.ingest.sources.seedDefaults(t.clock.now());
    a = await t.loginAs();
    b = await t.loginAs();
  }, 120_000);
  afterAll(() => t.close());

  const source = {
    name: '本单位官网',
    kind: 'site',
    url: 'https://www.example.edu.cn/news/',
    carrier: 'news',
    language: 'zh',
    isAbroad: false,
    weight: 1,
    intervalSec: 1800,
  };

  it('shows the shared default directory with every source waiting for its first run', async () => {
    const { body } = await t.call(dataSourceCalls.findSourceList, {}, { token: a.token });
    const data = body.data as { list: { isShared: boolean; health: { label: string } }[] };
    expect(data.list.length).toBeGreaterThanOrEqual(10);
    expect(data.list.every((s) => s.isShared && s.health.label === '等待首次采集')).toBe(true);
  });

  it('keeps an organisation’s own sources and keys invisible and untouchable for another', async () => {
    const saved = await t.call(dataSourceCalls.saveSource, source, { token: a.token });
    const sourceId = (saved.body.data as { sourceId: number }).sourceId;
    const key = await t.call(dataSourceCalls.saveApiKey, { name: '供应商A' }, { token: a.token });
    const keyId = (key.body.data as { keyId: number }).keyId;

    const seenByB = await t.call(dataSourceCalls.findSourceList, {}, { token: b.token });
    const names = (seenByB.body.data as { list: { name: string }[] }).list.map((s) => s.name);
    expect(names).not.toContain('本单位官网');
    expect(
      (await t.call(dataSourceCalls.deleteSource, { sourceId }, { token: b.token })).body.meta.code,
    ).toBe(4004);
    expect(
      (await t.call(dataSourceCalls.findApiKeyList, {}, { token: b.token })).body.data,
    ).toEqual([]);
    expect(
      (await t.call(dataSourceCalls.deleteApiKey, { keyId }, { token: b.token })).body.meta.code,
    ).toBe(4004);
    expect(
      (await t.call(dataSourceCalls.findApiKeyList, {}, { token: a.token })).body.data,
    ).toHaveLength(1);
  });

  it('refuses to let an organisation edit a platform default source', async () => {
    const list = await t.call(dataSourceCalls.findSourceList, {}, { token: a.token });
    const shared = (
      list.body.data as { list: { sourceId: number; isShared: boolean }[] }
    ).list.find((s) => s.isShared)!;
    const res = await t.call(
      dataSourceCalls.saveSourceEnableState,
      { sourceId: shared.sourceId, enabled: false },
      { token: a.token },
    );
    expect(res.body.meta).toEqual({ code: 4003, message: '平台默认数据源只能由平台管理员修改' });
  });

  it('rejects a bad source URL with a Chinese message', async () => {
    const res = await t.call(
      dataSourceCalls.saveSource,
      { ...source, url: 'ftp://x' },
      { token: a.token },
    );
    expect(res.body.meta).toMatchObject({
      code: 4000,
      message: '参数「url」请输入以 http:// 或 https:// 开头的网址',
    });
  });

  it('does not let a sub account manage API keys', async () => {
    const sub = await t.loginAs({ kind: 'sub', permissions: ['dataSource'] });
    const res = await t.call(dataSourceCalls.saveApiKey, { name: 'x' }, { token: sub.token });
    expect(res.body.meta.code).toBe(4003);
  });
});
