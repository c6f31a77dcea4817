import { themeCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toThemeWord } from './theme.mapper.js';
import type { ThemeService } from './theme.service.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** Handlers of /api/theme/*: session → service → mapper. */
export function themeRoutes(themes: ThemeService): HandlerMap {
  return handlersFor(themeCalls, {
    showTheme: (input, ctx) => themes.distribution(org(ctx), input),
    findThemeWord: async (_, ctx) => (await themes.list(org(ctx))).map(toThemeWord),
    saveThemeWord: async (input, ctx) => ({ themeId: await themes.save(org(ctx), input) }),
    deleteThemeWord: async (input, ctx) => {
      await themes.remove(org(ctx), input.themeId);
      return null;
    },
  });
}
