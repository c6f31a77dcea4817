import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { analysisTable, byId, scoped } from './common.js';

/** A theme (主题) and the words that put an article into it. */
export const themeWord = z.object({
  themeId: z.number().int(),
  themeName: z.string(),
  words: z.array(z.string()),
  updateTime: z.string(),
});

/** 主题分析: theme words the organisation tracks and how articles spread over them. */
export const themeCalls = {
  showTheme: defineCall({
    path: '/api/theme/showTheme',
    title: '主题分布',
    module: 'dashboard',
    resource: 'theme',
    input: scoped({}),
    output: analysisTable,
  }),
  findThemeWord: defineCall({
    path: '/api/theme/findThemeWord',
    title: '主题词列表',
    module: 'dashboard',
    resource: 'theme',
    input: p.none(),
    output: z.array(themeWord),
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
    output: z.object({ themeId: z.number().int() }),
  }),
  deleteThemeWord: defineCall({
    path: '/api/theme/deleteThemeWord',
    title: '删除主题',
    module: 'dashboard',
    resource: 'theme',
    input: byId('themeId'),
    output: p.ok(),
  }),
};
