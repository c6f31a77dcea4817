import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.js';
import { dropNoiseLines } from './page-noise.js';

const LEAD =
  '大鼠戊肝和新冠肺炎夾擊，家庭主婦到街市買餸高危，出現多宗確診個案的街市停市三日大清洗後昨重開。';
const BODY =
  '近日紅磡街市及土瓜灣街市均出現確診個案，需暫停營運大清洗，兩街市停市三天後昨早重開，本報記者到紅磡街市視察。';

describe('lead paragraph', () => {
  it('joins a lead printed under the headline, outside the text column, to the body', () => {
    const html = `<html><head><title>街市重開 鼠患不改 - 東方日報</title></head><body>
      <div id="top"><h1>街市重開 鼠患不改</h1><div class="leadin"><p>${LEAD}</p></div></div>
      <div id="nav"><a href="/a">要聞港聞</a></div>
      <div id="right"><p>${BODY}</p><p>${BODY}</p><p>${BODY}</p></div></body></html>`;
    const got = extractArticle(
      html,
      'https://orientaldaily.on.cc/cnt/news/20200809/00174_001.html',
    );
    expect(got.content.split('\n')[0]).toBe(LEAD);
    expect(got.content).toContain(BODY);
  });

  it('does not repeat a lead the body already holds', () => {
    const html = `<html><body><h1>标题</h1><article><p class="lead">${LEAD}</p><p>${BODY}</p><p>${BODY}</p></article></body></html>`;
    const got = extractArticle(html, 'https://example.com/a.html');
    expect(got.content.split(LEAD).length).toBe(2);
  });
});

describe('header lines above a repeated headline', () => {
  it('drops the column name and the headline the body repeats, and picture tool links', () => {
    const body = [
      '獨眼香江_肺炎襲港',
      '內地客經港轉機恢復 空服員憂播毒',
      '放大圖片 / 顯示原圖',
      '本港新冠肺炎疫情反覆，昨日新增69宗確診。機管局宣布機場明天起，將恢復內地旅客來港轉機服務。',
    ].join('\n');
    expect(dropNoiseLines(body, '內地客經港轉機恢復 空服員憂播毒')).toBe(
      '本港新冠肺炎疫情反覆，昨日新增69宗確診。機管局宣布機場明天起，將恢復內地旅客來港轉機服務。',
    );
  });
});
