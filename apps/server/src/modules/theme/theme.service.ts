import { loadExclusions, themeDistribution, toArticleScope } from '../../analysis/index.js';
import type { AnalysisDb, ScopeInput, Table } from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { toThemeWords } from './theme.mapper.js';
import type { ThemeRepo, ThemeRow } from './theme.repo.js';

/** At most this many themes per organisation (each is one query of the distribution). */
const MAX_THEMES = 30;

/** 主题分析: the organisation's themes and how the articles of its specials spread over them. */
export class ThemeService {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly repo: ThemeRepo,
    private readonly clock: Clock,
  ) {}

  list(orgId: number): Promise<ThemeRow[]> {
    return this.repo.list(orgId);
  }

  /** Creates a theme or updates one (themeId given); names are unique per organisation. */
  async save(
    orgId: number,
    input: { themeId?: number | undefined; themeName: string; words: string[] },
  ): Promise<number> {
    const name = input.themeName.trim();
    const words = [...new Set(input.words.map((w) => w.trim()).filter((w) => w !== ''))];
    if (words.length === 0) {
      throw new AppError('VALIDATION', '请至少填写一个主题词');
    }
    if (input.themeId !== undefined && !(await this.repo.find(orgId, input.themeId))) {
      throw new AppError('NOT_FOUND', '主题不存在或已删除');
    }
    const clash = await this.repo.findByName(orgId, name);
    if (clash && Number(clash.id) !== input.themeId) {
      throw new AppError('CONFLICT', `主题名称「${name}」已存在，请换一个名称`);
    }
    const now = this.clock.now();
    if (input.themeId !== undefined) {
      await this.repo.update(orgId, input.themeId, name, JSON.stringify(words), now);
      return input.themeId;
    }
    if ((await this.repo.count(orgId)) >= MAX_THEMES) {
      throw new AppError('VALIDATION', `主题最多${MAX_THEMES}个，请先删除不用的主题`);
    }
    return this.repo.insert(orgId, name, JSON.stringify(words), now);
  }

  async remove(orgId: number, themeId: number): Promise<void> {
    if (!(await this.repo.remove(orgId, themeId))) {
      throw new AppError('NOT_FOUND', '主题不存在或已删除');
    }
  }

  /**
   * 主题分布 over the hits of all the organisation's specials (as 全部专题), after its filter
   * boxes and the call's filters: per theme, articles with any of its words, by sentiment.
   */
  async distribution(orgId: number, input: ScopeInput): Promise<Table> {
    const [themes, ruleIds, exclude] = await Promise.all([
      this.repo.list(orgId),
      this.repo.specialRuleIds(orgId),
      loadExclusions(this.adb.db, orgId),
    ]);
    const scope = toArticleScope(orgId, input, this.clock.now(), {
      ruleIds,
      allOfKind: 'special',
      ...(exclude ? { exclude } : {}),
    });
    return themeDistribution(this.adb, scope, themes.map(toThemeWords));
  }
}
