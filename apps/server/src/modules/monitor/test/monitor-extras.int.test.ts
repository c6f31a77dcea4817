import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abroadCalls,
  cloudSearchCalls,
  favoritesCalls,
  intensiveMonitorCalls,
  specialCalls,
  toolCalls,
} from '@guanlan/shared';
import { createTestApp } from '../../../../test/helpers/test-app.js';
import type { TestApp } from '../../../../test/helpers/test-app.js';
import { ENGINES } from '../../../../test/helpers/test-db.js';
import { demoCoverPng } from '../../../media/demo-cover.js';
import { MediaStore } from '../../../media/media-store.js';
import { seedMonitorCorpus } from './monitor-corpus.fixture.js';

interface Page {
  list: { id: number; title: string; siteName: string; author?: string }[];
  total: number;
}

describe.each(ENGINES)('intensive monitoring, cloud search, website navigation (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    await seedMonitorCorpus(t);
  }, 120_000);
  afterAll(() => t.close());

  const call = <T = unknown>(
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token = a.token,
  ) => t.call<T>(def, input, { token });
  const ok = async <T>(def: Parameters<TestApp['call']>[0], input: Record<string, unknown>) => {
    const r = await call<T>(def, input);
    expect([r.body.meta.code, r.body.meta.message]).toEqual([200, r.body.meta.message]);
    return r.body.data;
  };

  it('intensive: monitored site and account with a custom keyword; their articles and statistics', async () => {
    const g = await ok<{ groupId: number }>(intensiveMonitorCalls.saveIntensiveMonitorGroup, {
      groupName: '重点媒体',
    });
    ids.group = g.groupId;
    const site = await ok<{ monitorId: number }>(intensiveMonitorCalls.saveIntensiveMonitor, {
      groupId: g.groupId,
      monitorName: 'US Daily',
      carrier: 'news',
      siteName: 'US Daily',
    });
    ids.site = site.monitorId;
    const account = await ok<{ monitorId: number }>(intensiveMonitorCalls.saveIntensiveMonitor, {
      groupId: g.groupId,
      monitorName: '会展小王',
      carrier: 'video',
      accountName: '会展小王',
    });
    ids.account = account.monitorId;
    const kw = await ok<{ keywordId: number }>(intensiveMonitorCalls.saveIntensiveMonitorKeyword, {
      monitorId: site.monitorId,
      keywordName: '贸易',
      subjectWords: 'trade',
    });
    ids.keyword = kw.keywordId;
    await t.ingest.runner.drain();

    const all = await ok<Page>(intensiveMonitorCalls.findIntensiveMonitorArticle, {});
    // US Daily's three articles and 会展小王's video.
    expect(all.total).toBe(4);
    const bySite = await ok<Page>(intensiveMonitorCalls.findIntensiveMonitorArticle, {
      monitorId: site.monitorId,
    });
    expect(bySite.total).toBe(3);
    const byKeyword = await ok<Page>(intensiveMonitorCalls.findIntensiveMonitorArticle, {
      keywordId: kw.keywordId,
    });
    expect(byKeyword.list.map((x) => x.title)).toEqual([
      'Trade talks resume between the two countries',
    ]);
    const stats = await ok<{ rows: Record<string, string | number>[] }>(
      intensiveMonitorCalls.findIntensiveMonitorCarrierDataStatistics,
      { groupId: g.groupId },
    );
    const total = stats.rows.find((r) => r.carrier === 'total');
    expect(Number(total?.total)).toBe(4);

    await ok(intensiveMonitorCalls.saveIntensiveMonitorEnableState, {
      monitorId: account.monitorId,
      enableState: false,
    });
    const enabledOnly = await ok<Page>(intensiveMonitorCalls.findIntensiveMonitorArticle, {
      groupId: g.groupId,
    });
    expect(enabledOnly.total).toBe(3);
    const page = await ok<{
      list: { monitorName: string; keywordCount: number; enableState: boolean }[];
    }>(intensiveMonitorCalls.findPageIntensiveMonitor, { groupId: g.groupId });
    expect(page.list.map((m) => [m.monitorName, m.keywordCount, m.enableState])).toEqual([
      ['US Daily', 1, true],
      ['会展小王', 0, false],
    ]);
    const exported = await call(intensiveMonitorCalls.exportIntensiveMonitorArticle, {
      monitorId: site.monitorId,
      exportCount: 1000,
    });
    expect(exported.res.headers['content-disposition']).toContain(
      encodeURIComponent('US Daily_重点监测文章'),
    );
    const busy = await call(intensiveMonitorCalls.deleteIntensiveMonitorGroup, {
      groupId: g.groupId,
    });
    expect(busy.body.meta.message).toBe('该分组下还有监测对象，请先删除或移走其中的监测对象');
    const foreign = await call(
      intensiveMonitorCalls.findIntensiveMonitorKeyword,
      { monitorId: site.monitorId },
      b.token,
    );
    expect(foreign.body.meta.message).toBe('监测对象不存在或已被删除');
  });

  it('cloud search: finds everything, logs the search, joins results to a special, favourites and a report', async () => {
    const found = await ok<Page>(cloudSearchCalls.cloudSearchArticlePage, { keyword: '贸易' });
    // The domestic article, the two videos, and the Japanese 貿易 (folded to simplified).
    expect(found.total).toBe(4);
    const logs = await t.db
      .selectFrom('search_log')
      .select('keyword')
      .where('org_id', '=', a.orgId)
      .execute();
    expect(logs.map((l) => l.keyword)).toEqual(['贸易']);

    const col = await ok<{ groupId: number }>(specialCalls.saveColumn, { columnName: '手动' });
    const sp = await ok<{ specialId: number }>(specialCalls.saveColumnSpecial, {
      groupId: col.groupId,
      specialName: '天气',
      subjectWords: '天气预报',
    });
    await t.ingest.runner.drain();
    const joined = await ok<{ added: number }>(cloudSearchCalls.articleJoinSystem, {
      articleIds: found.list.map((x) => x.id),
      specialId: sp.specialId,
    });
    expect(joined.added).toBe(4);
    const again = await ok<{ added: number }>(cloudSearchCalls.articleJoinSystem, {
      articleIds: found.list.map((x) => x.id),
      specialId: sp.specialId,
    });
    expect(again.added).toBe(0);
    const list = await ok<Page>(specialCalls.findSpecialArticleSingleOrAll, {
      specialId: sp.specialId,
    });
    expect(list.total).toBe(4);
    const fav = await ok<{ added: number }>(cloudSearchCalls.articleJoinSystem, {
      articleIds: [found.list[0]!.id],
      folderId: 0,
    });
    expect(fav.added).toBe(1);
    const favs = await ok<Page>(favoritesCalls.findPageFavoriteArticle, {});
    expect(favs.list.map((x) => x.id)).toEqual([found.list[0]!.id]);
    const report = await ok<{ added: number }>(cloudSearchCalls.articleJoinSystem, {
      articleIds: [found.list[0]!.id, found.list[1]!.id],
      period: 'week',
    });
    expect(report.added).toBe(2);
    const other = await call(
      cloudSearchCalls.articleJoinSystem,
      { articleIds: [found.list[0]!.id], specialId: sp.specialId },
      b.token,
    );
    expect(other.body.meta.message).toBe('专题不存在或已被删除');
  });

  it('website navigation: ≥ 80 real sites grouped by country, searchable, editable; allow-listed redirect', async () => {
    const first = await ok<{
      total: number;
      list: { websiteId: number; url: string; redirectUrl: string }[];
      countries: { country: string; count: number }[];
    }>(abroadCalls.findWebsite, { pageSize: 10 });
    expect(first.total).toBeGreaterThanOrEqual(80);
    expect(first.countries[0]).toEqual({ country: '美国', count: expect.any(Number) as number });
    const bbc = await ok<{ list: { websiteName: string; rssUrl: string | null }[] }>(
      abroadCalls.findWebsite,
      { keyword: 'bbc' },
    );
    expect(bbc.list.map((w) => w.websiteName)).toEqual(['BBC News', 'BBC 中文']);
    const added = await ok<{ added: number; skipped: number }>(abroadCalls.saveBatchWebsite, {
      websites: [
        { websiteName: 'Example Times', url: 'https://times.example.org/', country: '英国' },
        { websiteName: 'BBC again', url: 'https://www.bbc.com/news' },
      ],
    });
    expect(added).toEqual({ added: 1, skipped: 1 });
    const mine = await ok<{ list: { websiteId: number }[] }>(abroadCalls.findWebsite, {
      keyword: 'example times',
    });
    const foreignDelete = await call(
      abroadCalls.deleteWebsite,
      { websiteIds: [mine.list[0]!.websiteId] },
      b.token,
    );
    expect(foreignDelete.body.meta.message).toBe('网站不存在或已被删除');

    const go = await t.app.inject({
      method: 'GET',
      url: `/indymedia/indyMedia/redirect?url=${encodeURIComponent('https://times.example.org/a')}`,
      headers: { authorization: a.token },
    });
    expect([go.statusCode, go.headers.location]).toEqual([302, 'https://times.example.org/a']);
    const evil = await call(toolCalls.redirect, { url: 'https://evil.example.net/phish' });
    expect(evil.body.meta.message).toBe('该网址不在境外网站导航中，已拒绝跳转');
    const log = await t.db
      .selectFrom('redirect_log')
      .select(['url', 'allowed'])
      .orderBy('id')
      .execute();
    expect(log.map((l) => [l.url, Number(l.allowed)])).toEqual([
      ['https://times.example.org/a', 1],
      ['https://evil.example.net/phish', 0],
    ]);
  });

  it('media store: keeps a cover by content and serves it under the media base', async () => {
    const store = new MediaStore(t.db, '/media');
    const png = demoCoverPng([200, 40, 40], [40, 40, 200]);
    const url = await store.putBase64(`data:image/png;base64,${png.toString('base64')}`, 1);
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    expect(res.rawPayload.equals(png)).toBe(true);
    await expect(
      store.putBase64(Buffer.from('<svg onload=alert(1)>').toString('base64'), 1),
    ).rejects.toThrow('封面只支持 PNG、JPEG、GIF 或 WebP 图片');
  });
});
