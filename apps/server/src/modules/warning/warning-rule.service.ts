import { DAY_MS } from '@guanlan/shared';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { compileRule } from '../special/index.js';
import type { StoredWords } from '../special/index.js';
import { artificialDeliveryOf, conditionsOf, deliveryOf, hasWords } from './warning-rule-form.js';
import type { ArtificialForm, MachineForm } from './warning-rule-form.js';
import type {
  MonitorValues,
  WarningRuleRepo,
  WarningRuleRow,
  WarningRuleView,
} from './warning-rule.repo.js';

/** What the module needs of the ingest rule book: recompile after a rule changed here. */
export interface RuleBookLike {
  invalidate(): void;
}

const EMPTY_WORDS: StoredWords = {
  regionWords: '',
  subjectWords: '',
  eventWords: '',
  excludeWords: '',
  expression: '',
};

/** The rule's words, compiled for its monitor_rule, or null when it watches specials only. */
export interface CheckedWords {
  words: StoredWords;
  monitor: Omit<MonitorValues, 'name' | 'enabled'> | null;
}

/**
 * Warning rules (预警规则): machine rules (own words and/or specials, conditions, delivery
 * policy) and artificial rules (level, recipients, ways and window for hand pushes); listing,
 * toggles and deletion. Every change bumps the stamps the rule books watch.
 */
export class WarningRuleService {
  constructor(
    private readonly repo: WarningRuleRepo,
    private readonly rules: RuleBookLike,
    private readonly clock: Clock,
  ) {}

  /** The rule or 4004: another organisation's rule is indistinguishable from none. */
  async get(orgId: number, id: number): Promise<WarningRuleRow> {
    const row = await this.repo.find(orgId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', '预警规则不存在或已被删除');
    }
    return row;
  }

  /** One page of rules with their notices and 7-day firing counts. */
  async page(
    orgId: number,
    input: { keyword?: string | undefined; pageNum: number; pageSize: number },
  ) {
    const { pageNum, pageSize } = input;
    const { rows, total } = await this.repo.page(
      orgId,
      input.keyword,
      pageSize,
      (pageNum - 1) * pageSize,
    );
    const views = await this.repo.withStats(orgId, rows, this.clock.now() - 7 * DAY_MS);
    return {
      views,
      total,
      pageNum,
      pageSize,
      specialNames: await this.specialNamesOf(orgId, views),
    };
  }

  /** One rule with its notices, firing count and special names (detail form). */
  async info(orgId: number, id: number) {
    const row = await this.get(orgId, id);
    const [view] = await this.repo.withStats(orgId, [row], this.clock.now() - 7 * DAY_MS);
    return { view: view!, specialNames: await this.specialNamesOf(orgId, [view!]) };
  }

  private async specialNamesOf(orgId: number, views: WarningRuleView[]) {
    const ids = views.flatMap((v) => {
      try {
        return (JSON.parse(v.conditions) as { specialIds?: number[] }).specialIds ?? [];
      } catch {
        return [];
      }
    });
    return this.repo.specialNames(orgId, [...new Set(ids)]);
  }

  /** Checks the words with the shared parser: a Chinese error with its position, or the rule. */
  checkWords(form: MachineForm): CheckedWords {
    if (!hasWords(form)) {
      return { words: EMPTY_WORDS, monitor: null };
    }
    const compiled = compileRule(form);
    if (!compiled.ok) {
      const { position, length, field, message } = compiled.error;
      throw new AppError('VALIDATION', `预警关键词有误：${message}`, {
        position,
        length,
        field: field ?? null,
      });
    }
    const { rule } = compiled;
    return {
      words: rule.words,
      monitor: {
        definition: JSON.stringify(rule.input),
        area: rule.area,
        filters: JSON.stringify(rule.filters),
      },
    };
  }

  /** The monitor rules whose hits stand for these specials (enabled ones only). */
  specialRuleIdsOf(orgId: number, specialIds: readonly number[]): Promise<number[]> {
    return this.repo.specialRuleIds(orgId, specialIds);
  }

  /** The site and account names of enabled 重点监测 objects (checked as the org's before). */
  async monitorTargets(ids: readonly number[]) {
    return [...(await this.repo.monitorTargets(ids)).values()];
  }

  /** The organisation's own 重点监测 objects, or 4004. */
  async checkMonitors(orgId: number, monitorIds: readonly number[]): Promise<void> {
    const ids = [...new Set(monitorIds)];
    if ((await this.repo.monitorIds(orgId, ids)).length < ids.length) {
      throw new AppError('NOT_FOUND', '所选重点监测对象不存在或已被删除');
    }
  }

  /** The organisation's own specials and notices, or 4004 naming what is missing. */
  async checkRefs(orgId: number, specialIds: readonly number[], noticeIds: readonly number[]) {
    const specials = [...new Set(specialIds)];
    if ((await this.repo.specialNames(orgId, specials)).size < specials.length) {
      throw new AppError('NOT_FOUND', '所选专题不存在或已被删除');
    }
    const notices = [...new Set(noticeIds)];
    if ((await this.repo.noticeIds(orgId, notices)).length < notices.length) {
      throw new AppError('NOT_FOUND', '所选接收人不存在或已被删除');
    }
    return { specials, notices };
  }

  private async checkCommon(
    orgId: number,
    form: {
      warningRuleId?: number | undefined;
      ruleName: string;
      pushStartTime?: string | undefined;
      pushEndTime?: string | undefined;
    },
    kind: 'machine' | 'artificial',
  ): Promise<void> {
    if (form.warningRuleId !== undefined) {
      const old = await this.get(orgId, form.warningRuleId);
      if (old.kind !== kind) {
        throw new AppError(
          'VALIDATION',
          kind === 'machine'
            ? '人工预警规则不能改为机器预警规则'
            : '机器预警规则不能改为人工预警规则',
        );
      }
    }
    const same = await this.repo.findByName(orgId, form.ruleName.trim());
    if (same && same.id !== form.warningRuleId) {
      throw new AppError('CONFLICT', `预警规则名称“${form.ruleName.trim()}”已存在，请换一个名称`);
    }
    if ((form.pushStartTime === undefined) !== (form.pushEndTime === undefined)) {
      throw new AppError('VALIDATION', '推送时段需同时填写开始和结束时间');
    }
    if (form.pushStartTime !== undefined && form.pushStartTime === form.pushEndTime) {
      throw new AppError('VALIDATION', '推送时段的开始和结束时间不能相同');
    }
  }

  /**
   * Saves a machine rule: its own keyword rule (monitor_rule kind `warning`, no back-fill —
   * warnings watch new articles), conditions and delivery JSON, notice links. Returns its id.
   */
  async saveMachine(orgId: number, form: MachineForm): Promise<number> {
    await this.checkCommon(orgId, form, 'machine');
    const checked = this.checkWords(form);
    const { notices } = await this.checkRefs(orgId, form.specialIds ?? [], form.noticeIds ?? []);
    await this.checkMonitors(orgId, form.monitorIds ?? []);
    const name = form.ruleName.trim();
    const enabled = form.enableState ? 1 : 0;
    const id = await this.repo.save(
      orgId,
      form.warningRuleId,
      {
        name,
        kind: 'machine',
        level: form.warningLevel,
        mode: form.ruleMode,
        definition: JSON.stringify(checked.words),
        area: form.searchArea,
        conditions: JSON.stringify(conditionsOf(form)),
        delivery: JSON.stringify(deliveryOf(form)),
        enabled,
      },
      checked.monitor ? { ...checked.monitor, name, enabled } : null,
      notices,
      this.clock.now(),
    );
    this.rules.invalidate();
    return id;
  }

  /** Saves an artificial rule (level, recipients, ways, push window). Returns its id. */
  async saveArtificial(orgId: number, form: ArtificialForm): Promise<number> {
    await this.checkCommon(orgId, form, 'artificial');
    const { notices } = await this.checkRefs(orgId, [], form.noticeIds ?? []);
    return this.repo.save(
      orgId,
      form.warningRuleId,
      {
        name: form.ruleName.trim(),
        kind: 'artificial',
        level: form.warningLevel,
        mode: 'simple',
        definition: JSON.stringify(EMPTY_WORDS),
        area: 'all',
        conditions: '{}',
        delivery: JSON.stringify(artificialDeliveryOf(form)),
        enabled: form.enableState ? 1 : 0,
      },
      null,
      notices,
      this.clock.now(),
    );
  }

  /** Deletes a rule and its keyword rule; its warnings and push records stay. */
  async remove(orgId: number, id: number): Promise<void> {
    const row = await this.get(orgId, id);
    await this.repo.remove(orgId, row);
    this.rules.invalidate();
  }

  /** 启用/停用: the rule's own keyword rule follows, so a stopped rule gathers no hits. */
  async setEnabled(orgId: number, id: number, enabled: boolean): Promise<void> {
    await this.get(orgId, id);
    await this.repo.update(orgId, id, { enabled: enabled ? 1 : 0 }, enabled, this.clock.now());
    this.rules.invalidate();
  }

  async setShown(orgId: number, id: number, shown: boolean): Promise<void> {
    await this.get(orgId, id);
    await this.repo.update(orgId, id, { show_state: shown ? 1 : 0 }, undefined, this.clock.now());
  }

  async setTop(orgId: number, id: number, top: boolean): Promise<void> {
    await this.get(orgId, id);
    await this.repo.update(orgId, id, { top_state: top ? 1 : 0 }, undefined, this.clock.now());
  }
}
