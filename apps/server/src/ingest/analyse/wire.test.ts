import { describe, expect, it } from 'vitest';

import { realNews } from '../../../test/helpers/news-corpus.js';
import { defaultRegionMatcher } from '../../nlp/regions.js';
import { defaultSegmenter } from '../../nlp/segment.js';
import { loadSentimentModel } from '../../nlp/sentiment/load-model.js';
import type { RawArticle } from '../raw-article.js';
import { ArticleAnalyser } from './article-analyser.js';
import { packArticle, unpackArticle } from './wire.js';

const analyser = new ArticleAnalyser({
  segmenter: defaultSegmenter(),
  regions: defaultRegionMatcher(),
  sentiment: loadSentimentModel(),
});

function analysed(raw: RawArticle) {
  const { raw: kept, ...article } = analyser.analyse(
    raw,
    raw.url,
    `h-${raw.url}`,
    1_700_000_000_000,
  );
  return { raw: kept, article };
}

describe('analysis results on the wire', () => {
  it('unpack to the article the thread analysed, field for field and in the same order', () => {
    const raws: RawArticle[] = [
      ...realNews(40),
      {
        url: 'https://x.example.cn/html',
        title: 'Hong Kong 市民到北京路取水点取水',
        html: '<p>城东水厂<b>停水</b>检修，张晓明说：北京市海淀区、上海市也有取水点。</p>',
        publisherRegion: '广东省深圳市',
        isAbroad: true,
        carrier: 'weibo',
      },
      // No text to speak of: no keywords, entities or regions, html null, publisher null.
      { url: 'https://x.example.cn/empty', title: '。', content: '' },
    ];
    for (const raw of raws) {
      const { article } = analysed(raw);
      const packed = packArticle(article);
      expect(packed).not.toBeNull();
      const back = unpackArticle(packed!, raw);
      expect(JSON.stringify(back)).toBe(JSON.stringify({ raw, ...article }));
    }
    const rich = analysed(raws[40]!).article;
    expect(rich.html).not.toBeNull();
    expect(rich.publisher.province).not.toBeNull();
    expect(rich.regions.length).toBeGreaterThan(0);
    expect(rich.entities.people.length + rich.entities.places.length).toBeGreaterThan(0);
  });

  it('declines a field holding the separator, and the object form is sent instead', () => {
    const { article } = analysed({
      url: 'https://x.example.cn/nul',
      title: '停水',
      content: '检修',
    });
    expect(packArticle({ ...article, summary: 'a\u0000b' })).toBeNull();
    expect(packArticle({ ...article, keywords: [{ word: 'a\u0000', weight: 1 }] })).toBeNull();
  });
});
