import { describe, expect, it } from 'vitest';
import type { RuleAst, SearchArea } from './ast.js';
import { ruleWords } from './ast.js';
import { foldForMatch } from './fold.js';
import { compileRules, naiveMatch } from './matcher.js';
import { parseExpression, parseRule } from './parse.js';

function rule(id: number, expression: string, area: SearchArea = 'all') {
  const result = parseExpression(expression);
  if (!result.ok) {
    throw new Error(result.error.message);
  }
  return { id, ast: result.ast, area };
}

describe('rules/matcher', () => {
  it('returns the ids of matching rules in compile order', () => {
    const matcher = compileRules([
      rule(30, '北京+大学-谣言'),
      rule(10, '京大|北大'),
      rule(20, '(上海|天津)+事故'),
    ]);
    expect(matcher.match({ title: '北京大学发布通知', content: '' })).toEqual([30, 10]);
    expect(matcher.match({ title: '北京大学辟谣', content: '网传谣言不实' })).toEqual([10]);
    expect(matcher.match({ title: '', content: '天津港事故' })).toEqual([20]);
    expect(matcher.match({ title: '', content: '' })).toEqual([]);
    expect(matcher).toMatchObject({ ruleCount: 3, wordCount: 8 });
  });

  it('looks only where the search area says, and applies NOT across both fields for all', () => {
    const matcher = compileRules([
      rule(1, '大学', 'title'),
      rule(2, '大学', 'content'),
      rule(3, '大学', 'all'),
      rule(4, '大学-谣言', 'all'),
      rule(5, '大学-谣言', 'title'),
    ]);
    expect(matcher.match({ title: '大学', content: '' })).toEqual([1, 3, 4, 5]);
    expect(matcher.match({ title: '', content: '大学' })).toEqual([2, 3, 4]);
    expect(matcher.match({ title: '大学', content: '谣言' })).toEqual([1, 3, 5]);
  });

  it('ignores case and full width in rules and in text', () => {
    const matcher = compileRules([rule(1, 'NBA+"Ｌａｋｅｒｓ"'), rule(2, 'iphone')]);
    expect(matcher.match({ title: 'ｎｂａ：lakers 夺冠', content: 'IPHONE' })).toEqual([1, 2]);
  });

  it('matches Latin-script words on word boundaries, case-insensitively, and CJK by characters', () => {
    const matcher = compileRules([
      rule(1, 'app'),
      rule(2, 'NBA'),
      rule(3, 'Trump+Biden'),
      rule(4, '5G'),
      rule(5, 'ai大学'),
      rule(6, '北京'),
      rule(7, 'José'),
    ]);
    const match = (title: string) => matcher.match({ title, content: '' });
    expect(match('The Apple watch')).toEqual([]);
    expect(match('App Store 下架')).toEqual([1]);
    expect(match('下载APP。')).toEqual([1]);
    expect(match('NBA总决赛')).toEqual([2]);
    expect(match('WNBA final')).toEqual([]);
    expect(match('TRUMP, biden meet')).toEqual([3]);
    expect(match('Trumpism and Biden')).toEqual([]);
    expect(match('15G 套餐')).toEqual([]);
    expect(match('5G基站')).toEqual([4]);
    expect(match('open ai大学 课程')).toEqual([5]);
    expect(match('openai大学')).toEqual([]);
    expect(match('在北京市')).toEqual([6]);
    expect(match('JOSÉ Mourinho')).toEqual([7]);
    expect(match('Josée')).toEqual([]);
    for (const title of ['The Apple watch', 'App Store', 'openai大学', 'Josée', 'ｎｂａ赛季']) {
      const naive = [1, 2, 3, 4, 5, 6, 7].filter((id) =>
        naiveMatch(
          rule(id, ['app', 'NBA', 'Trump+Biden', '5G', 'ai大学', '北京', 'José'][id - 1]!).ast,
          'all',
          {
            title,
            content: '',
          },
        ),
      );
      expect(match(title)).toEqual(naive);
    }
  });

  it('applies a custom fold to rule words and text alike', () => {
    const fold = (text: string) => foldForMatch(text.replaceAll('學', '学'));
    const matcher = compileRules([rule(1, '北京大學'), rule(2, '大学-學生')], { fold });
    expect(matcher.match({ title: '北京大学', content: '' })).toEqual([1, 2]);
    expect(matcher.match({ title: '北京大學學生', content: '' })).toEqual([1]);
  });

  it('keeps results the same whatever word frequencies guide the trigger choice', () => {
    const rules = [rule(1, '(北京|上海)+(大学|中学)-谣言'), rule(2, '(a|b)+c|d+(e|f)')];
    const docs = ['北京大学', '上海中学谣言', 'b c', 'd e', 'a f', '北京'].map((title) => ({
      title,
      content: '',
    }));
    for (const wordFrequency of [() => 1, (w: string) => w.length, (w: string) => 1 / w.length]) {
      const matcher = compileRules(rules, { wordFrequency });
      expect(docs.map((doc) => matcher.match(doc))).toEqual([[1], [], [2], [2], [], []]);
    }
  });

  it('still evaluates hand-built rules that need no word present', () => {
    const onlyNot: RuleAst = { type: 'not', item: { type: 'word', text: '谣言' } };
    const matcher = compileRules([{ id: 9, ast: onlyNot, area: 'all' }, rule(1, '大学')]);
    expect(matcher.match({ title: '通知', content: '' })).toEqual([9]);
    expect(matcher.match({ title: '谣言', content: '大学' })).toEqual([1]);
  });

  it('compiles an empty rule set', () => {
    expect(compileRules([]).match({ title: '北京', content: '大学' })).toEqual([]);
  });

  it('agrees with naiveMatch on simple-mode rules over real-looking text', () => {
    const result = parseRule({
      mode: 'simple',
      regionWords: '北京 上海',
      subjectWords: '清华|北大',
      eventWords: '招生，录取',
      excludeWords: '谣言',
    });
    if (!result.ok) {
      throw new Error(result.error.message);
    }
    const matcher = compileRules([{ id: 1, ast: result.ast, area: 'all' }]);
    for (const title of ['北京清华招生', '上海北大录取谣言', '清华招生', '北京北大录取']) {
      const doc = { title, content: '' };
      expect(matcher.match(doc).length === 1).toBe(naiveMatch(result.ast, 'all', doc));
    }
  });
});

describe('rules/ruleWords', () => {
  it('splits words by polarity, for highlighting', () => {
    const { ast } = rule(0, '(北京|上海)+大学-(谣言|-辟谣)');
    expect(ruleWords(ast)).toEqual({
      positive: ['北京', '上海', '大学', '辟谣'],
      negative: ['谣言'],
    });
    expect(ruleWords(rule(0, 'a+b-(a+c)').ast)).toEqual({
      positive: ['a', 'b'],
      negative: ['a', 'c'],
    });
  });
});
