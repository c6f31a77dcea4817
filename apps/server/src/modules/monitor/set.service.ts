import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { GroupRepo } from './group.repo.js';
import { reorder } from './position.js';
import type { PositionType } from './position.js';
import { compileRule, storedCarriers, storedWords } from './set-rule.js';
import type { CompiledRule, RuleForm, StoredWords } from './set-rule.js';
import type { RuleSync } from './rule-sync.js';
import { parseExtra } from './set-kind.js';
import type { SetExtra, SetKind } from './set-kind.js';
import type { ScopeRows, SetRepo, SetWithJob } from './set.repo.js';

const SEARCH_AREAS = ['all', 'title', 'content'] as const;

/** The kind's own fields of a form, as stored in the set's extra JSON. */
function extraOf(form: SetExtra): SetExtra {
  const { languages, countries, platforms, translateKeywords, chatGroupNames } = form;
  return { languages, countries, platforms, translateKeywords, chatGroupNames };
}

/** The set form: SPEC §3 groupId + name, the rule, the kind's extra fields, the id when editing. */
export type SetForm = RuleForm &
  SetExtra & {
    specialId?: number | undefined;
    groupId: number;
    specialName: string;
  };

/**
 * Monitoring sets of one kind (专题, 境外, 多语种 …): validation, save with rule + back-fill,
 * rename, delete, move, toggles. The kind names them in messages and adds its rule filters.
 */
export class SetService {
  constructor(
    private readonly specials: SetRepo,
    private readonly columns: GroupRepo,
    private readonly sync: RuleSync,
    private readonly clock: Clock,
    readonly kind: SetKind,
  ) {}

  list(orgId: number): Promise<SetWithJob[]> {
    return this.specials.list(orgId);
  }

  /** The set or 4004: another organisation's set is indistinguishable from none. */
  async get(orgId: number, specialId: number): Promise<SetWithJob> {
    const row = await this.specials.find(orgId, specialId);
    if (!row) {
      throw new AppError('NOT_FOUND', `${this.kind.setNoun}不存在或已被删除`);
    }
    return row;
  }

  /**
   * An analysis's sets (one by id; none given: every set of the kind with a rule) with the
   * enabled filter boxes (plus special `boxSpecialId`'s own), read in one statement; a set of
   * another organisation answers 4004 like `get`.
   */
  async scopeRows(
    orgId: number,
    specialId: number | undefined,
    boxSpecialId: number | undefined,
  ): Promise<ScopeRows> {
    const rows = await this.specials.scopeRows(orgId, specialId, boxSpecialId);
    if (specialId !== undefined && rows.sets.length === 0) {
      throw new AppError('NOT_FOUND', `${this.kind.setNoun}不存在或已被删除`);
    }
    return rows;
  }

  /** True when no other special of the organisation has this name. */
  async isNameFree(orgId: number, name: string, exceptId?: number): Promise<boolean> {
    const same = await this.specials.findByName(orgId, name.trim());
    return !same || same.id === exceptId;
  }

  /** The first reason saving would fail, in the order the form shows them; null when valid. */
  async problem(orgId: number, form: SetForm): Promise<string | null> {
    return (await this.check(orgId, form)).message;
  }

  private async check(
    orgId: number,
    form: SetForm,
  ): Promise<{ message: string | null; rule?: CompiledRule; data?: unknown }> {
    const { setNoun, groupNoun, maxSets } = this.kind;
    if (!(await this.columns.find(orgId, form.groupId))) {
      return { message: `请先选择${groupNoun}` };
    }
    if (form.specialId !== undefined && !(await this.specials.find(orgId, form.specialId))) {
      return { message: `${setNoun}不存在或已被删除` };
    }
    if (!(await this.isNameFree(orgId, form.specialName, form.specialId))) {
      return { message: `${setNoun}名称已存在` };
    }
    if (form.specialId === undefined && (await this.specials.count(orgId)) >= maxSets) {
      return { message: `${setNoun}数量已达上限（${maxSets}个），请先删除不用的${setNoun}` };
    }
    const compiled = compileRule(form, this.kind.ruleFilters(form, form.carriers));
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
  async save(orgId: number, form: SetForm): Promise<number> {
    const checked = await this.check(orgId, form);
    if (!checked.rule) {
      const key = checked.message === `${this.kind.setNoun}名称已存在` ? 'CONFLICT' : 'VALIDATION';
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
      extra: JSON.stringify(extraOf(form)),
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
      ...parseExtra(row.extra),
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
      throw new AppError('CONFLICT', `${this.kind.setNoun}名称已存在`);
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
        throw new AppError('NOT_FOUND', `${this.kind.groupNoun}不存在或已被删除`);
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
