import { describe, expect, it } from 'vitest';

import {
  countWords,
  entities,
  entitiesFromCounts,
  entitiesFromWords,
  isKeywordCandidate,
  keywords,
  keywordsFromCounts,
  keywordsFromWords,
} from './keywords.js';
import { defaultSegmenter, type Segmenter } from './segment.js';

const TITLE = '华为在深圳发布新款折叠屏手机';
const CONTENT =
  '新华社深圳11月15日电（记者张晓明）华为公司近日在深圳举行发布会，正式推出新款折叠屏手机。' +
  '华为消费者业务负责人余承东表示，这款折叠屏手机采用自主研发的麒麟芯片，售价为9999元。' +
  '记者了解到，折叠屏手机市场竞争激烈，三星、小米等厂商也在加快布局。谢谢大家的关注，' +
  '城市里的消费者对折叠屏手机很感兴趣。外交部和清华大学的专家也出席了发布会，华为表示将在北京和上海开设体验店。';

describe('keywords', () => {
  const result = keywords(TITLE, CONTENT, 10);
  const words = result.map((k) => k.word);

  it('ranks the topic words of title and body first', () => {
    expect(words.slice(0, 5)).toEqual(expect.arrayContaining(['华为', '手机', '深圳', '折叠']));
  });

  it('drops stop words, news boilerplate, numbers and single characters', () => {
    for (const word of [
      '记者',
      '表示',
      '近日',
      '日电',
      '新华社',
      '发布会',
      '11',
      '9999',
      '在',
      '的',
    ]) {
      expect(words).not.toContain(word);
    }
    expect(words.every((w) => [...w].length >= 2)).toBe(true);
  });

  it('normalises weights to 0..1 in descending order and honours topN', () => {
    expect(result).toHaveLength(10);
    expect(result[0]!.weight).toBe(1);
    for (let i = 1; i < result.length; i++) {
      expect(result[i]!.weight).toBeGreaterThan(0);
      expect(result[i]!.weight).toBeLessThanOrEqual(result[i - 1]!.weight);
    }
  });

  it('weights title words up', () => {
    const withTitle = keywords('小米发布新手机', '手机市场竞争激烈。华为和小米都在发力。', 5);
    const withoutTitle = keywords('', '手机市场竞争激烈。华为和小米都在发力。', 5);
    const rank = (list: typeof withTitle) => list.findIndex((k) => k.word === '小米');
    expect(rank(withTitle)).toBeLessThan(rank(withoutTitle));
  });

  it('returns a prefix of the longer list for a smaller topN', () => {
    expect(keywords(TITLE, CONTENT, 4)).toEqual(
      keywords(TITLE, CONTENT, 20)
        .slice(0, 4)
        .map((k, _, top) => ({
          word: k.word,
          weight: Math.round((k.weight / top[0]!.weight) * 1e4) / 1e4,
        })),
    );
  });

  it('returns nothing for text without candidates', () => {
    expect(keywords('', '。。。 123 的了')).toEqual([]);
  });

  it('works with any Segmenter, e.g. a fake with fixed IDF', () => {
    const fake: Segmenter = {
      cut: (text) => text.split(' '),
      cutForSearch: (text) => text.split(' '),
      tag: (text) => text.split(' ').map((word) => ({ word, tag: 'n' })),
      idf: (word) => (word === '舆情' ? 10 : 1),
      medianIdf: 5,
      maxIdf: 10,
      wordTag: () => undefined,
      properNounTag: () => undefined,
    };
    expect(keywordsFromWords(['舆情'], ['监测', '监测', '系统'], 3, fake)).toEqual([
      { word: '舆情', weight: 1 },
      { word: '监测', weight: 0.0667 },
      { word: '系统', weight: 0.0333 },
    ]);
  });
});

describe('isKeywordCandidate', () => {
  it.each([
    ['舆情', true],
    ['折叠屏', true],
    ['iPhone', true],
    ['AI', true],
    ['的', false],
    ['记者', false],
    ['2018年', false],
    ['11月', false],
    ['6.5%', false],
    ['第3', false],
    ['……', false],
    ['the', false],
  ])('%s → %s', (word, expected) => {
    expect(isKeywordCandidate(word)).toBe(expected);
  });
});

describe('entities', () => {
  const found = entities(`${TITLE}\n${CONTENT}`);

  it('finds people, including names missing from the dictionary', () => {
    expect(found.people.map((p) => p.name)).toEqual(expect.arrayContaining(['余承东', '张晓明']));
  });

  it('finds places and organisations with counts, deduplicated', () => {
    expect(found.places[0]).toEqual({ name: '深圳', count: 3 });
    expect(found.places.map((p) => p.name)).toEqual(expect.arrayContaining(['北京', '上海']));
    expect(found.organisations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['外交部', '清华大学']),
    );
  });

  it('skips dictionary junk: 谢谢 is not a person, 城市 not a place', () => {
    const all = [...found.people, ...found.places, ...found.organisations].map((e) => e.name);
    expect(all).not.toContain('谢谢');
    expect(all).not.toContain('城市');
    expect(all.every((name) => name.length >= 2)).toBe(true);
  });

  it('counts title words once from counts shared with keywords (the title weighs only there)', () => {
    const segmenter = defaultSegmenter();
    const titleWords = segmenter.cut(TITLE);
    const contentWords = segmenter.cut(CONTENT);
    const counts = countWords(titleWords, contentWords);
    // 深圳 is in the title once and the body twice: three mentions, not five.
    expect(entitiesFromCounts(counts).places[0]).toEqual({ name: '深圳', count: 3 });
    expect(entitiesFromCounts(counts)).toEqual(entitiesFromWords([...titleWords, ...contentWords]));
    expect(keywordsFromCounts(counts, 10)).toEqual(keywordsFromWords(titleWords, contentWords, 10));
  });

  it('keeps the top 10 of each kind', () => {
    const cities = '北京 上海 广州 深圳 杭州 南京 武汉 成都 重庆 天津 西安 苏州'.split(' ');
    expect(entitiesFromWords(cities).places).toHaveLength(10);
  });
});
