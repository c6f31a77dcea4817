import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceCalls, topicalCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { HOT_LIST_INGEST_PATH } from './hot-list-api.js';

describe.each(ENGINES)('hot-list ingest API for vendors (%s)', (engine) => {
  let t: TestApp;
  let token = '';
  let apiKey = '';
  const post = (body: unknown, key = apiKey) =>
    t.app.inject({
      method: 'POST',
      url: HOT_LIST_INGEST_PATH,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = (await t.loginAs()).token;
    const created = await t.call(dataSourceCalls.saveApiKey, { name: '热榜供应商' }, { token });
    apiKey = (created.body.data as { apiKey: string }).apiKey;
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a tenant’s own key: hot lists are shared by every organisation', async () => {
    const res = await post({ platform: 'douyin', items: [{ rank: 1, title: '伪造热搜' }] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 4003 });
    // From here on the key is a platform key, as the platform administrator would create it.
    await t.db.updateTable('api_key').set({ is_platform: 1 }).execute();
  });

  it('stores a vendor snapshot that the hot list then answers', async () => {
    const res = await post({
      platform: 'douyin',
      takenAt: t.clock.now() - 60_000,
      items: [
        { rank: 2, title: '乙话题', heat: 50 },
        { rank: 1, title: '甲话题', heat: 90, url: 'https://example.cn/a' },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ code: 200, items: 2 });
    const list = await t.call<{ list: { rank: number; title: string; move: string }[] }>(
      topicalCalls.findHotspotRankingList,
      { platform: 'douyin' },
      { token },
    );
    expect(list.body.data.list.map((r) => [r.rank, r.title, r.move])).toEqual([
      [1, '甲话题', 'new'],
      [2, '乙话题', 'new'],
    ]);
  });

  it('refuses a bad key, broken JSON and an unknown platform with a Chinese message', async () => {
    const items = [{ rank: 1, title: '甲' }];
    const badKey = await post({ platform: 'weibo', items }, 'nope');
    expect([badKey.statusCode, badKey.json<{ code: number }>().code]).toEqual([401, 3002]);
    const broken = await post('{not json');
    expect([broken.statusCode, broken.json<{ message: string }>().message]).toEqual([
      400,
      '请求内容不是合法的 JSON',
    ]);
    const unknown = await post({ platform: 'myspace', items });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('平台只能是');
    const empty = await post({ platform: 'weibo', items: [] });
    expect(empty.json<{ message: string }>().message).toBe('热榜条目不能为空');
  });
});
