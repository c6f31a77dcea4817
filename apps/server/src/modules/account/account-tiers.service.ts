import type { z } from 'zod';
import { MODULES } from '@guanlan/shared';
import type { ModuleKey, personalCenterCalls } from '@guanlan/shared';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionInfo } from '../../platform/session/session.service.js';
import type { SessionService } from '../../platform/session/session.service.js';
import { hashPassword } from '../auth/index.js';
import type { AccountCentreRepo, AccountWithProfile, ManagedKind } from './account-centre.repo.js';
import { editionModules } from './app-catalog.js';
import { parseConfig, parseModules, toAccountItem } from './account.mapper.js';
import type { AccountConfig } from './account.mapper.js';

type AccountForm = z.output<typeof personalCenterCalls.saveSubAccount.input>;
type ConfigForm = z.output<typeof personalCenterCalls.saveSubAccountConfig.input>;
type GrantForm = z.output<typeof personalCenterCalls.saveSubAccountAuthorization.input>;
type PageForm = z.output<typeof personalCenterCalls.findPageSubAccount.input>;

const KIND_NAME: Record<ManagedKind, string> = { ordinary: '同级账号', sub: '子账号' };

/**
 * The three tiers of SPEC §6. The root account (CA) manages ordinary same-level accounts and
 * sub accounts; an ordinary account manages sub accounts; a sub account manages nobody. Each
 * organisation has a quota per tier. Disabling or deleting an account ends its sessions at once.
 */
export class AccountTiersService {
  constructor(
    private readonly repo: AccountCentreRepo,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly org: (orgId: number) => Promise<{
      edition: string | null;
      max_ordinary_accounts: number;
      max_sub_accounts: number;
    }>,
  ) {}

  /** Refuses a session that may not manage accounts of `kind`. */
  assertManager(session: SessionInfo, kind: ManagedKind): void {
    if (session.accountKind === 'sub') {
      throw new AppError('FORBIDDEN', '子账号无权管理账号');
    }
    if (kind === 'ordinary' && session.accountKind !== 'root') {
      throw new AppError('FORBIDDEN', '只有主账号可以管理同级账号');
    }
  }

  async page(session: SessionInfo, kind: ManagedKind, q: PageForm) {
    this.assertManager(session, kind);
    const { rows, total } = await this.repo.page(session.orgId, kind, q);
    return { list: rows.map(toAccountItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  /** The managed account `accountId` of tier `kind` in the session's organisation. */
  async managed(session: SessionInfo, kind: ManagedKind, accountId: number) {
    this.assertManager(session, kind);
    const row = await this.repo.find(session.orgId, accountId);
    if (!row || row.kind !== kind) {
      throw new AppError('NOT_FOUND', `${KIND_NAME[kind]}不存在或已被删除`);
    }
    return row;
  }

  async quotaProblem(orgId: number, kind: ManagedKind): Promise<string | null> {
    const org = await this.org(orgId);
    const max = kind === 'ordinary' ? org.max_ordinary_accounts : org.max_sub_accounts;
    const used = await this.repo.count(orgId, kind);
    return used >= max
      ? `${KIND_NAME[kind]}数量已达上限（${max}个），请删除不用的账号或联系管理员扩容`
      : null;
  }

  /** Why `form` cannot be saved as an account of `kind`, or null. */
  async problem(
    session: SessionInfo,
    kind: ManagedKind,
    form: AccountForm,
  ): Promise<string | null> {
    this.assertManager(session, kind);
    if (form.accountId === undefined) {
      const quota = await this.quotaProblem(session.orgId, kind);
      if (quota) {
        return quota;
      }
      if (!form.password) {
        return '新建账号须设置初始密码';
      }
    } else {
      await this.managed(session, kind, form.accountId);
    }
    if (await this.repo.userNameTaken(form.userName, form.accountId)) {
      return `用户名「${form.userName}」已被使用`;
    }
    return null;
  }

  async save(session: SessionInfo, kind: ManagedKind, form: AccountForm): Promise<number> {
    const problem = await this.problem(session, kind, form);
    if (problem) {
      throw new AppError(problem.includes('已被使用') ? 'CONFLICT' : 'VALIDATION', problem);
    }
    const now = this.clock.now();
    const profile = {
      email: form.email ?? null,
      remark: form.remark ?? null,
      expire_at: form.expireTime ?? null,
    };
    if (form.accountId === undefined) {
      const password = form.password ?? '';
      return this.repo.insert(
        {
          org_id: session.orgId,
          user_name: form.userName,
          password_hash: await hashPassword(password),
          kind,
          parent_id: session.accountId,
          real_name: form.realName,
          phone: form.phone ?? null,
          permissions: '[]',
          status: form.enabled === false ? 'disabled' : 'active',
          failed_count: 0,
          locked_until: null,
          initialized: 1,
          is_platform_admin: 0,
          created_at: now,
          updated_at: now,
          last_login_at: null,
        },
        profile,
      );
    }
    const accountId = form.accountId;
    await this.repo.update(
      accountId,
      {
        user_name: form.userName,
        real_name: form.realName,
        phone: form.phone ?? null,
        updated_at: now,
        ...(form.password ? { password_hash: await hashPassword(form.password) } : {}),
        ...(form.enabled === undefined ? {} : { status: form.enabled ? 'active' : 'disabled' }),
      },
      profile,
      now,
    );
    if (form.enabled === false || form.password) {
      await this.sessions.revokeAccount(accountId);
    }
    return accountId;
  }

  /** Deletes an account: it disappears from lists, its name is freed, its sessions end. */
  async remove(session: SessionInfo, kind: ManagedKind, accountId: number): Promise<void> {
    const row = await this.managed(session, kind, accountId);
    const now = this.clock.now();
    await this.repo.update(
      accountId,
      { status: 'deleted', user_name: `${row.user_name}#${row.id}`.slice(0, 64), updated_at: now },
      {},
      now,
    );
    await this.sessions.revokeAccount(accountId);
  }

  config(row: AccountWithProfile): AccountConfig & { accountId: number } {
    return { accountId: row.id, ...parseConfig(row.config) };
  }

  async saveConfig(session: SessionInfo, kind: ManagedKind, form: ConfigForm): Promise<void> {
    const row = await this.managed(session, kind, form.accountId);
    const { accountId, ...values } = form;
    const merged = { ...parseConfig(row.config), ...values };
    const now = this.clock.now();
    await this.repo.update(accountId, {}, { config: JSON.stringify(merged) }, now);
  }

  /** The modules a manager may hand out: its edition's, narrowed to its own grants. */
  async grantable(session: SessionInfo): Promise<ModuleKey[]> {
    const all = editionModules((await this.org(session.orgId)).edition);
    if (session.accountKind === 'root' || session.permissions.length === 0) {
      return all;
    }
    return all.filter((m) => session.permissions.includes(m));
  }

  async saveGrants(session: SessionInfo, kind: ManagedKind, form: GrantForm): Promise<void> {
    await this.managed(session, kind, form.accountId);
    const grantable = await this.grantable(session);
    const unknown = form.modules.filter((m) => !grantable.includes(m as ModuleKey));
    if (unknown.length > 0) {
      const names = unknown.map((m) => MODULES[m as ModuleKey] ?? m).join('、');
      throw new AppError('VALIDATION', `不能授予以下模块：${names}`);
    }
    if (kind === 'sub' && form.modules.length === 0) {
      throw new AppError('VALIDATION', '请至少为子账号授予一个模块');
    }
    const specialIds = await this.checkedIds(session, form.specialIds, 'special');
    const eventIds = await this.checkedIds(session, form.eventIds, 'event');
    const now = this.clock.now();
    await this.repo.update(
      form.accountId,
      { permissions: JSON.stringify(form.modules), updated_at: now },
      {
        special_ids: specialIds === null ? null : JSON.stringify(specialIds),
        event_ids: eventIds === null ? null : JSON.stringify(eventIds),
      },
      now,
    );
  }

  /** Ids of the organisation's specials or events; absent or empty means "all". */
  private async checkedIds(
    session: SessionInfo,
    ids: number[] | undefined,
    what: 'special' | 'event',
  ): Promise<number[] | null> {
    if (!ids || ids.length === 0) {
      return null;
    }
    const unique = [...new Set(ids)];
    const found = await this.repo.ownIds(what, session.orgId, unique);
    if (found.length !== unique.length) {
      throw new AppError('NOT_FOUND', what === 'special' ? '所选专题不存在' : '所选事件不存在');
    }
    if (what === 'special' && session.specialIds !== null) {
      const own = new Set(session.specialIds);
      if (unique.some((id) => !own.has(id))) {
        throw new AppError('FORBIDDEN', '不能授予本账号无权查看的专题');
      }
    }
    return unique.sort((a, b) => a - b);
  }

  /** The caller's own row; `anyKind` false requires the root account. */
  async rootRow(session: SessionInfo, anyKind = false): Promise<AccountWithProfile> {
    if (!anyKind && session.accountKind !== 'root') {
      throw new AppError('FORBIDDEN', '只有主账号可以进行此操作');
    }
    const row = await this.repo.find(session.orgId, session.accountId);
    if (!row) {
      throw new AppError('SESSION_INVALID');
    }
    return row;
  }

  /** An ordinary or sub account of the organisation that the session may manage. */
  async anyManaged(session: SessionInfo, accountId: number): Promise<AccountWithProfile> {
    const row = await this.repo.find(session.orgId, accountId);
    if (!row || (row.kind !== 'ordinary' && row.kind !== 'sub')) {
      throw new AppError('NOT_FOUND', '账号不存在或已被删除');
    }
    this.assertManager(session, row.kind);
    return row;
  }

  /** 修改主账号: the root account edits its own name, contact and remark. */
  async saveRoot(session: SessionInfo, form: Omit<AccountForm, 'password'>): Promise<void> {
    const row = await this.rootRow(session);
    if (form.accountId !== row.id) {
      throw new AppError('NOT_FOUND', '主账号不存在');
    }
    if (await this.repo.userNameTaken(form.userName, row.id)) {
      throw new AppError('CONFLICT', `用户名「${form.userName}」已被使用`);
    }
    const now = this.clock.now();
    await this.repo.update(
      row.id,
      { user_name: form.userName, real_name: form.realName, updated_at: now },
      { email: form.email ?? null, remark: form.remark ?? null },
      now,
    );
  }

  async saveRootConfig(session: SessionInfo, form: ConfigForm): Promise<void> {
    const row = await this.rootRow(session);
    if (form.accountId !== row.id) {
      throw new AppError('NOT_FOUND', '主账号不存在');
    }
    const { accountId, ...values } = form;
    const merged = { ...parseConfig(row.config), ...values };
    await this.repo.update(accountId, {}, { config: JSON.stringify(merged) }, this.clock.now());
  }

  /** A root account's modules follow its edition; only the platform administrator narrows them. */
  async saveRootGrants(session: SessionInfo, form: GrantForm): Promise<void> {
    const row = await this.rootRow(session);
    if (!session.isPlatformAdmin) {
      throw new AppError('FORBIDDEN', '主账号的模块由所购版本决定，如需调整请联系平台管理员');
    }
    if (form.accountId !== row.id) {
      throw new AppError('NOT_FOUND', '主账号不存在');
    }
    const grantable = await this.grantable(session);
    const modules = form.modules.filter((m) => grantable.includes(m as ModuleKey));
    const now = this.clock.now();
    await this.repo.update(
      row.id,
      { permissions: JSON.stringify(modules), updated_at: now },
      {},
      now,
    );
  }

  /** The edition's modules, marked granted for the account (every one for root/unrestricted). */
  async moduleList(session: SessionInfo, row: AccountWithProfile) {
    const all = editionModules((await this.org(session.orgId)).edition);
    const granted = parseModules(row.permissions);
    const open = row.kind !== 'sub' && granted.length === 0;
    return all.map((module) => ({
      module,
      title: MODULES[module],
      granted: open || granted.includes(module),
    }));
  }
}
