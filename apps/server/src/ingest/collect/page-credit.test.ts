import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.js';
import { openingSource } from './page-credit.js';

describe('opening source tag', () => {
  it('reads the outlet a story opens with, not the paper’s own 本報訊', () => {
    expect(openingSource(['【明報專訊】政府昨公布兩星期後會展開檢測'])).toBe('明報');
    expect(openingSource(['　(星島日報報道)黎智英獲保釋候查'])).toBe('星島日報');
    expect(openingSource(['【本報訊】市政府昨日宣布'])).toBeUndefined();
    expect(openingSource(['政府昨公布【明報專訊】'])).toBeUndefined();
  });

  it('takes the tag over a site name, and a press conference (記者會) is no reporter', () => {
    const para =
      '【明報專訊】政府昨公布兩星期後會展開「普及社區檢測」，特首林鄭月娥昨在記者會上稱，暫未能交代取樣方式、樣本運送流程、成本等細節，又承認計劃沒有「禁足令」的配合。';
    const html = `<html><head><meta property="og:site_name" content="明報新聞網 - 每日明報 daily news"></head>
      <body><h1>全民自願驗 林鄭認無禁足成效打折</h1><article><p>${para}</p></article></body></html>`;
    const got = extractArticle(
      html,
      'https://news.mingpao.com/pns/article/20200808/s00002/1596825748734/',
    );
    expect(got.source).toBe('明報');
    expect(got.author).toBeUndefined();
  });
});
