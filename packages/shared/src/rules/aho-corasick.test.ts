import { describe, expect, it } from 'vitest';
import { AhoCorasick, FIELD_CONTENT, FIELD_TITLE } from './aho-corasick.js';
import { foldCharCode, foldForMatch } from './fold.js';
import { mulberry32 } from '../seeded-random.js';

/** Every occurrence of every word, by String.indexOf: the reference. */
function naiveOccurrences(words: readonly string[], text: string): string[] {
  const out: string[] = [];
  words.forEach((w, id) => {
    for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) {
      out.push(`${id}@${at}-${at + w.length}`);
    }
  });
  return out.sort();
}

function occurrences(ac: AhoCorasick, text: string): string[] {
  const out: string[] = [];
  ac.forEachMatch(text, (id, start, end) => out.push(`${id}@${start}-${end}`));
  return out.sort();
}

describe('rules/aho-corasick', () => {
  it('reports overlapping and nested words with their positions', () => {
    const words = ['北京', '北京大学', '京大', '大学', '学生'];
    const text = '北京大学生在北京';
    expect(occurrences(new AhoCorasick(words), text)).toEqual(naiveOccurrences(words, text));
    expect(occurrences(new AhoCorasick(words), text)).toContain('1@0-4');
  });

  it('collects each word once per stamp and records the fields it was found in', () => {
    const ac = new AhoCorasick(['北京', '大学', '京']);
    const presence = new Int32Array(3);
    const found: number[] = [];
    ac.collect('北京北京', presence, 7, FIELD_TITLE, found);
    ac.collect('大学北京', presence, 7, FIELD_CONTENT, found);
    // At 北京 the automaton reports 北京 and then its suffix 京.
    expect(found).toEqual([0, 2, 1]);
    expect([...presence]).toEqual([
      (7 << 2) | FIELD_TITLE | FIELD_CONTENT,
      (7 << 2) | FIELD_CONTENT,
      (7 << 2) | FIELD_TITLE | FIELD_CONTENT,
    ]);
    found.length = 0;
    ac.collect('大学', presence, 8, FIELD_TITLE, found);
    expect(found).toEqual([1]);
  });

  it('folds text through the symbol table without touching the string', () => {
    const ac = new AhoCorasick(['nba', 'a1'].map(foldForMatch), foldCharCode);
    expect(occurrences(ac, 'ＮＢＡ1 Nba')).toEqual(['0@0-3', '0@5-8', '1@2-4']);
  });

  it('finds single-character words next to longer ones (pair filter stays exact)', () => {
    const words = ['中', '中国', '国人', '人'];
    for (const text of ['中', '中国', '国中', '人中国人', '中中中国国']) {
      expect(occurrences(new AhoCorasick(words), text)).toEqual(naiveOccurrences(words, text));
    }
  });

  it('matches String.indexOf on thousands of random words with wide fan-out', () => {
    const random = mulberry32(42);
    const alphabet = 'abcdefghij北京大学上海中国人民';
    const pick = () => alphabet[Math.floor(random() * alphabet.length)]!;
    const makeWord = (max: number) =>
      Array.from({ length: 1 + Math.floor(random() * max) }, pick).join('');
    // 3,000 words over 20 symbols: every short prefix has many children and the filters saturate.
    const words = [...new Set(Array.from({ length: 3000 }, () => makeWord(6)))];
    const ac = new AhoCorasick(words);
    for (let i = 0; i < 200; i++) {
      const text = makeWord(80) + 'xyz' + makeWord(40);
      expect(occurrences(ac, text)).toEqual(naiveOccurrences(words, text));
      const presence = new Int32Array(words.length);
      const found: number[] = [];
      ac.collect(text, presence, 1, FIELD_TITLE, found);
      expect(found.sort((a, b) => a - b)).toEqual(
        words.flatMap((w, id) => (text.includes(w) ? [id] : [])),
      );
    }
  });

  it('accepts no words, empty words and duplicates', () => {
    expect(occurrences(new AhoCorasick([]), 'abc')).toEqual([]);
    expect(occurrences(new AhoCorasick(['', 'b', 'b']), 'abc')).toEqual(['1@1-2', '2@1-2']);
  });
});
