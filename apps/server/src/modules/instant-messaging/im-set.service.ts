import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SetEngine } from '../monitor/index.js';
import { parseSetWords } from './meet.service.js';
import type { SetWords } from './meet.service.js';

/** The 即时通讯 set form (SPEC: groupId, setName, keywords, excludeWords). */
export interface ImSetForm {
  setId?: number | undefined;
  groupId: number;
  setName: string;
  keywords?: string[] | undefined;
  excludeWords?: string[] | undefined;
}

/**
 * 即时通讯监测方案 on the monitoring-set engine's storage (kind `instantMessaging`): groups,
 * names, moves and deletes are the engine's; a set holds watched chats and highlight words
 * (keywords / exclusions marking records), not a percolation rule.
 */
export class ImSetService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly engine: SetEngine,
    private readonly clock: Clock,
  ) {}

  async detail(orgId: number, setId: number) {
    const row = await this.engine.sets.get(orgId, setId);
    return {
      setId: row.id,
      groupId: row.column_id,
      setName: row.name,
      ...parseSetWords(row.definition),
    };
  }

  async words(orgId: number, setId: number): Promise<SetWords> {
    return parseSetWords((await this.engine.sets.get(orgId, setId)).definition);
  }

  async save(orgId: number, form: ImSetForm): Promise<number> {
    const { sets, groups, kind } = this.engine;
    await groups.get(orgId, form.groupId);
    const name = form.setName.trim();
    if (!(await sets.isNameFree(orgId, name, form.setId))) {
      throw new AppError('CONFLICT', `${kind.setNoun}名称已存在`);
    }
    const now = this.clock.now();
    const definition = JSON.stringify({
      keywords: form.keywords ?? [],
      excludeWords: form.excludeWords ?? [],
    });
    if (form.setId !== undefined) {
      const old = await sets.get(orgId, form.setId);
      const moved = old.column_id !== form.groupId;
      await this.db
        .updateTable('monitor_set')
        .set({
          name,
          definition,
          column_id: form.groupId,
          ...(moved ? { position: (await this.maxPosition(orgId, form.groupId)) + 1 } : {}),
          updated_at: now,
        })
        .where('org_id', '=', orgId)
        .where('kind', '=', kind.code)
        .where('id', '=', old.id)
        .execute();
      return old.id;
    }
    if ((await sets.list(orgId)).length >= kind.maxSets) {
      throw new AppError('VALIDATION', `${kind.setNoun}数量已达上限（${kind.maxSets}个）`);
    }
    const row = await this.db
      .insertInto('monitor_set')
      .values({
        org_id: orgId,
        kind: kind.code,
        column_id: form.groupId,
        name,
        mode: 'simple',
        definition,
        area: 'all',
        filters: '{}',
        extra: '{}',
        rule_id: null,
        position: (await this.maxPosition(orgId, form.groupId)) + 1,
        show_state: 1,
        top_state: 0,
        enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Deletes an empty set; one that still watches chats is refused. */
  async remove(orgId: number, setId: number): Promise<void> {
    await this.engine.sets.get(orgId, setId);
    const held = await this.db
      .selectFrom('im_chat')
      .select('id')
      .where('org_id', '=', orgId)
      .where('set_id', '=', setId)
      .executeTakeFirst();
    if (held) {
      throw new AppError('CONFLICT', '该方案下还有监测的群/账号，请先删除或移走');
    }
    await this.engine.sets.remove(orgId, setId);
  }

  private async maxPosition(orgId: number, groupId: number): Promise<number> {
    const r = await this.db
      .selectFrom('monitor_set')
      .select((eb) => eb.fn.max('position').as('m'))
      .where('org_id', '=', orgId)
      .where('kind', '=', this.engine.kind.code)
      .where('column_id', '=', groupId)
      .executeTakeFirst();
    return Number(r?.m ?? 0);
  }
}
