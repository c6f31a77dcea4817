import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCalls, bigScreenCalls, eventCalls, specialCalls } from '@guanlan/shared';
import { callersFor } from '../../../test/helpers/callers.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { HotListStore } from '../../ingest/hotlist/hot-list.store.js';
import { topicalCorpus } from '../../../test/fixtures/topical-corpus.js';

const HOUR = 3_600_000;
type Row = Record<string, string | number>;
interface Panel {
  data: unknown;
  updatedAt: string | null;
  stale: boolean;
}
interface Screen {
  screenCode: string;
  boundTo: string;
  refreshSeconds: number;
  panels: Record<string, Panel>;
}

describe.each(ENGINES)('big screens (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let specialId = 0;
  let eventId = 0;

  const { call, data } = callersFor(
    () => t,
    () => a.token,
  );

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    await t.ingest.pipeline.ingest(topicalCorpus(t.clock.now()));
    const { groupId } = await data<{ groupId: number }>(specialCalls.saveColumn, {
      columnName: '大屏测试',
    });
    ({ specialId } = await data<{ specialId: number }>(specialCalls.saveColumnSpecial, {
      groupId,
      specialName: '市人民医院',
      ruleMode: 'simple',
      subjectWords: '市人民医院',
    }));
    ({ eventId } = await data<{ eventId: number }>(eventCalls.saveEvent, {
      eventName: '地铁故障',
      eventStartTime: t.clock.now() - 10 * HOUR,
      ruleMode: 'simple',
      subjectWords: '地铁三号线',
    }));
    await t.ingest.runner.drain();
    const store = new HotListStore(t.db);
    await store.save('weibo', t.clock.now() - HOUR, [{ rank: 1, title: '甲事件', heat: 10 }]);
    await store.save('zhihu', t.clock.now() - HOUR, [
      { rank: 1, title: '乙事件', heat: 9 },
      { rank: 2, title: '甲事件', heat: 8 },
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const onSpecial = () => ({ specialId, timeRange: '24h' });

  it('counts the special and the whole collection (hand-computed from the corpus)', async () => {
    // 市人民医院 in the last 24 h: articles 1–4 (article 8 is 30 h old); all of them today
    // (T0 is 09:00 in Shanghai, the newest 5 h old).
    const stats = await data<Row>(bigScreenCalls.dataStatisticsBigScreen, onSpecial());
    expect([stats.name, stats.total, stats.today, stats.sites]).toEqual(['市人民医院', 4, 4, 4]);
    const full = await data<Row>(bigScreenCalls.fullDataStatisticsBigScreen, { timeRange: '24h' });
    expect(full.total).toBe(7);
    const carriers = await data<{ rows: Row[] }>(bigScreenCalls.fullCarrierDistributionBigScreen, {
      timeRange: '24h',
    });
    const byCarrier = Object.fromEntries(
      carriers.rows.map((r): [string, number] => [String(r.carrier), Number(r.total)]),
    );
    expect([byCarrier.news, byCarrier.microBlog, byCarrier.total]).toEqual([6, 1, 7]);
    const special = await data<{ rows: Row[] }>(
      bigScreenCalls.carrierDistributionBigScreen,
      onSpecial(),
    );
    expect(special.rows.find((r) => r.carrier === 'total')!.total).toBe(4);
  });

  it('answers sentiment share and ratio consistently with the distribution', async () => {
    const dist = await data<{ rows: Row[] }>(
      bigScreenCalls.motionDistributionBigScreen,
      onSpecial(),
    );
    const n = (s: string) => Number(dist.rows.find((r) => r.sentiment === s)!.count);
    const ratio = await data<Row>(bigScreenCalls.motionDistributionRatioBigScreen, onSpecial());
    expect([ratio.positive, ratio.neutral, ratio.negative, ratio.total]).toEqual([
      n('positive'),
      n('neutral'),
      n('negative'),
      4,
    ]);
    expect(ratio.neutralPercent).toBe(Math.round((n('neutral') / 4) * 10000) / 100);
    const trend = await data<{ rows: Row[] }>(bigScreenCalls.emotionTrendBigScreen, onSpecial());
    const sum = trend.rows.reduce(
      (x, r) => x + Number(r.positive) + Number(r.neutral) + Number(r.negative),
      0,
    );
    expect(sum).toBe(4);
  });

  it('streams the live feed newest first and only what came after a given id', async () => {
    const live = await data<{ id: number; title: string; siteName: string }[]>(
      bigScreenCalls.opinionLiveBroadcastBigScreen,
      { ...onSpecial(), size: 2 },
    );
    expect(live.map((x) => x.siteName)).toEqual(['示例都市报', '示例网']);
    const after = await data<{ siteName: string }[]>(bigScreenCalls.opinionLiveBroadcastBigScreen, {
      ...onSpecial(),
      afterId: live[1]!.id,
    });
    expect(after.map((x) => x.siteName)).toEqual(['示例都市报']);
    const words = await data<{ rows: Row[] }>(bigScreenCalls.hotWordsCloudBigScreen, onSpecial());
    expect(words.rows.length).toBeGreaterThan(0);
    const leaders = await data<{ rows: Row[] }>(
      bigScreenCalls.publicOpinionLeadersListBigScreen,
      onSpecial(),
    );
    expect(Array.isArray(leaders.rows)).toBe(true);
    const regions = await data<{ rows: Row[] }>(
      bigScreenCalls.regionDistributionBigScreen,
      onSpecial(),
    );
    expect(Array.isArray(regions.rows)).toBe(true);
    const trend = await data<{ rows: Row[] }>(bigScreenCalls.fullCarrierTrendBigScreen, {
      timeRange: '24h',
    });
    expect(trend.rows.reduce((x, r) => x + Number(r.news ?? 0), 0)).toBe(6);
  });

  it('merges the hot lists for 全网热点 and lists the bindable specials and events', async () => {
    const hot = await data<{ list: { title: string; score: number }[] }>(
      bigScreenCalls.fullHotspotBigScreen,
      { size: 5 },
    );
    // 甲事件: weibo #1 (50) + zhihu #2 (49) = 99; 乙事件: zhihu #1 = 50.
    expect(hot.list.map((x) => [x.title, x.score])).toEqual([
      ['甲事件', 99],
      ['乙事件', 50],
    ]);
    expect(await data(bigScreenCalls.findBigScreenOfSpecial)).toEqual([
      { specialId, specialName: '市人民医院' },
    ]);
    expect(await data(bigScreenCalls.findBigScreenOfEvent)).toEqual([
      { eventId, eventName: '地铁故障', ongoing: true },
    ]);
    expect(await data(bigScreenCalls.findBigScreenOfSpecial, {}, b.token)).toEqual([]);
    const foreign = await call(bigScreenCalls.dataStatisticsBigScreen, { specialId }, b.token);
    expect(foreign.meta.code).toBe(4004);
  });

  it('stores one setting per screen and organisation', async () => {
    const all = await data<{ screenCode: string; saved: boolean }[]>(
      bigScreenCalls.findAllBigScreenSet,
    );
    expect(all.map((s) => [s.screenCode, s.saved])).toEqual([
      ['publicOpinion', false],
      ['emergencyCommandCenter', false],
      ['visualScreen', false],
      ['hotList', false],
      ['dataSourceCenter', false],
    ]);
    const form = {
      screenCode: 'visualScreen',
      screenTitle: '医院专题大屏',
      specialIds: [specialId],
      timeRange: '24h',
      refreshSeconds: 30,
      rotateSeconds: 0,
    };
    await data(bigScreenCalls.saveSingletonBigScreenSet, form);
    await data(bigScreenCalls.saveSingletonBigScreenSet, { ...form, refreshSeconds: 45 });
    const one = await data<Row & { specialIds: number[] }>(
      bigScreenCalls.findSingletonBigScreenSet,
      {
        screenCode: 'visualScreen',
      },
    );
    expect([one.screenTitle, one.refreshSeconds, one.specialIds, one.saved]).toEqual([
      '医院专题大屏',
      45,
      [specialId],
      true,
    ]);
    const same = await data(bigScreenCalls.findBigScreenSet, { screenCode: 'visualScreen' });
    expect(same).toEqual(one);
    const stolen = await call(bigScreenCalls.saveSingletonBigScreenSet, form, b.token);
    expect(stolen.meta.code).toBe(4004);
    const bAll = await data<{ saved: boolean }[]>(bigScreenCalls.findAllBigScreenSet, {}, b.token);
    expect(bAll.every((s) => !s.saved)).toBe(true);
  });

  it('composes whole screens with per-panel update times', async () => {
    const visual = await data<Screen>(bigScreenCalls.findBigScreenData, {
      screenCode: 'visualScreen',
    });
    expect(visual.boundTo).toBe('市人民医院');
    expect(visual.refreshSeconds).toBe(45);
    expect((visual.panels.statistics!.data as Row).total).toBe(4);
    expect(visual.panels.statistics!.stale).toBe(false);
    expect(visual.panels.live!.updatedAt).not.toBeNull();
    const opinion = await data<Screen>(bigScreenCalls.findBigScreenData, {
      screenCode: 'publicOpinion',
    });
    expect((opinion.panels.fullStatistics!.data as Row).total).toBe(7);
    expect(opinion.panels.hotspots!.stale).toBe(false);
    const command = await data<Screen>(bigScreenCalls.findBigScreenData, {
      screenCode: 'emergencyCommandCenter',
    });
    const events = command.panels.events!.data as { name: string; count: number }[];
    // 地铁三号线 in the event window (10 h): articles 5 (6 h) and 6 (1 h).
    expect(events.map((e) => [e.name, e.count])).toEqual([['地铁故障', 2]]);
    // 舆情上报: A's reports by state (drafts left out), one step past its deadline; B's unseen.
    const report = (org: number, title: string, state: string, deadline: number | null) => ({
      org_id: org,
      title,
      content: '',
      level: '2',
      report_type: '负面舆情',
      state,
      article_id: null,
      warning_id: null,
      article_url: '',
      source: '',
      carrier: 'news',
      summary: '',
      sentiment: 'negative',
      snapshot: null,
      reporter_id: a.accountId,
      approver_ids: '',
      handler_id: null,
      instruction: '',
      feedback: '',
      step_started_at: t.clock.now() - HOUR,
      step_deadline: deadline,
      overdue_noticed_at: null,
      created_at: t.clock.now() - HOUR,
      updated_at: t.clock.now() - HOUR,
    });
    await t.db
      .insertInto('oa_report')
      .values([
        report(a.orgId, '草稿不计', 'draft', null),
        report(a.orgId, '地铁停运上报', 'pending', t.clock.now() - 60_000),
        report(a.orgId, '医院排队上报', 'handling', t.clock.now() + HOUR),
        report(a.orgId, '已办结的上报', 'finished', t.clock.now() - HOUR),
        report(b.orgId, '别家的上报', 'pending', t.clock.now() - 60_000),
      ])
      .execute();
    const withOa = await data<Screen>(bigScreenCalls.findBigScreenData, {
      screenCode: 'emergencyCommandCenter',
    });
    const oa = withOa.panels.oa!.data as {
      states: { state: string; count: number }[];
      overdue: number;
      latest: { title: string; overdue: boolean }[];
    };
    expect(Object.fromEntries(oa.states.map((x) => [x.state, x.count]))).toEqual({
      pending: 1,
      approved: 0,
      handling: 1,
      feedback: 0,
      finished: 1,
      returned: 0,
    });
    expect(oa.overdue).toBe(1);
    expect(oa.latest.map((r) => [r.title, r.overdue]).sort()).toEqual([
      ['医院排队上报', false],
      ['地铁停运上报', true],
      ['已办结的上报', false],
    ]);
    const hot = await data<Screen>(bigScreenCalls.findBigScreenData, { screenCode: 'hotList' });
    expect((hot.panels.zhihu!.data as unknown[]).length).toBe(2);
    const sources = await data<Screen>(bigScreenCalls.findBigScreenData, {
      screenCode: 'dataSourceCenter',
    });
    const rows = sources.panels.sources!.data as { name: string; today: number }[];
    expect(rows.find((r) => r.name === '接口导入与演示数据')!.today).toBe(8);
    // Time passes without new articles: the article panels go stale, nothing else changes.
    t.clock.advance(2 * HOUR);
    const later = await data<Screen>(bigScreenCalls.findBigScreenData, {
      screenCode: 'visualScreen',
    });
    expect(later.panels.statistics!.stale).toBe(true);
    t.clock.advance(-2 * HOUR);
  });

  it('opens a screen by share link without a session until it expires or is revoked', async () => {
    const share = await data<{ shareId: number; shareToken: string; path: string }>(
      bigScreenCalls.saveBigScreenShare,
      { screenCode: 'visualScreen', validHours: 1 },
    );
    expect(share.path).toBe(
      `/screenShare?screen=visualScreen&token=${encodeURIComponent(share.shareToken)}`,
    );
    const open = await t.call<Screen>(bigScreenCalls.findSharedBigScreen, {
      shareToken: share.shareToken,
    });
    expect(open.body.meta.code).toBe(200);
    expect((open.body.data.panels.statistics!.data as Row).total).toBe(4);
    t.clock.advance(HOUR + 1);
    const expired = await t.call(bigScreenCalls.findSharedBigScreen, {
      shareToken: share.shareToken,
    });
    expect([expired.body.meta.code, expired.body.meta.message]).toEqual([4003, '分享链接已过期']);
    t.clock.advance(-(HOUR + 1));

    const second = await data<{ shareId: number; shareToken: string }>(
      bigScreenCalls.saveBigScreenShare,
      {
        screenCode: 'hotList',
      },
    );
    const foreign = await call(
      bigScreenCalls.revokeBigScreenShare,
      { shareId: second.shareId },
      b.token,
    );
    expect(foreign.meta.code).toBe(4004);
    await data(bigScreenCalls.revokeBigScreenShare, { shareId: second.shareId });
    const revoked = await t.call(bigScreenCalls.findSharedBigScreen, {
      shareToken: second.shareToken,
    });
    expect([revoked.body.meta.code, revoked.body.meta.message]).toEqual([4003, '分享链接已被撤销']);
    const unknown = await t.call(bigScreenCalls.findSharedBigScreen, { shareToken: 'nope' });
    expect(unknown.body.meta.code).toBe(4004);
    const list = await data<{ shareId: number; status: string }[]>(
      bigScreenCalls.findBigScreenShareList,
    );
    expect(list.map((s) => s.status)).toEqual(['revoked', 'active']);
    expect(await data(bigScreenCalls.findBigScreenShareList, {}, b.token)).toEqual([]);
  });

  it("shows the organisation's judgements in the live feed: its sentiment, and no 与我无关", async () => {
    type Live = { id: number; sentiment: string; sentimentName: string }[];
    const live = () => data<Live>(bigScreenCalls.opinionLiveBroadcastBigScreen, onSpecial());
    const before = await live();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const [first, second] = before;
    const turned = first!.sentiment === 'negative' ? 'positive' : 'negative';
    await data(articleCalls.judgeArticleEmotion, { articleIds: [first!.id], sentiment: turned });
    await data(articleCalls.judgeArticleEmotion, {
      articleIds: [second!.id],
      sentiment: 'irrelevant',
    });
    const after = await live();
    expect(after.map((x) => x.id)).toEqual(before.filter((x) => x !== second).map((x) => x.id));
    expect(after[0]!.sentiment).toBe(turned);
    expect(after[0]!.sentimentName).toBe(turned === 'negative' ? '负面' : '正面');
  });
});
