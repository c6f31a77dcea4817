import { describe, expect, it } from 'vitest';
import { indexCalls, personalCenterSettingsCalls } from '@guanlan/shared';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { dashboardSuite } from './dashboard-suite.fixture.js';

interface Panels {
  panels: { key: string; name: string; visible: boolean; order: number }[];
}

describe.each(ENGINES)('dashboard settings (%s)', (engine) => {
  const s = dashboardSuite(engine);

  it('shows every panel by default with its Chinese name', async () => {
    const { body } = await s.call<Panels>(personalCenterSettingsCalls.findIndexPanel, {}, s.a);
    expect(body.data.panels).toHaveLength(11);
    expect(body.data.panels[0]).toEqual({
      key: 'carrierStatistics',
      name: '各载体数据统计',
      visible: true,
      order: 0,
    });
    expect(body.data.panels.every((p) => p.visible)).toBe(true);
  });

  it('saves the visible panels in order per account and hides the rest', async () => {
    const saved = await s.call(
      personalCenterSettingsCalls.saveIndexPanel,
      { panels: ['hotArticle', 'emotionTrend'] },
      s.a,
    );
    expect(saved.body.meta.code).toBe(200);
    const { body } = await s.call<Panels>(personalCenterSettingsCalls.findIndexPanel, {}, s.a);
    const panels = body.data.panels;
    expect(panels.slice(0, 3).map((p) => [p.key, p.name, p.visible])).toEqual([
      ['hotArticle', '热点文章', true],
      ['emotionTrend', '情感走势', true],
      ['carrierStatistics', '各载体数据统计', false],
    ]);
    expect(panels.filter((p) => p.visible)).toHaveLength(2);
    const colleague = await s.call<Panels>(personalCenterSettingsCalls.findIndexPanel, {}, s.a2);
    expect(colleague.body.data.panels.every((p) => p.visible)).toBe(true);
  });

  it('refuses duplicate, unknown or no panels', async () => {
    const dup = await s.call(
      personalCenterSettingsCalls.saveIndexPanel,
      { panels: ['hotArticle', 'hotArticle'] },
      s.a,
    );
    expect(dup.body.meta).toEqual({ code: 4000, message: '首页板块不能重复' });
    const unknown = await s.call(
      personalCenterSettingsCalls.saveIndexPanel,
      { panels: ['weather'] },
      s.a,
    );
    expect(unknown.body.meta.code).toBe(4000);
    const none = await s.call(personalCenterSettingsCalls.saveIndexPanel, { panels: '' }, s.a);
    expect(none.body.meta).toEqual({ code: 4000, message: '请至少保留一个首页板块' });
  });

  it('keeps the warning voice off for all levels until the account turns it on', async () => {
    const initial = await s.call(indexCalls.findWarningVoice, {}, s.a);
    expect(initial.body.data).toEqual({ enabled: false, levels: ['red', 'orange', 'yellow'] });
    await s.call(indexCalls.saveWarningVoice, { enabled: true, levels: ['yellow', 'red'] }, s.a);
    const mine = await s.call(indexCalls.findWarningVoice, {}, s.a);
    expect(mine.body.data).toEqual({ enabled: true, levels: ['red', 'yellow'] });
    const colleague = await s.call(indexCalls.findWarningVoice, {}, s.a2);
    expect(colleague.body.data).toEqual({ enabled: false, levels: ['red', 'orange', 'yellow'] });
    const b = await s.call(indexCalls.findWarningVoice, {}, s.b);
    expect(b.body.data).toMatchObject({ enabled: false });
    // Turning it off keeps the chosen levels.
    await s.call(indexCalls.saveWarningVoice, { enabled: false }, s.a);
    const off = await s.call(indexCalls.findWarningVoice, {}, s.a);
    expect(off.body.data).toEqual({ enabled: false, levels: ['red', 'yellow'] });
  });

  it('refuses turning the voice on without a level', async () => {
    const { body } = await s.call(indexCalls.saveWarningVoice, { enabled: true, levels: '' }, s.a);
    expect(body.meta).toEqual({ code: 4000, message: '开启提示音时请至少选择一个预警级别' });
    const bad = await s.call(indexCalls.saveWarningVoice, { enabled: 'maybe' }, s.a);
    expect(bad.body.meta.code).toBe(4000);
  });

  it('drops a deleted special from the saved settings', async () => {
    await s.call(
      indexCalls.saveSensitiveInfoConfig,
      { sentiments: ['negative'], specialIds: [s.specials.A1] },
      s.a,
    );
    await s.call(
      personalCenterSettingsCalls.saveIndexChartSource,
      { sourceType: 'special', specialIds: [s.specials.A1] },
      s.a,
    );
    await s.t.db.deleteFrom('special').where('id', '=', s.specials.A1).execute();
    const config = await s.call(indexCalls.findSensitiveInfoConfig, {}, s.a);
    expect(config.body.data).toMatchObject({ specialIds: [] });
    const source = await s.call(personalCenterSettingsCalls.findIndexChartSource, {}, s.a);
    expect(source.body.data).toMatchObject({ sourceType: 'all', specialIds: [] });
  });
});
