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

// From the held-out 2012 portal batch (r82–r83): 腾讯新闻's info bar names the author in an
// unlabelled `.auth` element after the source link.
describe('unlabelled author element', () => {
  const para = (n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<p>第${i + 1}段，火灾发生以来，当地政府以通常的方式进行善后，网络上的质疑声音没有减少。</p>`,
    ).join('');

  it('reads `<span class="auth">` when the info bar prints the name', () => {
    const html = `<html><head><title>天津大火后续风波_新闻_腾讯网</title></head><body>
      <div id="C-Main-Article-QQ"><div class="hd"><h1>天津大火后续风波</h1>
      <div class="info"><span class="pubTime">2012年07月07日09:47</span>
      <span class="where"><a href="http://opinion.huanqiu.com/">环球时报</a></span>
      <span class="auth">单仁平</span></div></div>
      <div id="Cnt-Main-Article-QQ">${para(5)}</div></div></body></html>`;
    const got = extractArticle(html, 'http://news.qq.com/a/20120707/000623.htm');
    expect(got.author).toBe('单仁平');
  });

  it('ignores an author class far from the headline, such as a comment box', () => {
    const html = `<html><head><title>天津大火后续风波_新闻_腾讯网</title></head><body>
      <h1>天津大火后续风波</h1><div class="info">2012年07月07日09:47 来源：环球时报</div>
      <article>${para(10)}</article>
      <div class="comments"><span class="author">王小明</span><p>说得好</p></div></body></html>`;
    const got = extractArticle(html, 'http://news.qq.com/a/20120707/000624.htm');
    expect(got.author).toBeUndefined();
  });
});
