import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MODULES } from '../domain/modules.js';
import type { CallDef } from './define-call.js';
import * as groups from './calls/index.js';
import { ALL_CALLS, CALLS_BY_PATH } from './registry.js';
import { EXPLICIT } from './spec-calls.fixture.js';

/** Names that answer a file: Excel twins, exports and down…Briefing/down…File downloads. */
const DOWNLOAD_NAME = /Excel|[eE]xport|^down[A-Z]/;

/** systemCalls keys its entries by role because /navy and /opinionOA reuse names such as ajaxLogin. */
const KEYED_BY_ROLE = new Set(['systemCalls']);

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

describe('call registry', () => {
  it('declares no path twice', () => {
    const paths = ALL_CALLS.map((c) => c.path);
    const twice = paths.filter((p, i) => paths.indexOf(p) !== i);
    expect(twice).toEqual([]);
    expect(CALLS_BY_PATH.size).toBe(ALL_CALLS.length);
  });

  it('names every call after the last segment of its path', () => {
    expect(ALL_CALLS.filter((c) => c.name !== lastSegment(c.path)).map((c) => c.path)).toEqual([]);
  });

  it('keys every group entry by its call name', () => {
    const wrong: string[] = [];
    for (const [group, calls] of Object.entries(groups) as [string, Record<string, CallDef>][]) {
      if (KEYED_BY_ROLE.has(group)) {
        continue;
      }
      for (const [key, call] of Object.entries(calls)) {
        if (key !== call.name) {
          wrong.push(`${group}.${key} → ${call.path}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declares every name SPEC §7 spells out, with the style and download flag SPEC marks', () => {
    const problems: string[] = [];
    for (const group of EXPLICIT) {
      for (const name of group.names) {
        const path = group.prefix + name;
        const call = CALLS_BY_PATH.get(path);
        if (!call) {
          problems.push(`${path}: missing`);
          continue;
        }
        if (call.style !== group.style) {
          problems.push(`${path}: style ${call.style}`);
        }
        if (call.download !== (group.download ?? false)) {
          problems.push(`${path}: download ${call.download}`);
        }
        if (call.method !== (group.method ?? 'POST')) {
          problems.push(`${path}: ${call.method}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('derives the session system from the first path segment', () => {
    const expected = (path: string) =>
      path.startsWith('/navy/') ? 'navy' : path.startsWith('/opinionOA/') ? 'oa' : 'main';
    expect(ALL_CALLS.filter((c) => c.system !== expected(c.path)).map((c) => c.path)).toEqual([]);
    expect(CALLS_BY_PATH.get('/api/navy/navySystemPage')?.system).toBe('main');
    expect(CALLS_BY_PATH.get('/opinionOA/dailyRecord/saveDailyRecord')?.system).toBe('oa');
  });

  it('marks as downloads exactly the export, Excel and down… calls', () => {
    const wrong = ALL_CALLS.filter((c) => c.download !== DOWNLOAD_NAME.test(c.name));
    expect(wrong.map((c) => `${c.path} download=${c.download}`)).toEqual([]);
    // SPEC §9: about 50 named export and briefing-download endpoints.
    const downloads = ALL_CALLS.filter((c) => c.download).length;
    expect(downloads).toBeGreaterThanOrEqual(40);
    expect(downloads).toBeLessThanOrEqual(60);
  });

  it('takes an object input, a known module and a Chinese title on every call', () => {
    const problems = ALL_CALLS.flatMap((c) => [
      ...(c.input instanceof z.ZodObject ? [] : [`${c.path}: input is not an object`]),
      ...(c.module in MODULES ? [] : [`${c.path}: unknown module ${c.module}`]),
      ...(/[\u4e00-\u9fff]/.test(c.title) ? [] : [`${c.path}: title not Chinese`]),
      ...(c.resource.trim() ? [] : [`${c.path}: no resource`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('opens without a session only auth calls, the shared article and screen pages and start-up config', () => {
    const open = ALL_CALLS.filter((c) => c.auth !== 'required' && c.module !== 'auth');
    expect(open.map((c) => c.path).sort()).toEqual([
      '/api/app/bigScreen/findSharedBigScreen',
      '/api/article/showArticleDetailExternal',
      '/config.json',
    ]);
  });
});
