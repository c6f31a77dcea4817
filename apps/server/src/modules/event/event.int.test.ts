import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAnalysisCalls, eventCalls, incidentCalls } from '@guanlan/shared';
import type { CallDef, EventForm, EventItem } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { seedEventCorpus } from './event-test.fixture.js';
import type { EventCorpus } from './event-test.fixture.js';

const HOUR = 3_600_000;

interface Page<T> {
  list: T[];
  total: number;
}

describe.each(ENGINES)('event lifecycle (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let c: EventCorpus;
  let eventId = 0;
  const form = () => ({
    eventName: '城区暴雨内涝',
    eventStartTime: t.clock.now() - 120 * HOUR,
    description: '持续强降雨引发城区内涝。',
    ruleMode: 'simple',
    subjectWords: '暴雨',
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    c = await seedEventCorpus(t);
  }, 120_000);
  afterAll(() => t.close());

  const call = (def: CallDef, input: Record<string, unknown>, token = a.token) =>
    t.call(def, input, { token });

  it('saves an event, back-fills its rule with progress and lists its articles in the window', async () => {
    const v = await call(eventCalls.validateSaveEvent, form());
    expect(v.body.data).toEqual({ valid: true, message: null });
    const saved = await call(eventCalls.saveEvent, form());
    expect(saved.body.meta.code).toBe(200);
    eventId = (saved.body.data as { eventId: number }).eventId;
    const rule = await t.db
      .selectFrom('monitor_rule')
      .select(['kind', 'enabled'])
      .where('owner_id', '=', eventId)
      .where('kind', '=', 'event')
      .executeTakeFirstOrThrow();
    expect(rule).toEqual({ kind: 'event', enabled: 1 });
    const queued = (await call(eventCalls.findPageEvent, {})).body.data as Page<EventItem>;
    expect(queued.list[0]!.backfill?.status).toBe('queued');
    await t.ingest.runner.drain();
    const page = (await call(eventCalls.findPageEvent, {})).body.data as Page<EventItem>;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      eventId,
      eventName: '城区暴雨内涝',
      status: 'ongoing',
      statusName: '进行中',
      eventEndTime: null,
      enableState: true,
      articleCount: 5,
      backfill: { status: 'done' },
    });
    const articles = await call(eventCalls.findEventArticle, { eventId, sort: 'timeAsc' });
    const ids = (articles.body.data as Page<{ id: number }>).list.map((x) => x.id);
    expect(ids).toEqual([c.origin, c.reprint, c.reprint2, c.video, c.later]);
    const info = (await call(eventCalls.findEventInfo, { eventId })).body.data as EventForm;
    expect(info).toMatchObject({ subjectWords: '暴雨', searchArea: 'all', carriers: [] });
  });

  it('matches an article ingested after saving (live percolation)', async () => {
    await t.ingest.pipeline.ingest([
      {
        url: 'https://news.example.cn/rain/live.html',
        title: '暴雨红色预警解除',
        content: '气象台解除暴雨红色预警。',
        siteName: '新华网',
        carrier: 'news',
        publishTime: t.clock.now() - HOUR,
      },
    ]);
    const list = await call(eventCalls.findEventArticle, { eventId });
    expect((list.body.data as Page<{ title: string }>).list[0]!.title).toBe('暴雨红色预警解除');
    await t.db.deleteFrom('rule_hit').where('article_id', 'not in', Object.values(c)).execute();
  });

  it('refuses bad forms with Chinese messages and business codes', async () => {
    const now = t.clock.now();
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [
        { ...form(), eventName: '其他', eventEndTime: now - 200 * HOUR },
        4000,
        '事件结束时间不能早于开始时间',
      ],
      [
        { ...form(), eventName: '其他', eventStartTime: now + HOUR },
        4000,
        '事件开始时间不能晚于当前时间',
      ],
      [
        { ...form(), eventName: '其他', ruleMode: 'advanced', expression: '(暴雨+内涝' },
        4000,
        /缺少右括号/,
      ],
      [{ ...form(), eventName: '其他', subjectWords: '' }, 4000, /主体词/],
      [form(), 4009, '事件名称已存在'],
      [{ ...form(), eventId: 999_999 }, 4004, '事件不存在或已被删除'],
      [{ ...form(), eventStartTime: '明天' }, 4000, /时间格式/],
    ];
    for (const [input, code, message] of cases) {
      const { body } = await call(eventCalls.saveEvent, input);
      expect(body.meta.code).toBe(code);
      expect(body.meta.message).toMatch(message);
    }
    const v = await call(eventCalls.validateSaveEvent, form());
    expect(v.body.data).toEqual({ valid: false, message: '事件名称已存在' });
    const bad = await call(eventAnalysisCalls.findEventContext, { eventId: 'abc' });
    expect(bad.body.meta.code).toBe(4000);
    expect(bad.body.meta.message).toMatch(/[\u4e00-\u9fff]/);
    const none = await call(eventAnalysisCalls.findEventInfluence, { eventId: 999_999 });
    expect(none.body.meta).toEqual({ code: 4004, message: '事件不存在或已被删除' });
  });

  it('registers disposal records and reads the curve before and after each', async () => {
    const now = t.clock.now();
    const save = (input: Record<string, unknown>) =>
      call(eventAnalysisCalls.saveEventDispose, { eventId, department: '宣传部', ...input });
    const first = await save({ disposeTime: now - 40 * HOUR, content: '发布权威通报' });
    expect(first.body.meta.code).toBe(200);
    await save({ disposeTime: now - 10 * HOUR, content: '召开新闻发布会' });
    const early = await save({ disposeTime: now - 130 * HOUR, content: '过早' });
    expect(early.body.meta).toEqual({ code: 4000, message: '处置时间不能早于事件开始时间' });
    const late = await save({ disposeTime: now + HOUR, content: '过晚' });
    expect(late.body.meta).toEqual({ code: 4000, message: '处置时间不能晚于当前时间' });
    const view = await call(eventAnalysisCalls.findEventDispose, { eventId });
    const data = view.body.data as {
      windowHours: number;
      records: {
        content: string;
        author: string;
        before: number;
        after: number;
        effect: string;
        changeRate: number | null;
      }[];
    };
    expect(data.windowHours).toBe(24);
    // 40 h ago: before = the reprint of the reprint (50 h); after = video (30 h) and later (20 h).
    // 10 h ago: before = video and later; after = nothing on topic.
    expect(
      data.records.map(({ content, before, after, effect, changeRate }) => ({
        content,
        before,
        after,
        effect,
        changeRate,
      })),
    ).toEqual([
      { content: '发布权威通报', before: 1, after: 2, effect: '上升', changeRate: 100 },
      { content: '召开新闻发布会', before: 2, after: 0, effect: '下降', changeRate: -100 },
    ]);
    expect(data.records[0]!.author).toBe(a.userName);
  });

  it('toggles enable, show and top states and lists the event as an incident', async () => {
    for (const [def, key] of [
      [eventCalls.saveEventShowState, 'showState'],
      [eventCalls.saveEventTopState, 'topState'],
      [eventCalls.saveEventEnableState, 'enableState'],
    ] as const) {
      expect((await call(def, { eventId, [key]: key === 'topState' })).body.meta.code).toBe(200);
    }
    const item = ((await call(eventCalls.findPageEvent, {})).body.data as Page<EventItem>).list[0]!;
    expect(item).toMatchObject({ showState: false, topState: true, enableState: false });
    const rule = await t.db
      .selectFrom('monitor_rule')
      .select('enabled')
      .where('owner_id', '=', eventId)
      .where('kind', '=', 'event')
      .executeTakeFirstOrThrow();
    expect(rule.enabled).toBe(0);
    const types = await call(incidentCalls.findIncidentType, {});
    expect(types.body.data).toEqual([
      { incidentTypeId: 1, incidentTypeName: '进行中', count: 1 },
      { incidentTypeId: 2, incidentTypeName: '已结束', count: 0 },
    ]);
    const incidents = await call(incidentCalls.findPageIncident, { incidentTypeId: 1 });
    expect(
      (incidents.body.data as Page<{ incidentId: number; joined: boolean }>).list,
    ).toMatchObject([{ incidentId: eventId, joined: false }]);
    const joined = await call(incidentCalls.joinIncidentEvent, { incidentId: eventId });
    expect(joined.body.data).toEqual({ eventId });
    // Re-enabling back-fills the rule, which finds the live article again.
    await t.ingest.runner.drain();
    const info = await call(incidentCalls.findIncidentInfo, { incidentId: eventId });
    expect(info.body.data).toMatchObject({
      incidentName: '城区暴雨内涝',
      joined: true,
      articleCount: 6,
    });
    const ended = await call(incidentCalls.findPageIncident, { incidentTypeId: 2 });
    expect((ended.body.data as Page<unknown>).total).toBe(0);
    const index = await call(incidentCalls.findIncidentIndex, { incidentId: eventId });
    expect((index.body.data as { articleCount: number }).articleCount).toBe(6);
  });

  it('never lets another organisation see, change or analyse an event (4004)', async () => {
    const id = { eventId, incidentId: eventId };
    const inputs: Record<string, Record<string, unknown>> = {
      saveEvent: { ...form(), eventId },
      validateSaveEvent: { ...form(), eventName: '别的', eventId },
      saveEventDispose: {
        eventId,
        disposeTime: t.clock.now() - HOUR,
        department: '某部',
        content: '篡改',
      },
      saveEventEnableState: { eventId, enableState: true },
      saveEventShowState: { eventId, showState: true },
      saveEventTopState: { eventId, topState: true },
    };
    const failures: string[] = [];
    const groups = [eventCalls, eventAnalysisCalls, incidentCalls] as Record<string, CallDef>[];
    for (const group of groups) {
      for (const [name, def] of Object.entries(group)) {
        const fields = Object.keys((def.input as unknown as { shape?: object }).shape ?? {});
        if (!fields.includes('eventId') && !fields.includes('incidentId')) {
          continue;
        }
        const { body } = await call(def, inputs[name] ?? id, b.token);
        if (name === 'validateSaveEvent') {
          expect(body.data).toEqual({ valid: false, message: '事件不存在或已被删除' });
        } else if (body.meta.code !== 4004) {
          failures.push(`${name} → ${body.meta.code}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const page = await call(eventCalls.findPageEvent, {}, b.token);
    expect((page.body.data as Page<unknown>).total).toBe(0);
    const incidents = await call(incidentCalls.findPageIncident, {}, b.token);
    expect((incidents.body.data as Page<unknown>).total).toBe(0);
    const same = await call(eventCalls.saveEvent, form(), b.token);
    expect(same.body.meta.code).toBe(200);
    const info = await call(eventCalls.findEventInfo, { eventId });
    expect((info.body.data as EventForm).eventName).toBe('城区暴雨内涝');
  });

  it('deletes an event with its rule, hits and disposal records', async () => {
    const del = await call(eventCalls.deleteEvent, { eventId });
    expect(del.body.meta.code).toBe(200);
    const left = await t.db
      .selectFrom('event_dispose')
      .select('id')
      .where('event_id', '=', eventId)
      .execute();
    expect(left).toEqual([]);
    const rules = await t.db
      .selectFrom('monitor_rule')
      .select('id')
      .where('owner_id', '=', eventId)
      .where('kind', '=', 'event')
      .where('org_id', '=', a.orgId)
      .execute();
    expect(rules).toEqual([]);
    const again = await call(eventCalls.findEventInfo, { eventId });
    expect(again.body.meta.code).toBe(4004);
  });
});
