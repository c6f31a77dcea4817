import { dict, idf } from '@node-rs/jieba/dict.js';
import { describe, expect, it } from 'vitest';

import { LexiconTable } from './lexicon-table.js';

describe('LexiconTable', () => {
  it('keeps a tag and an IDF per word, each set on its own, and finds them again', () => {
    const table = new LexiconTable(4);
    table.setTag('北京', 3);
    table.setIdf('深圳', 9.25);
    table.setIdf('北京', 7.5);
    table.setTag('北京', 4);
    expect(table.size).toBe(2);
    expect(table.tag('北京')).toBe(4);
    expect(table.idf('北京')).toBe(7.5);
    // An IDF word the dictionary lacks: no tag; a dictionary word without IDF: NaN.
    expect(table.tag('深圳')).toBe(0);
    table.setTag('上海', 1);
    expect(table.idf('上海')).toBeNaN();
  });

  it('refuses a tag number that does not fit its byte', () => {
    const table = new LexiconTable(4);
    expect(() => table.setTag('北京', 256)).toThrow(RangeError);
    expect(() => table.setTag('北京', 0)).toThrow(RangeError);
    expect(table.size).toBe(0);
  });

  it('answers -1 / NaN for a word it lacks, a prefix or an extension of a word it has', () => {
    const table = new LexiconTable(4);
    table.setTag('中华人民', 2);
    for (const missing of ['中华', '中华人民共和国', '', '中华人']) {
      expect(table.tag(missing)).toBe(-1);
      expect(table.idf(missing)).toBeNaN();
    }
  });

  it('keeps every word when it grows far past its expected size', () => {
    const table = new LexiconTable(1);
    const words = Array.from({ length: 20_000 }, (_, i) => `词${i.toString(36)}😀${i % 7}`);
    words.forEach((w, i) => {
      table.setIdf(w, i);
      table.setTag(w, (i % 255) + 1);
    });
    expect(table.size).toBe(words.length);
    expect(words.every((w, i) => table.idf(w) === i && table.tag(w) === (i % 255) + 1)).toBe(true);
    expect(table.tag('词不存在')).toBe(-1);
  });

  it("tells every word of jieba's dictionary and IDF table apart by its key", () => {
    // Words are not stored: two words with one key would share a slot. Not so in the real tables.
    const decoder = new TextDecoder();
    const words = new Set<string>();
    const table = new LexiconTable(700_000);
    for (const bytes of [dict, idf]) {
      for (const line of decoder.decode(bytes).split('\n')) {
        const word = line.slice(0, line.indexOf(' '));
        if (word) {
          words.add(word);
          table.setIdf(word, 1);
        }
      }
    }
    expect(words.size).toBeGreaterThan(350_000);
    expect(table.size).toBe(words.size);
  });
});
