import { describe, expect, it } from 'vitest';
import { indexCalls } from '@guanlan/shared';
import { cn } from '../../analysis/test-corpus.fixture.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { WINDOW, dashboardSuite } from './dashboard-suite.fixture.js';

interface Item {
  id: number;
  isRead?: boolean;
  warningLevel?: string;
  warningLevelName?: string;
  warningTime?: string;
}
interface PageOut {
  list: Item[];
  total: number;
}
type Key = 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7';

describe.each(ENGINES)('dashboard lists (%s)', (engine) => {
  const s = dashboardSuite(engine);
  const ids = (...keys: Key[]) => keys.map((k) => s.c.ids[k]);
  const list = async (input: Record<string, unknown>, who = s.a) => {
    const { body } = await s.call<PageOut>(
      indexCalls.findIndexSensitiveArticle,
      { ...WINDOW, ...input },
      who,
    );
    expect(body.meta.code).toBe(200);
    return body.data;
  };

  it('lists the negative articles of all specials, newest first, unread', async () => {
    const page = await list({});
    expect(page.total).toBe(4);
    expect(page.list.map((x) => x.id)).toEqual(ids('a7', 'a4', 'a3', 'a2'));
    expect(page.list.every((x) => x.isRead === false)).toBe(true);
    // Organisation B: its override makes a1 negative; a4 is neutral for B.
    const b = await list({}, s.b);
    expect(b.list.map((x) => x.id)).toEqual(ids('a3', 'a2', 'a1'));
  });

  it('marks articles read for the organisation only and filters by read state', async () => {
    const read = await s.call(indexCalls.readIndexArticle, { articleIds: ids('a7', 'a2') }, s.a);
    expect(read.body.meta.code).toBe(200);
    const page = await list({});
    expect(page.list.map((x) => [x.id, x.isRead])).toEqual([
      [s.c.ids.a7, true],
      [s.c.ids.a4, false],
      [s.c.ids.a3, false],
      [s.c.ids.a2, true],
    ]);
    expect((await list({ readState: false })).list.map((x) => x.id)).toEqual(ids('a4', 'a3'));
    expect((await list({ readState: true })).list.map((x) => x.id)).toEqual(ids('a7', 'a2'));
    // A colleague in A sees A's marks; B's a2 stays unread.
    expect((await list({ readState: true }, s.a2)).total).toBe(2);
    const b = await list({}, s.b);
    expect(b.list.find((x) => x.id === s.c.ids.a2)?.isRead).toBe(false);
  });

  it('answers 4004 when none of the articles to mark exists', async () => {
    const { body } = await s.call(indexCalls.readIndexArticle, { articleIds: [999_999] }, s.a);
    expect(body.meta).toEqual({ code: 4004, message: '要标记的文章不存在' });
    const empty = await s.call(indexCalls.readIndexArticle, { articleIds: [] }, s.a);
    expect(empty.body.meta.code).toBe(4000);
  });

  it('adds articles containing a sensitive word and narrows by the setting’s carriers', async () => {
    const saved = await s.call(
      indexCalls.saveSensitiveInfoConfig,
      { sentiments: ['negative'], sensitiveWords: ['交通'] },
      s.a,
    );
    expect(saved.body.meta.code).toBe(200);
    const config = await s.call(indexCalls.findSensitiveInfoConfig, {}, s.a);
    expect(config.body.data).toEqual({
      sentiments: ['negative'],
      carriers: [],
      specialIds: [],
      sensitiveWords: ['交通'],
    });
    // a5 (北京交通治理…, neutral) joins; a6 also mentions 交通 but A deleted it.
    expect((await list({})).list.map((x) => x.id)).toEqual(ids('a7', 'a5', 'a4', 'a3', 'a2'));
    await s.call(
      indexCalls.saveSensitiveInfoConfig,
      { sentiments: ['negative'], sensitiveWords: ['交通'], carriers: ['news'] },
      s.a,
    );
    expect((await list({})).list.map((x) => x.id)).toEqual(ids('a7', 'a5', 'a2'));
    // The call's own carrier filter narrows further; one outside the setting leaves nothing.
    expect((await list({ carriers: ['forum'] })).total).toBe(0);
    // B's setting is untouched.
    const b = await s.call(indexCalls.findSensitiveInfoConfig, {}, s.b);
    expect(b.body.data).toMatchObject({ sensitiveWords: [], carriers: [] });
  });

  it('limits 敏感信息 to the setting’s specials and refuses another organisation’s special', async () => {
    await s.call(
      indexCalls.saveSensitiveInfoConfig,
      { sentiments: ['negative'], specialIds: [s.specials.A2] },
      s.a,
    );
    // Special A2 in the window: a3 negative, a5 neutral.
    expect((await list({})).list.map((x) => x.id)).toEqual(ids('a3'));
    const foreign = await s.call(
      indexCalls.saveSensitiveInfoConfig,
      { sentiments: ['negative'], specialIds: [s.specials.B1] },
      s.a,
    );
    expect(foreign.body.meta).toEqual({ code: 4004, message: '所选专题不存在或已删除' });
    const nothing = await s.call(indexCalls.saveSensitiveInfoConfig, { carriers: ['news'] }, s.a);
    expect(nothing.body.meta).toEqual({
      code: 4000,
      message: '请至少选择一种情感属性或填写一个敏感词',
    });
  });

  it('lists the organisation’s warned articles newest first with their level', async () => {
    const warn = (orgId: number, key: Key, level: string, hour: number) => ({
      org_id: orgId,
      article_id: s.c.ids[key],
      kind: 'artificial',
      level,
      rule_id: null,
      remark: null,
      created_by: null,
      created_at: cn(2026, 11, 2, hour),
      firing_id: null,
    });
    await s.t.db
      .insertInto('warning_article')
      .values([
        warn(s.c.orgA, 'a2', 'red', 8),
        warn(s.c.orgA, 'a5', 'yellow', 9),
        warn(s.c.orgB, 'a1', 'orange', 10),
      ])
      .execute();
    const { body } = await s.call<PageOut>(indexCalls.findIndexWarningArticle, WINDOW, s.a);
    expect(body.data.total).toBe(2);
    expect(body.data.list.map((x) => [x.id, x.warningLevel, x.warningTime])).toEqual([
      [s.c.ids.a5, 'yellow', '2026-11-02 09:00:00'],
      [s.c.ids.a2, 'red', '2026-11-02 08:00:00'],
    ]);
    expect(body.data.list[1]!.warningLevelName).toBe('红色预警');
    const red = await s.call<PageOut>(
      indexCalls.findIndexWarningArticle,
      { ...WINDOW, warningLevel: 'red' },
      s.a,
    );
    expect(red.body.data.list.map((x) => x.id)).toEqual(ids('a2'));
    const b = await s.call<PageOut>(indexCalls.findIndexWarningArticle, WINDOW, s.b);
    expect(b.body.data.list.map((x) => x.id)).toEqual(ids('a1'));
    const bad = await s.call(
      indexCalls.findIndexWarningArticle,
      { ...WINDOW, warningLevel: 'purple' },
      s.a,
    );
    expect(bad.body.meta.code).toBe(4000);
  });
});
