import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { MODULES } from '../../domain/modules.js';

const MODULE_CODES = Object.keys(MODULES) as [string, ...string[]];

/** The application centre (/appcenter): which apps appear in the menu. */
export const applicationCalls = {
  findAppMenu: defineCall({
    path: '/api/application/findAppMenu',
    title: '应用中心列表',
    module: 'common',
    resource: 'application',
    input: p.none(),
  }),
  controlAppForMenu: defineCall({
    path: '/api/application/controlAppForMenu',
    title: '应用加入或移出菜单',
    module: 'common',
    resource: 'application',
    input: z.object({ module: p.oneOf(MODULE_CODES), showState: p.bool() }),
    output: p.ok(),
  }),
};
