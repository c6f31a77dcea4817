import { z } from 'zod';
import { MODULES } from '@guanlan/shared';
import type { ModuleKey } from '@guanlan/shared';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { canUseModule } from '../../platform/http/permissions.js';
import type { SessionInfo } from '../../platform/session/session.service.js';
import type { DashboardSettingsRepo } from '../dashboard/index.js';
import { MODULE_DESCRIPTIONS, editionModules } from './app-catalog.js';

const KEYS = {
  appMenu: 'appMenuHidden',
  menuAlias: 'menuAlias',
  menuSetting: 'menuSetting',
  skin: 'skin',
} as const;

export const SKINS = ['default', 'dark', 'blue', 'red'] as const;
export type Skin = (typeof SKINS)[number];

const moduleList = z.array(z.string()).catch([]);
const aliasMap = z.record(z.string(), z.string()).catch({});
const menuSetting = z
  .object({ modules: z.array(z.string()) })
  .nullable()
  .catch(null);

/**
 * The organisation's 应用中心 (which modules of its edition appear in the menu) and each
 * account's own menu: aliases, shown modules and their order, and skin. /api/menu combines them.
 */
export class AccountMenuService {
  constructor(
    private readonly settings: DashboardSettingsRepo,
    private readonly clock: Clock,
    private readonly edition: (orgId: number) => Promise<string | null>,
  ) {}

  private async hiddenApps(orgId: number): Promise<Set<string>> {
    return new Set(moduleList.parse((await this.settings.orgSetting(orgId, KEYS.appMenu)) ?? []));
  }

  /** 应用中心: every module of the edition with its description and menu switch. */
  async apps(session: SessionInfo) {
    const hidden = await this.hiddenApps(session.orgId);
    const modules = editionModules(await this.edition(session.orgId));
    return modules.map((module) => ({
      module,
      title: MODULES[module],
      description: MODULE_DESCRIPTIONS[module],
      showState: !hidden.has(module),
      granted: canUseModule(session, module),
    }));
  }

  async controlApp(session: SessionInfo, module: ModuleKey, show: boolean): Promise<void> {
    if (session.accountKind !== 'root') {
      throw new AppError('FORBIDDEN', '只有主账号可以调整应用中心');
    }
    const modules = editionModules(await this.edition(session.orgId));
    if (!modules.includes(module)) {
      throw new AppError('NOT_FOUND', `本单位的版本未包含「${MODULES[module]}」`);
    }
    const hidden = await this.hiddenApps(session.orgId);
    if (show) {
      hidden.delete(module);
    } else {
      hidden.add(module);
    }
    await this.settings.saveOrgSetting(session.orgId, KEYS.appMenu, [...hidden], this.clock.now());
  }

  async aliases(session: SessionInfo): Promise<Record<string, string>> {
    const value = await this.settings.accountSetting(
      session.orgId,
      session.accountId,
      KEYS.menuAlias,
    );
    return aliasMap.parse(value ?? {});
  }

  async saveAlias(session: SessionInfo, module: ModuleKey, alias: string): Promise<void> {
    const aliases = await this.aliases(session);
    const trimmed = alias.trim();
    if (trimmed === '' || trimmed === MODULES[module]) {
      delete aliases[module];
    } else {
      aliases[module] = trimmed;
    }
    await this.saveOwn(session, KEYS.menuAlias, aliases);
  }

  /** The account's shown modules in order; null = all, in the default order. */
  private async shownModules(session: SessionInfo): Promise<string[] | null> {
    const value = await this.settings.accountSetting(
      session.orgId,
      session.accountId,
      KEYS.menuSetting,
    );
    return menuSetting.parse(value ?? null)?.modules ?? null;
  }

  /** 导航设置: every module the account may use, its alias, whether shown and its place. */
  async menuSetting(session: SessionInfo) {
    const [aliases, shown, hiddenApps] = await Promise.all([
      this.aliases(session),
      this.shownModules(session),
      this.hiddenApps(session.orgId),
    ]);
    const usable = editionModules(await this.edition(session.orgId)).filter((m) =>
      canUseModule(session, m),
    );
    const order = (m: string) => {
      const i = shown?.indexOf(m) ?? -1;
      return i >= 0 ? i : 1000 + usable.indexOf(m as ModuleKey);
    };
    return usable
      .map((module) => ({
        module,
        title: MODULES[module],
        alias: aliases[module] ?? null,
        visible: (shown === null || shown.includes(module)) && !hiddenApps.has(module),
        appEnabled: !hiddenApps.has(module),
        order: order(module),
      }))
      .sort((a, b) => a.order - b.order)
      .map((item, index) => ({ ...item, order: index + 1 }));
  }

  async saveMenuSetting(session: SessionInfo, modules: string[]): Promise<void> {
    await this.saveOwn(session, KEYS.menuSetting, { modules: [...new Set(modules)] });
  }

  /**
   * /api/menu/findAppFromMenu: the modules the side menu shows for this session, in order, with
   * their display names — edition ∩ 应用中心 switched on ∩ granted ∩ the account's own setting.
   * The account centre and common entries are always there.
   */
  async menu(session: SessionInfo) {
    const items = (await this.menuSetting(session)).filter((item) => item.visible);
    const aliases = await this.aliases(session);
    const fixed = (['account', 'common'] as const).map((module) => ({
      module,
      title: aliases[module] ?? MODULES[module],
    }));
    return {
      modules: [
        ...items.map((item) => ({ module: item.module, title: item.alias ?? item.title })),
        ...fixed,
      ],
      skin: await this.skin(session),
    };
  }

  async skin(session: SessionInfo): Promise<Skin> {
    const value = await this.settings.accountSetting(session.orgId, session.accountId, KEYS.skin);
    return SKINS.includes(value as Skin) ? (value as Skin) : 'default';
  }

  async saveSkin(session: SessionInfo, skin: Skin): Promise<void> {
    await this.saveOwn(session, KEYS.skin, skin);
  }

  private saveOwn(session: SessionInfo, key: string, value: unknown): Promise<void> {
    return this.settings.saveAccountSetting(
      session.orgId,
      session.accountId,
      key,
      value,
      this.clock.now(),
    );
  }
}
