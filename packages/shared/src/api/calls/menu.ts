import { defineCall } from '../define-call.js';
import * as p from '../params.js';

/** The navigation menu. */
export const menuCalls = {
  findAppFromMenu: defineCall({
    path: '/api/menu/findAppFromMenu',
    title: '菜单中的应用',
    module: 'common',
    resource: 'menu',
    input: p.none(),
  }),
};
