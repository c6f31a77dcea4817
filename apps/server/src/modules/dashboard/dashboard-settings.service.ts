import { z } from 'zod';
import { indexCalls, personalCenterSettingsCalls } from '@guanlan/shared';
import type { CallOutput, WarningLevel } from '@guanlan/shared';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DashboardSettingsRepo, DashboardSpecial } from './dashboard-settings.repo.js';

export type SensitiveInfo = CallOutput<typeof indexCalls.findSensitiveInfoConfig>;
export type WarningVoice = CallOutput<typeof indexCalls.findWarningVoice>;
export type ChartSource = CallOutput<typeof personalCenterSettingsCalls.findIndexChartSource>;
export type PanelKey = CallOutput<
  typeof personalCenterSettingsCalls.findIndexPanel
>['panels'][number]['key'];

/** Setting keys: 敏感信息 is organisation-wide, the rest belong to one account. */
const KEYS = {
  sensitiveInfo: 'sensitiveInfo',
  warningVoice: 'warningVoice',
  indexPanel: 'indexPanel',
  chartSource: 'indexChartSource',
} as const;

/** Every dashboard panel in its default order, with its Chinese name. */
export const PANELS: Record<PanelKey, string> = {
  carrierStatistics: '各载体数据统计',
  emotionTrend: '情感走势',
  carrierTrend: '载体走势',
  motionDistribution: '情感分布',
  regionDistribution: '地域分布',
  hotWordsCloud: '热词云',
  mediaActivityLeaders: '媒体活跃度排行',
  sensitiveArticle: '敏感信息',
  warningArticle: '最新预警',
  hotArticle: '热点文章',
  specialRanking: '专题信息量排行',
};
const PANEL_KEYS = Object.keys(PANELS) as PanelKey[];
const ALL_LEVELS: WarningLevel[] = ['red', 'orange', 'yellow'];

const DEFAULT_SENSITIVE: SensitiveInfo = {
  sentiments: ['negative'],
  carriers: [],
  specialIds: [],
  sensitiveWords: [],
};
const DEFAULT_SOURCE: ChartSource = {
  sourceType: 'all',
  specialIds: [],
  eventIds: [],
  carriers: [],
};
const storedPanels = z.array(z.enum(PANEL_KEYS as [PanelKey, ...PanelKey[]]));

export interface SensitiveInput {
  sentiments?: SensitiveInfo['sentiments'] | undefined;
  carriers?: string[] | undefined;
  specialIds?: number[] | undefined;
  sensitiveWords?: string[] | undefined;
}

export interface ChartSourceInput {
  sourceType: ChartSource['sourceType'];
  specialIds?: number[] | undefined;
  eventIds?: number[] | undefined;
  carriers?: string[] | undefined;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * The dashboard's settings: 敏感信息 (per organisation, since it defines what the whole unit
 * treats as sensitive), and per account the warning voice, the panels and the chart source
 * (each analyst arranges and scopes their own home page). Unset or unreadable values give the
 * defaults.
 */
export class DashboardSettingsService {
  constructor(
    private readonly repo: DashboardSettingsRepo,
    private readonly clock: Clock,
  ) {}

  /** The organisation's specials, in tree order. */
  specials(orgId: number): Promise<DashboardSpecial[]> {
    return this.repo.specials(orgId);
  }

  /**
   * 敏感信息设置; defaults to 负面 articles of every carrier in the dashboard's specials.
   * Specials deleted since the setting was saved drop out.
   */
  async sensitiveInfo(orgId: number): Promise<SensitiveInfo> {
    const stored = indexCalls.findSensitiveInfoConfig.output.safeParse(
      await this.repo.orgSetting(orgId, KEYS.sensitiveInfo),
    );
    if (!stored.success) {
      return DEFAULT_SENSITIVE;
    }
    return { ...stored.data, specialIds: await this.existing(orgId, stored.data.specialIds) };
  }

  /**
   * Saves the whole setting. A list left out is saved empty: form-style calls cannot send an
   * empty list, so the client always sends every list it wants kept. Specials must be the
   * organisation's own.
   */
  async saveSensitiveInfo(orgId: number, input: SensitiveInput): Promise<void> {
    const specialIds = unique(input.specialIds ?? []);
    await this.requireOwnSpecials(orgId, specialIds);
    const next: SensitiveInfo = {
      sentiments: unique(input.sentiments ?? []),
      carriers: unique(input.carriers ?? []),
      specialIds,
      sensitiveWords: unique((input.sensitiveWords ?? []).map((w) => w.trim())),
    };
    if (next.sentiments.length === 0 && next.sensitiveWords.length === 0) {
      throw new AppError('VALIDATION', '请至少选择一种情感属性或填写一个敏感词');
    }
    await this.repo.saveOrgSetting(orgId, KEYS.sensitiveInfo, next, this.clock.now());
  }

  /** 预警提示音: off by default, for all three levels. */
  async warningVoice(orgId: number, accountId: number): Promise<WarningVoice> {
    const stored = indexCalls.findWarningVoice.output.safeParse(
      await this.repo.accountSetting(orgId, accountId, KEYS.warningVoice),
    );
    return stored.success ? stored.data : { enabled: false, levels: [...ALL_LEVELS] };
  }

  /** Saves the voice; levels left out keep their value (a form cannot send an empty list). */
  async saveWarningVoice(
    orgId: number,
    accountId: number,
    input: { enabled: boolean; levels?: WarningLevel[] | undefined },
  ): Promise<void> {
    const current = await this.warningVoice(orgId, accountId);
    const chosen = new Set(input.levels ?? current.levels);
    const levels = ALL_LEVELS.filter((l) => chosen.has(l));
    if (input.enabled && levels.length === 0) {
      throw new AppError('VALIDATION', '开启提示音时请至少选择一个预警级别');
    }
    const value: WarningVoice = { enabled: input.enabled, levels };
    await this.repo.saveAccountSetting(
      orgId,
      accountId,
      KEYS.warningVoice,
      value,
      this.clock.now(),
    );
  }

  /** The visible panels in the account's order; every panel until the account arranges them. */
  async visiblePanels(orgId: number, accountId: number): Promise<PanelKey[]> {
    const stored = storedPanels.safeParse(
      await this.repo.accountSetting(orgId, accountId, KEYS.indexPanel),
    );
    return stored.success ? unique(stored.data) : [...PANEL_KEYS];
  }

  /** Saves the visible panels in display order; the others are hidden. */
  async savePanels(orgId: number, accountId: number, panels: PanelKey[]): Promise<void> {
    if (panels.length === 0) {
      throw new AppError('VALIDATION', '请至少保留一个首页板块');
    }
    if (unique(panels).length !== panels.length) {
      throw new AppError('VALIDATION', '首页板块不能重复');
    }
    await this.repo.saveAccountSetting(orgId, accountId, KEYS.indexPanel, panels, this.clock.now());
  }

  /**
   * Where the dashboard's charts read from: all specials by default. Deleted specials drop
   * out; when none of the chosen specials is left, all specials again.
   */
  async chartSource(orgId: number, accountId: number): Promise<ChartSource> {
    const stored = personalCenterSettingsCalls.findIndexChartSource.output.safeParse(
      await this.repo.accountSetting(orgId, accountId, KEYS.chartSource),
    );
    if (!stored.success) {
      return DEFAULT_SOURCE;
    }
    const specialIds = await this.existing(orgId, stored.data.specialIds);
    if (stored.data.sourceType !== 'all' && specialIds.length === 0) {
      return { ...DEFAULT_SOURCE, carriers: stored.data.carriers };
    }
    return { ...stored.data, specialIds };
  }

  async saveChartSource(orgId: number, accountId: number, input: ChartSourceInput): Promise<void> {
    if (input.sourceType === 'event') {
      throw new AppError('NOT_OPEN', '事件分析尚未开放，暂不能选择事件作为首页数据来源');
    }
    const specialIds = input.sourceType === 'special' ? unique(input.specialIds ?? []) : [];
    if (input.sourceType === 'special' && specialIds.length === 0) {
      throw new AppError('VALIDATION', '请至少选择一个专题作为首页数据来源');
    }
    await this.requireOwnSpecials(orgId, specialIds);
    const value: ChartSource = {
      sourceType: input.sourceType,
      specialIds,
      eventIds: [],
      carriers: unique(input.carriers ?? []),
    };
    await this.repo.saveAccountSetting(orgId, accountId, KEYS.chartSource, value, this.clock.now());
  }

  private async existing(orgId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) {
      return [];
    }
    const own = new Set((await this.repo.specials(orgId)).map((s) => s.id));
    return ids.filter((id) => own.has(id));
  }

  private async requireOwnSpecials(orgId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) {
      return;
    }
    const own = new Set((await this.repo.specials(orgId)).map((s) => s.id));
    if (ids.some((id) => !own.has(id))) {
      throw new AppError('NOT_FOUND', '所选专题不存在或已删除');
    }
  }
}
