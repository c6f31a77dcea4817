import type { CallDef } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import type { CallContext, Handler, HandlerMap } from '../../platform/http/call-context.js';
import { toArticlePage } from '../article/index.js';
import type { SetAnalysis } from './set-analysis.service.js';
import type { SetEngine } from './engine.js';
import type { PositionType } from './position.js';
import { toGroup, toSetForm, toSetTree } from './set.mapper.js';

/** The SPEC call names (keys of the kind's call groups) the engine answers for one kind. */
export interface SetCallNames {
  tree?: string;
  groups?: string;
  form?: string;
  saveGroup?: string;
  deleteGroup?: string;
  moveGroup?: string;
  saveSet?: string;
  renameSet?: string;
  checkName?: string;
  deleteSet?: string;
  moveSet?: string;
  articles?: string;
  exportArticles?: string;
  carrierStatistics?: string;
  regions?: string;
  briefing?: string;
  /** Trend charts: call name → trend kind. */
  trends?: Record<string, 'trend' | 'emotionTrend' | 'carrierTrend'>;
  /** Table charts: call name → analysis of the family. */
  tables?: Record<string, SetAnalysis>;
  /** Excel twins: call name → analysis of the family. */
  excels?: Record<string, SetAnalysis>;
}

/** The loose input every set call shares (zod has already checked each call's own shape). */
interface SetInput {
  setId?: number;
  groupId?: number;
  groupName?: string;
  setName?: string;
  positionType?: PositionType;
  [key: string]: unknown;
}

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** The set id of an input as the engine's special id. */
const asSet = (i: SetInput) => ({ ...i, specialId: i.setId });

/**
 * Binds one kind's SPEC call names to the monitoring-set engine: groups and sets (tree, form,
 * save, rename, name check, delete, move), the article list and export, carrier statistics,
 * the analyses with their Excel twins and the briefing. One place for every kind.
 */
export function setRoutes(
  engine: SetEngine,
  calls: Record<string, CallDef>,
  names: SetCallNames,
): HandlerMap {
  const { groups, sets, analysis } = engine;
  const map: HandlerMap = new Map();
  const bind = (name: string | undefined, h: (i: SetInput, ctx: CallContext) => unknown) => {
    if (name === undefined) {
      return;
    }
    const call = calls[name];
    if (!call) {
      throw new Error(`unknown call ${name}`);
    }
    map.set(call.path, h as Handler);
  };
  bind(names.tree, async (_, ctx) => {
    const [g, s] = await Promise.all([groups.list(org(ctx)), sets.list(org(ctx))]);
    return toSetTree(g, s);
  });
  bind(names.groups, async (_, ctx) => (await groups.list(org(ctx))).map(toGroup));
  bind(names.form, async (i, ctx) => toSetForm(await sets.get(org(ctx), i.setId!)));
  bind(names.saveGroup, async (i, ctx) => ({
    groupId: await groups.save(org(ctx), { groupId: i.groupId, columnName: i.groupName! }),
  }));
  bind(names.deleteGroup, async (i, ctx) => {
    await groups.remove(org(ctx), i.groupId!);
    return null;
  });
  bind(names.moveGroup, async (i, ctx) => {
    await groups.move(org(ctx), i.groupId!, i.positionType!);
    return null;
  });
  bind(names.saveSet, async (i, ctx) => {
    const form = { ...(i as never as Parameters<typeof sets.save>[1]) };
    return { setId: await sets.save(org(ctx), { ...form, ...asSet(i), specialName: i.setName! }) };
  });
  bind(names.renameSet, async (i, ctx) => {
    await sets.rename(org(ctx), i.setId!, i.setName!);
    return null;
  });
  bind(names.checkName, async (i, ctx) => ({
    available: await sets.isNameFree(org(ctx), i.setName!, i.setId),
  }));
  bind(names.deleteSet, async (i, ctx) => {
    await sets.remove(org(ctx), i.setId!);
    return null;
  });
  bind(names.moveSet, async (i, ctx) => {
    await sets.move(org(ctx), i.setId!, i.positionType!);
    return null;
  });
  bind(names.articles, async (i, ctx) =>
    toArticlePage(await analysis.articles(org(ctx), asSet(i))),
  );
  bind(names.exportArticles, (i, ctx) => analysis.exportArticles(org(ctx), asSet(i)));
  bind(names.carrierStatistics, (i, ctx) =>
    analysis.table(org(ctx), 'carrierStatistics', asSet(i)),
  );
  bind(names.regions, async (i, ctx) => {
    const [country, province] = await Promise.all([
      analysis.table(org(ctx), 'countryDistribution', asSet(i)),
      analysis.table(org(ctx), 'regionDistribution', asSet(i)),
    ]);
    return { country, province };
  });
  bind(names.briefing, (i, ctx) => analysis.briefing(org(ctx), asSet(i)));
  for (const [name, kind] of Object.entries(names.trends ?? {})) {
    bind(name, (i, ctx) => analysis.trend(org(ctx), kind, asSet(i)));
  }
  for (const [name, kind] of Object.entries(names.tables ?? {})) {
    bind(name, (i, ctx) => analysis.table(org(ctx), kind, asSet(i)));
  }
  for (const [name, kind] of Object.entries(names.excels ?? {})) {
    bind(name, (i, ctx) => analysis.excel(org(ctx), kind, asSet(i)));
  }
  return map;
}
