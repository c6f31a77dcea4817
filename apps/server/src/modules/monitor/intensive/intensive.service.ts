import type { IntensiveKeywordItem, IntensiveMonitorItem } from '@guanlan/shared';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { RuleBackfill } from '../../../ingest/match/rule-backfill.js';
import type { GroupService } from '../group.service.js';
import { compileRule, storedWords } from '../set-rule.js';
import type { RuleForm } from '../set-rule.js';
import type { IntensiveRepo, KeywordRow, MonitorRow, MonitorTarget } from './intensive.repo.js';

export interface MonitorForm extends MonitorTarget {
  monitorId?: number | undefined;
  groupId: number;
  monitorName: string;
}

export type KeywordForm = RuleForm & {
  monitorId: number;
  keywordId?: number | undefined;
  keywordName: string;
};

/** Which monitored objects (and keyword) a list, statistics or export call reads. */
export interface MonitorSelection {
  groupId?: number | undefined;
  monitorId?: number | undefined;
  keywordId?: number | undefined;
}

function target(row: MonitorRow): MonitorTarget {
  try {
    return JSON.parse(row.extra) as MonitorTarget;
  } catch {
    return { carrier: 'other' };
  }
}

/**
 * 重点监测: monitored sites, accounts and media in groups (the intensive kind's groups), each
 * enabled or not and with its own custom keywords (rules matched at ingest and back-filled).
 */
export class IntensiveService {
  constructor(
    private readonly repo: IntensiveRepo,
    private readonly groups: GroupService,
    private readonly backfill: RuleBackfill,
    private readonly clock: Clock,
  ) {}

  async get(orgId: number, monitorId: number): Promise<MonitorRow> {
    const row = await this.repo.monitor(orgId, monitorId);
    if (!row) {
      throw new AppError('NOT_FOUND', '监测对象不存在或已被删除');
    }
    return row;
  }

  async page(
    orgId: number,
    q: {
      groupId?: number | undefined;
      keyword?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
  ) {
    const word = q.keyword?.trim().toLowerCase();
    const all = (await this.repo.monitors(orgId, q.groupId)).filter((m) => {
      const t = target(m);
      const text = `${m.name} ${t.siteName ?? ''} ${t.accountName ?? ''}`.toLowerCase();
      return !word || text.includes(word);
    });
    const rows = all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    const kws = await this.repo.keywords(
      orgId,
      rows.map((r) => r.id),
    );
    return {
      list: rows.map((r) => this.toItem(r, kws.filter((k) => k.set_id === r.id).length)),
      total: all.length,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async info(orgId: number, monitorId: number): Promise<IntensiveMonitorItem> {
    const row = await this.get(orgId, monitorId);
    return this.toItem(row, (await this.repo.keywords(orgId, [row.id])).length);
  }

  async save(orgId: number, form: MonitorForm): Promise<number> {
    await this.groups.get(orgId, form.groupId);
    if (!form.siteName?.trim() && !form.accountName?.trim()) {
      throw new AppError('VALIDATION', '请填写站点名称或账号名称');
    }
    const same = await this.repo.byName(orgId, form.monitorName.trim());
    if (same && same.id !== form.monitorId) {
      throw new AppError('CONFLICT', '监测对象名称已存在');
    }
    const t: MonitorTarget = {
      carrier: form.carrier,
      siteName: form.siteName?.trim() || undefined,
      homeUrl: form.homeUrl,
      accountName: form.accountName?.trim() || undefined,
    };
    const now = this.clock.now();
    if (form.monitorId === undefined) {
      return this.repo.insertMonitor(orgId, form.groupId, form.monitorName.trim(), t, now);
    }
    await this.get(orgId, form.monitorId);
    const patch = {
      column_id: form.groupId,
      name: form.monitorName.trim(),
      extra: JSON.stringify(t),
    };
    await this.repo.updateMonitor(orgId, form.monitorId, patch, now);
    return form.monitorId;
  }

  async remove(orgId: number, monitorId: number): Promise<void> {
    await this.get(orgId, monitorId);
    await this.repo.removeMonitor(orgId, monitorId);
  }

  async setEnabled(orgId: number, monitorId: number, enabled: boolean): Promise<void> {
    await this.get(orgId, monitorId);
    await this.repo.updateMonitor(orgId, monitorId, { enabled: enabled ? 1 : 0 }, this.clock.now());
  }

  async keywords(orgId: number, monitorId: number): Promise<IntensiveKeywordItem[]> {
    await this.get(orgId, monitorId);
    return (await this.repo.keywords(orgId, [monitorId])).map(toKeyword);
  }

  /** Saves a custom keyword (its rule compiled like a special's) and back-fills it. */
  async saveKeyword(orgId: number, form: KeywordForm): Promise<number> {
    await this.get(orgId, form.monitorId);
    const compiled = compileRule(form, {});
    if (!compiled.ok) {
      const { position, length, field } = compiled.error;
      throw new AppError('VALIDATION', compiled.error.message, {
        position,
        length,
        field: field ?? null,
      });
    }
    const { rule } = compiled;
    const now = this.clock.now();
    const name = form.keywordName.trim();
    const values = {
      set_id: form.monitorId,
      name,
      mode: form.ruleMode,
      definition: JSON.stringify(rule.words),
      area: rule.area,
      filters: '{}',
      created_at: now,
      updated_at: now,
    };
    const ruleValues = {
      name,
      definition: JSON.stringify(rule.input),
      area: rule.area,
      filters: '{}',
      enabled: 1,
    };
    if (form.keywordId === undefined) {
      const { ownerId, ruleId } = await this.repo.insertKeyword(orgId, values, ruleValues, now);
      await this.backfill.backfill(orgId, ruleId);
      return ownerId;
    }
    const old = await this.keyword(orgId, form.keywordId);
    if (old.set_id !== form.monitorId) {
      throw new AppError('NOT_FOUND', '关键词不存在或已被删除');
    }
    const patch: Partial<typeof values> = { ...values };
    delete patch.created_at;
    await this.repo.updateKeyword(orgId, old.id, patch, { ...ruleValues, updated_at: now });
    if (old.rule_id !== null) {
      await this.backfill.backfill(orgId, Number(old.rule_id));
    }
    return old.id;
  }

  async removeKeyword(orgId: number, keywordId: number): Promise<void> {
    const row = await this.keyword(orgId, keywordId);
    await this.repo.removeKeyword(orgId, row.id, row.rule_id === null ? null : Number(row.rule_id));
  }

  /**
   * The sites and authors of the selected enabled objects (one object, a group, or all), and
   * the keyword's rule when one is chosen; another organisation's ids answer 4004.
   */
  async selection(orgId: number, sel: MonitorSelection) {
    let ruleIds: number[] | undefined;
    let monitors: MonitorRow[];
    if (sel.keywordId !== undefined) {
      const kw = await this.keyword(orgId, sel.keywordId);
      ruleIds = kw.rule_id === null ? [] : [Number(kw.rule_id)];
      monitors = [await this.get(orgId, kw.set_id)];
    } else if (sel.monitorId !== undefined) {
      monitors = [await this.get(orgId, sel.monitorId)];
    } else {
      if (sel.groupId !== undefined) {
        await this.groups.get(orgId, sel.groupId);
      }
      monitors = (await this.repo.monitors(orgId, sel.groupId)).filter((m) => m.enabled === 1);
    }
    const targets = monitors.map(target);
    const sites = [...new Set(targets.flatMap((t) => (t.siteName ? [t.siteName] : [])))];
    const authors = [...new Set(targets.flatMap((t) => (t.accountName ? [t.accountName] : [])))];
    const name =
      sel.monitorId !== undefined || sel.keywordId !== undefined ? monitors[0]!.name : '重点监测';
    return { name, sites, authors, ruleIds };
  }

  private async keyword(orgId: number, id: number): Promise<KeywordRow> {
    const row = await this.repo.keyword(orgId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', '关键词不存在或已被删除');
    }
    return row;
  }

  private toItem(row: MonitorRow, keywordCount: number): IntensiveMonitorItem {
    const t = target(row);
    return {
      monitorId: row.id,
      groupId: row.column_id,
      monitorName: row.name,
      carrier: t.carrier,
      siteName: t.siteName ?? '',
      homeUrl: t.homeUrl ?? '',
      accountName: t.accountName ?? '',
      enableState: row.enabled === 1,
      keywordCount,
    };
  }
}

function toKeyword(row: KeywordRow): IntensiveKeywordItem {
  return {
    keywordId: row.id,
    monitorId: row.set_id,
    keywordName: row.name,
    ruleMode: row.mode === 'advanced' ? 'advanced' : 'simple',
    ...storedWords(row.definition),
    searchArea: row.area === 'title' || row.area === 'content' ? row.area : 'all',
  };
}
