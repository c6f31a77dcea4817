import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { GroupRow, GroupRepo } from './group.repo.js';
import { reorder } from './position.js';
import type { PositionType } from './position.js';
import type { SetRepo } from './set.repo.js';
import type { RuleSync } from './rule-sync.js';
import type { SetKind } from './set-kind.js';

/**
 * The groups of one kind's sets (专题 columns 栏目, or 分组) of an organisation: create, rename,
 * delete, move and the three toggles.
 */
export class GroupService {
  constructor(
    private readonly columns: GroupRepo,
    private readonly specials: SetRepo,
    private readonly sync: RuleSync,
    private readonly clock: Clock,
    private readonly kind: Pick<SetKind, 'setNoun' | 'groupNoun'>,
  ) {}

  list(orgId: number): Promise<GroupRow[]> {
    return this.columns.list(orgId);
  }

  /** The column or 4004: another organisation's column is indistinguishable from none. */
  async get(orgId: number, groupId: number): Promise<GroupRow> {
    const row = await this.columns.find(orgId, groupId);
    if (!row) {
      throw new AppError('NOT_FOUND', `${this.kind.groupNoun}不存在或已被删除`);
    }
    return row;
  }

  /** Creates a column (at the bottom) or renames one; names are unique per organisation. */
  async save(orgId: number, input: { groupId?: number | undefined; columnName: string }) {
    const same = await this.columns.findByName(orgId, input.columnName);
    if (same && same.id !== input.groupId) {
      throw new AppError('CONFLICT', `${this.kind.groupNoun}名称已存在`);
    }
    const now = this.clock.now();
    if (input.groupId !== undefined) {
      await this.get(orgId, input.groupId);
      await this.columns.update(orgId, input.groupId, { name: input.columnName, updated_at: now });
      return input.groupId;
    }
    const position = (await this.columns.maxPosition(orgId)) + 1;
    return this.columns.insert(orgId, input.columnName, position, now);
  }

  /** Deletes an empty column; one that still holds specials is refused with a clear message. */
  async remove(orgId: number, groupId: number): Promise<void> {
    await this.get(orgId, groupId);
    if ((await this.specials.count(orgId, groupId)) > 0) {
      const { groupNoun, setNoun } = this.kind;
      throw new AppError(
        'CONFLICT',
        `该${groupNoun}下还有${setNoun}，请先删除或移走其中的${setNoun}`,
      );
    }
    await this.columns.remove(orgId, groupId);
  }

  async move(orgId: number, groupId: number, type: PositionType): Promise<void> {
    await this.get(orgId, groupId);
    const ids = reorder(
      (await this.columns.list(orgId)).map((c) => c.id),
      groupId,
      type,
    );
    const now = this.clock.now();
    for (const [i, id] of ids.entries()) {
      await this.columns.update(orgId, id, { position: i + 1, updated_at: now });
    }
  }

  async setShown(orgId: number, groupId: number, shown: boolean): Promise<void> {
    await this.get(orgId, groupId);
    await this.columns.update(orgId, groupId, {
      show_state: shown ? 1 : 0,
      updated_at: this.clock.now(),
    });
  }

  async setTop(orgId: number, groupId: number, top: boolean): Promise<void> {
    await this.get(orgId, groupId);
    await this.columns.update(orgId, groupId, {
      top_state: top ? 1 : 0,
      updated_at: this.clock.now(),
    });
  }

  /** A disabled column stops matching for every special in it (their rules are disabled). */
  async setEnabled(orgId: number, groupId: number, enabled: boolean): Promise<void> {
    await this.get(orgId, groupId);
    await this.columns.update(orgId, groupId, {
      enabled: enabled ? 1 : 0,
      updated_at: this.clock.now(),
    });
    for (const s of await this.specials.list(orgId, groupId)) {
      await this.sync.applyEnabled(orgId, s, enabled);
    }
  }
}
