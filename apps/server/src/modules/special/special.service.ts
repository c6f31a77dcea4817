import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SpecialColumnRepo } from './special-column.repo.js';
import { reorder } from './special-position.js';
import type { PositionType } from './special-position.js';
import { compileRule, storedCarriers, storedWords } from './special-rule.js';
import type { CompiledRule, RuleForm, StoredWords } from './special-rule.js';
import type { SpecialRuleSync } from './special-rule-sync.js';
import type { SpecialRepo, SpecialWithJob } from './special.repo.js';

const SEARCH_AREAS = ['all', 'title', 'content'] as const;

/** How many specials one organisation may keep (保存前校验 checks it). */
export const MAX_SPECIALS_PER_ORG = 200;

/** The special form: SPEC §3 groupId + specialName, the rule, and specialId when editing. */
export type SpecialForm = RuleForm & {
  specialId?: number | undefined;
  groupId: number;
  specialName: string;
};

/** Special topics (专题): validation, save with rule + back-fill, rename, delete, move, toggles. */
export class SpecialService {
  constructor(
    private readonly specials: SpecialRepo,
    private readonly columns: SpecialColumnRepo,
    private readonly sync: SpecialRuleSync,
    private readonly clock: Clock,
  ) {}

  list(orgId: number): Promise<SpecialWithJob[]> {
    return this.specials.list(orgId);
  }

  /** The special or 4004: another organisation's special is indistinguishable from none. */
  async get(orgId: number, specialId: number): Promise<SpecialWithJob> {
    const row = await this.specials.find(orgId, specialId);
    if (!row) {
      throw new AppError('NOT_FOUND', '专题不存在或已被删除');
    }
    return row;
  }

  /** True when no other special of the organisation has this name. */
  async isNameFree(orgId: number, name: string, exceptId?: number): Promise<boolean> {
    const same = await this.specials.findByName(orgId, name.trim());
    return !same || same.id === exceptId;
  }

  /** The first reason saving would fail, in the order the form shows them; null when valid. */
  async problem(orgId: number, form: SpecialForm): Promise<string | null> {
    return (await this.check(orgId, form)).message;
  }

  private async check(
    orgId: number,
    form: SpecialForm,
  ): Promise<{ message: string | null; rule?: CompiledRule; data?: unknown }> {
    if (!(await this.columns.find(orgId, form.groupId))) {
      return { message: '请先选择栏目' };
    }
    if (form.specialId !== undefined && !(await this.specials.find(orgId, form.specialId))) {
      return { message: '专题不存在或已被删除' };
    }
    if (!(await this.isNameFree(orgId, form.specialName, form.specialId))) {
      return { message: '专题名称已存在' };
    }
    if (
      form.specialId === undefined &&
      (await this.specials.count(orgId)) >= MAX_SPECIALS_PER_ORG
    ) {
      return { message: `专题数量已达上限（${MAX_SPECIALS_PER_ORG}个），请先删除不用的专题` };
    }
    const compiled = compileRule(form);
    if (!compiled.ok) {
      const { position, length, field } = compiled.error;
      return { message: compiled.error.message, data: { position, length, field: field ?? null } };
    }
    return { message: null, rule: compiled.rule };
  }

  /**
   * Creates or edits a special and its monitor_rule (updated_at bumped so every RuleBook
   * reloads), then queues the rule's back-fill over stored articles. Returns the special id.
   */
  async save(orgId: number, form: SpecialForm): Promise<number> {
    const checked = await this.check(orgId, form);
    if (!checked.rule) {
      const key = checked.message === '专题名称已存在' ? 'CONFLICT' : 'VALIDATION';
      throw new AppError(key, checked.message ?? undefined, checked.data ?? null);
    }
    const { rule } = checked;
    const now = this.clock.now();
    const column = await this.columns.find(orgId, form.groupId);
    const name = form.specialName.trim();
    const fields = {
      column_id: form.groupId,
      name,
      mode: form.ruleMode,
      definition: JSON.stringify(rule.words),
      area: rule.area,
      filters: JSON.stringify(rule.filters),
      updated_at: now,
    };
    const ruleValues = {
      name,
      definition: JSON.stringify(rule.input),
      area: rule.area,
      filters: JSON.stringify(rule.filters),
    };
    if (form.specialId === undefined) {
      const position = (await this.specials.maxPosition(orgId, form.groupId)) + 1;
      const enabled = column?.enabled === 0 ? 0 : 1;
      const ids = await this.specials.insert(
        orgId,
        { ...fields, position, show_state: 1, top_state: 0, enabled: 1, created_at: now },
        { ...ruleValues, enabled },
        now,
      );
      await this.sync.backfill(orgId, ids.ruleId);
      return ids.specialId;
    }
    const old = await this.get(orgId, form.specialId);
    const moved = old.column_id !== form.groupId;
    const position = moved ? (await this.specials.maxPosition(orgId, form.groupId)) + 1 : undefined;
    const enabled = old.enabled === 1 && column?.enabled !== 0 ? 1 : 0;
    await this.specials.update(
      orgId,
      old.id,
      { ...fields, ...(position !== undefined ? { position } : {}) },
      { ...ruleValues, enabled, updated_at: now, bumpVersion: true },
    );
    if (old.rule_id !== null) {
      await this.sync.backfill(orgId, old.rule_id);
    }
    return old.id;
  }

  /**
   * Re-saves a special with its rule words changed by `edit` (e.g. 加入排除词 from an article
   * page), through the same checks, rule update and back-fill as saving the special form.
   */
  async editWords(
    orgId: number,
    specialId: number,
    edit: (words: StoredWords, mode: RuleForm['ruleMode']) => StoredWords,
  ): Promise<void> {
    const row = await this.get(orgId, specialId);
    const ruleMode = row.mode === 'advanced' ? 'advanced' : 'simple';
    const searchArea = SEARCH_AREAS.find((a) => a === row.area) ?? 'all';
    const carriers = storedCarriers(row.filters);
    await this.save(orgId, {
      ...edit(storedWords(row.definition), ruleMode),
      specialId,
      groupId: row.column_id,
      specialName: row.name,
      ruleMode,
      searchArea,
      ...(carriers.length > 0 ? { carriers } : {}),
    });
  }

  async rename(orgId: number, specialId: number, name: string): Promise<void> {
    await this.get(orgId, specialId);
    if (!(await this.isNameFree(orgId, name, specialId))) {
      throw new AppError('CONFLICT', '专题名称已存在');
    }
    const now = this.clock.now();
    await this.specials.update(
      orgId,
      specialId,
      { name: name.trim(), updated_at: now },
      { name: name.trim(), updated_at: now },
    );
  }

  /** Deletes the special, its rule and the rule's stored hits. */
  async remove(orgId: number, specialId: number): Promise<void> {
    const row = await this.get(orgId, specialId);
    await this.specials.remove(orgId, specialId, row.rule_id);
  }

  /** Moves within its column, or into `targetGroupId` (placed at the top or the bottom). */
  async move(
    orgId: number,
    specialId: number,
    type: PositionType,
    targetGroupId?: number,
  ): Promise<void> {
    const row = await this.get(orgId, specialId);
    const columnId = targetGroupId ?? row.column_id;
    if (columnId !== row.column_id) {
      if (!(await this.columns.find(orgId, columnId))) {
        throw new AppError('NOT_FOUND', '栏目不存在或已被删除');
      }
      await this.specials.update(orgId, specialId, { column_id: columnId, position: 1e6 });
    }
    const siblings = (await this.specials.list(orgId, columnId)).map((s) => s.id);
    const moveType = columnId !== row.column_id && type !== 'top' ? 'bottom' : type;
    const now = this.clock.now();
    for (const [i, id] of reorder(siblings, specialId, moveType).entries()) {
      await this.specials.update(orgId, id, { position: i + 1, updated_at: now });
    }
  }

  async setShown(orgId: number, specialId: number, shown: boolean): Promise<void> {
    await this.get(orgId, specialId);
    const patch = { show_state: shown ? 1 : 0, updated_at: this.clock.now() };
    await this.specials.update(orgId, specialId, patch);
  }

  async setTop(orgId: number, specialId: number, top: boolean): Promise<void> {
    await this.get(orgId, specialId);
    const patch = { top_state: top ? 1 : 0, updated_at: this.clock.now() };
    await this.specials.update(orgId, specialId, patch);
  }

  /** Disabling sets monitor_rule.enabled = 0 (no more hits); enabling back-fills the gap. */
  async setEnabled(orgId: number, specialId: number, enabled: boolean): Promise<void> {
    const row = await this.get(orgId, specialId);
    await this.specials.update(orgId, specialId, {
      enabled: enabled ? 1 : 0,
      updated_at: this.clock.now(),
    });
    const column = await this.columns.find(orgId, row.column_id);
    await this.sync.applyEnabled(
      orgId,
      { ...row, enabled: enabled ? 1 : 0 },
      column?.enabled !== 0,
    );
  }
}
