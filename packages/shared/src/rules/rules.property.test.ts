/**
 * Property tests: random rules over a vocabulary full of overlapping words (北京 / 北京大学 / 京大,
 * app / apple / pp), printed, re-parsed, compiled together and compared with the naive evaluator.
 */
import { describe, expect, it } from 'vitest';
import type { MatchDocument, RuleAst, SearchArea } from './ast.js';
import { matchesEmptyText } from './ast.js';
import { foldForMatch } from './fold.js';
import type { CompileRulesOptions } from './matcher.js';
import { compileRules, naiveMatch } from './matcher.js';
import { parseExpression } from './parse.js';
import { printRule } from './print.js';
import { mulberry32 } from '../seeded-random.js';

const VOCABULARY = [
  '北京',
  '北京大学',
  '京大',
  '大学',
  '北',
  '大',
  '上海',
  '海上',
  '上海市',
  '清华',
  '华为',
  '为',
  '谣言',
  '辟谣',
  '事故',
  '故事',
  '交通事故',
  'NBA',
  'app',
  'apple',
  'pp',
  'AI',
  'ai大学',
  'Ｘｉ',
  'a b',
  'c+d',
  '(e)',
  'say"hi',
  'x”y',
  '全角　空格',
];
const NOISE = ['的', '了', '在', ' ', '，', '京', '上', 'A', 'P', 'x', '+', '-', '"', '\n', '學'];
const AREAS: readonly SearchArea[] = ['all', 'title', 'content'];

class Random {
  constructor(readonly next: () => number) {}
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

function randomAst(random: Random, depth: number): RuleAst {
  const roll = random.next();
  if (depth <= 0 || roll < 0.35) {
    return { type: 'word', text: random.pick(VOCABULARY) };
  }
  if (roll < 0.5) {
    return { type: 'not', item: randomAst(random, depth - 1) };
  }
  const items = Array.from({ length: 2 + random.int(3) }, () => randomAst(random, depth - 1));
  return { type: roll < 0.75 ? 'and' : 'or', items };
}

/** Writes a vocabulary word the way an article might: other case, full-width, or as is. */
function disguise(random: Random, text: string): string {
  const roll = random.int(4);
  if (roll === 0) {
    return text.toUpperCase();
  }
  if (roll === 1) {
    return text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
  }
  return text;
}

function randomText(random: Random, pieces: number): string {
  let text = '';
  for (let i = random.int(pieces + 1); i > 0; i--) {
    text += random.next() < 0.6 ? disguise(random, random.pick(VOCABULARY)) : random.pick(NOISE);
  }
  return text;
}

function randomDocument(random: Random): MatchDocument {
  return { title: randomText(random, 6), content: randomText(random, 30) };
}

describe('rules: printed rules', () => {
  it('re-parse to the same tree, or are rejected exactly when they match empty text', () => {
    const random = new Random(mulberry32(20240601));
    let parsed = 0;
    for (let i = 0; i < 3000; i++) {
      const ast = randomAst(random, 4);
      const result = parseExpression(printRule(ast));
      if (matchesEmptyText(ast)) {
        expect(result).toMatchObject({ ok: false, error: { code: 'onlyNegation' } });
      } else {
        expect(result).toEqual({ ok: true, ast });
        parsed += 1;
      }
    }
    expect(parsed).toBeGreaterThan(1000);
  });
});

describe('rules: compileRules().match', () => {
  /** Rules that parse from their printed form, with ids and areas. */
  function randomRules(random: Random, count: number) {
    const rules: { id: number; ast: RuleAst; area: SearchArea }[] = [];
    while (rules.length < count) {
      const result = parseExpression(printRule(randomAst(random, 3)));
      if (!result.ok) {
        continue;
      }
      rules.push({ id: 1000 + rules.length * 7, ast: result.ast, area: random.pick(AREAS) });
    }
    return rules;
  }

  function compare(
    seed: number,
    ruleCount: number,
    docCount: number,
    options: CompileRulesOptions = {},
  ) {
    const { fold } = options;
    const random = new Random(mulberry32(seed));
    const rules = randomRules(random, ruleCount);
    const matcher = compileRules(rules, options);
    let pairs = 0;
    let hits = 0;
    for (let d = 0; d < docCount; d++) {
      const doc = randomDocument(random);
      const expected = rules
        .filter((rule) => naiveMatch(rule.ast, rule.area, doc, fold ? { fold } : {}))
        .map((rule) => rule.id);
      const actual = matcher.match(doc);
      if (actual.join() !== expected.join()) {
        const missing = expected.filter((id) => !actual.includes(id));
        const extra = actual.filter((id) => !expected.includes(id));
        const show = (id: number) => {
          const rule = rules.find((r) => r.id === id)!;
          return `${rule.area}: ${printRule(rule.ast)}`;
        };
        expect.fail(
          `doc ${JSON.stringify(doc)}\nmissing ${missing.map(show).join('; ')}\nextra ${extra.map(show).join('; ')}`,
        );
      }
      pairs += rules.length;
      hits += actual.length;
    }
    return { pairs, hits };
  }

  it('agrees with naiveMatch on 120,000 random (rule, text) pairs', () => {
    const { pairs, hits } = compare(7, 400, 300);
    expect(pairs).toBeGreaterThanOrEqual(5000);
    // The vocabulary is small on purpose, so a fair share of pairs match and exercise NOT.
    expect(hits / pairs).toBeGreaterThan(0.05);
    expect(hits / pairs).toBeLessThan(0.95);
  });

  it('agrees with naiveMatch on many small rule sets', () => {
    let pairs = 0;
    for (let seed = 1; seed <= 40; seed++) {
      pairs += compare(seed, 1 + (seed % 9), 50).pairs;
    }
    expect(pairs).toBeGreaterThanOrEqual(5000);
  });

  it('agrees with naiveMatch under a custom fold (繁→简 stand-in)', () => {
    const fold = (text: string) => foldForMatch(text.replaceAll('學', '学'));
    const { pairs } = compare(99, 200, 100, { fold });
    expect(pairs).toBeGreaterThanOrEqual(5000);
  });

  it('agrees with naiveMatch whichever trigger words the frequencies favour', () => {
    for (const wordFrequency of [(w: string) => w.length, () => 1]) {
      expect(compare(5, 200, 100, { wordFrequency }).pairs).toBeGreaterThanOrEqual(5000);
    }
  });
});
