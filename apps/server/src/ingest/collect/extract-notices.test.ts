import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.js';

// Failure classes the second, held-out batch of real pages showed (r30–r36 in
// apps/server/test/fixtures/extract-real), each in a minimal page.
const para = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>第${i + 1}段，警方調查後表示，相關案情仍在釐清之中，將依法偵辦並通知家屬到場說明。</p>`,
  ).join('');

describe('extraction: credits, captions and notices', () => {
  it('takes the desk credit, not a photo credit, and leaves captions and help lines out', () => {
    const html = `<html><head><title>客運司機輕生 | 新聞雲</title></head><body><article>
      <h1>客運司機輕生</h1><time>2017年12月09日 00:26</time>
      <div class="story">
        <p><strong>▲警方報請檢察官相驗，認定死者係屬自殺行為，屍體由檢察官發回家屬處理。（圖／記者林悅翻攝）</strong></p>
        <p>記者林悅／南市報導</p>${para(4)}
        <p><strong>●《新聞雲》提醒您，請給自己機會：<br>自殺防治諮詢安心專線：0800-788995；<br>生命線協談專線：1995</strong></p>
      </div></article></body></html>`;
    const page = extractArticle(html, 'https://news.example.tw/1.htm');
    expect(page.author).toBe('林悅');
    expect(page.content).not.toContain('▲');
    expect(page.content).not.toContain('專線');
    expect(page.content).toContain('第4段');
  });

  it('reads a reporter credit closing the last paragraph: （王煌忠／台中報導）', () => {
    const html = `<html><head><title>女墜樓不治 | 日報</title></head><body><article>
      <h1>女墜樓不治</h1><div class="creat">出版時間：2016/05/21 11:44</div>
      <div class="content"><p>${'台中市凌晨發生一起墜樓案，檢警將進行相驗釐清死因。'.repeat(4)}<br>${'警方已勘驗現場並報請相驗，將進一步釐清死因。'.repeat(3)}（王煌忠／台中報導）<br><br><strong>《日報》關心你</strong><br>再給自己一次機會<br>張老師專線：1980</p></div>
      </article></body></html>`;
    const page = extractArticle(html, 'https://tw.example.com/realtime/1/');
    expect(page.author).toBe('王煌忠');
    expect(page.content).not.toContain('關心你');
  });

  it('takes the agency or outlet printed beside the time as the source, not a pop-up', () => {
    const udn = `<html><head><title>男子陳屍空屋 | 社會 | 新聞網</title>
      <meta property="og:site_name" content="新聞網"></head><body>
      <div id="story_body_content"><h1>男子陳屍空屋</h1>
      <div class="story_info_author"><span>2018-02-28 14:31</span>中央社 澎湖縣28日電</div>${para(4)}</div></body></html>`;
    expect(extractArticle(udn, 'https://udn.example.com/news/story/1').source).toBe('中央社');
    const hexun = `<html><head><title>交通网络建设提速-股票频道-和讯网</title></head><body>
      <div class="sourcePopwin"><span class="authorized"> 我已授权 </span></div>
      <div class="articleName"><h1>交通网络建设提速</h1>
      <div class="tip"><span>2019-09-26 10:56:28</span> <a href="http://kuaixun.example.com/1.shtml">证券时报网</a></div></div>
      <div class="art_contextBox">${para(3)}</div></body></html>`;
    const page = extractArticle(hexun, 'https://stock.example.com/2019-09-26/1.html');
    expect(page.source).toBe('证券时报网');
    expect(page.author).toBeUndefined();
  });

  it('ignores a hidden crawler block and a domain as author; cuts a glued affiliation', () => {
    const html = `<html><head><title>坚定实施扩大内需战略 -中新网</title>
      <meta name="author" content="chinanews"></head><body><div class="content">
      <h1>坚定实施扩大内需战略</h1>
      <div id="BaiduSpider" style="display:none"><span id="author_baidu">作者：陈海峰</span></div>
      <div class="left-time"><div class="left-t">2020年07月04日 12:10\u3000来源：求是网</div></div>
      <div class="left_zw">${para(4)}<p>\u3000\u3000(作者：方敏北京大学经济学院教授)</p>
      <div class="left_name"><span>【编辑:陈海峰】</span></div></div></div></body></html>`;
    const page = extractArticle(html, 'http://www.chinanews.com/ll/2020/07-04/1.shtml');
    expect(page.author).toBe('方敏');
    expect(page.source).toBe('求是网');
  });

  it('reads a plain-text notice in <pre>, titled by its labelled field', () => {
    const html = `<html><head><title>查詢系統</title></head><body><pre>
<html><head><title>預覽視窗</title></head><body><font size='4'><pre>
例稿名稱：某地方法院公告（第二次拍賣）
發文日期：中華民國107年3月13日
主旨：公告以投標方法拍賣本院清償債務強制執行事件，債務人所有如附表所示不動產有關事項。
依據：強制執行法第81條。
</pre></font></body></html>
</pre></body></html>`;
    const page = extractArticle(html, 'https://court.example.tw/notice.jsp');
    expect(page.title).toBe('某地方法院公告（第二次拍賣）');
    expect(page.content).toContain('主旨：公告以投標方法拍賣');
  });
});
