import { describe, expect, it } from 'vitest';
import { batchProblem, parseBatchLines, scopeOptions, specialParam } from './filter-box';

describe('filter-box helpers', () => {
  it('reads one entry per line, trimming and dropping blanks and repeats', () => {
    expect(parseBatchLines(' 广告 \n\n博彩\r\n广告\n  ')).toEqual(['广告', '博彩']);
  });

  it('explains why a batch cannot be sent', () => {
    expect(batchProblem([])).toBe('请至少填写一项，每行一个');
    expect(batchProblem(['a'.repeat(201)])).toContain('超过200个字符');
    expect(batchProblem(Array.from({ length: 501 }, (_, i) => `w${i}`))).toBe('一次最多添加500项');
    expect(batchProblem(['广告'])).toBeUndefined();
  });

  it('offers 全部 first, then specials by column; 全部 sends no specialId', () => {
    const options = scopeOptions([
      { columnName: '高校', specials: [{ specialId: 3, specialName: '招生' }] },
    ]);
    expect(options).toEqual([
      { value: 0, label: '全部（所有专题与统计）' },
      { value: 3, label: '高校 / 招生' },
    ]);
    expect(specialParam(0)).toEqual({});
    expect(specialParam(3)).toEqual({ specialId: 3 });
  });
});
