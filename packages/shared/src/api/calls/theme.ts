import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { scoped } from './common.js';

/** 主题分析: theme words the organisation tracks and how articles spread over them. */
export const themeCalls = {
  showTheme: defineCall({
    path: '/api/theme/showTheme',
    title: '主题分布',
    module: 'dashboard',
    resource: 'theme',
    input: scoped({}),
  }),
  findThemeWord: defineCall({
    path: '/api/theme/findThemeWord',
    title: '主题词列表',
    module: 'dashboard',
    resource: 'theme',
    input: p.none(),
  }),
  saveThemeWord: defineCall({
    path: '/api/theme/saveThemeWord',
    title: '保存主题词',
    module: 'dashboard',
    resource: 'theme',
    input: z.object({
      themeId: p.id().optional(),
      themeName: p.name(30),
      words: p.list(p.name(30), 200),
    }),
    output: p.ok(),
  }),
};
