import { describe, expect, it } from 'vitest';

import { WordTable } from './word-table.js';

describe('WordTable', () => {
  it('numbers words in order of addition and finds each one again', () => {
    const table = new WordTable(4);
    expect(table.add('北京')).toBe(0);
    expect(table.add('深圳')).toBe(1);
    expect(table.add('北京')).toBe(0);
    expect(table.find('深圳')).toBe(1);
    expect(table.find('北京')).toBe(0);
    expect(table.size).toBe(2);
  });

  it('answers -1 for a word it lacks, a prefix or an extension of a word it has', () => {
    const table = new WordTable(4);
    table.add('中华人民');
    expect(table.find('中华')).toBe(-1);
    expect(table.find('中华人民共和国')).toBe(-1);
    expect(table.find('')).toBe(-1);
  });

  it('keeps every word when it grows far past its expected size', () => {
    const table = new WordTable(1);
    const words = Array.from({ length: 20_000 }, (_, i) => `词${i.toString(36)}😀${i % 7}`);
    expect(words.map((w) => table.add(w))).toEqual(words.map((_, i) => i));
    expect(table.size).toBe(words.length);
    expect(words.map((w) => table.find(w))).toEqual(words.map((_, i) => i));
    expect(table.find('词不存在')).toBe(-1);
  });
});
