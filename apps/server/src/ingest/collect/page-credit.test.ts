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

describe('reposted story credits', () => {
  const paras = [
    '翱翔于距地球数千公里的太空中，进入广袤漆黑的未知领域，是一项艰苦卓绝的工作。这让人感到巨大压力和极度恐慌。',
    '不幸的是，对于希望能喝上一杯的太空探险者，那些将他们送上太空的政府机构普遍禁止他们染指包括酒在内的含酒精饮料。',
    '但是，很快普通人都会有机会向人类最终的边疆出发，以平民化旅行的形式，去探索和殖民火星，这将是一次漫长的旅行。',
  ];
  const page = (closing: string): string =>
    `<html><head><meta name="author" content="肖春芳"></head><body>
      <h1>宇航员在太空中喝酒会怎么样？后果很严重</h1>
      <div id="contentMsg"><span id="pubTime">2017-03-10 09:58</span> <span id="source">来源：网易科学人</span></div>
      <div id="contentMsg_baidu" style="height:0px;overflow:hidden;"><span>作者：</span><span>责任编辑：肖春芳</span></div>
      <div id="contentMain">${paras.map((p) => `<p>\u3000\u3000${p}</p>`).join('')}${closing}
      <div id="contentLiability">[责任编辑:肖春芳]</div></div></body></html>`;

  it('an empty 作者： field is not followed into the first sentence, and the editor is no author', () => {
    const got = extractArticle(page(''), 'http://tech.gmw.cn/2017-03/10/content_23937776.htm');
    expect(got.source).toBe('网易科学人');
    expect(got.author).toBeUndefined();
  });

  it('reads a closing credit whose label ends on the vertical bar ︱', () => {
    const closing =
      '<p><strong>\u3000\u3000出品︱网易科学人栏目组 胖胖</strong></p><p><strong>\u3000\u3000作者︱春春</strong></p>';
    const got = extractArticle(page(closing), 'http://tech.gmw.cn/2017-03/10/content_23937776.htm');
    expect(got.author).toBe('春春');
  });

  it('still cuts a name run together with a long affiliation', () => {
    const html = `<html><body><h1>新发展格局的理论逻辑</h1><div class="info">作者：方敏北京大学经济学院副教授</div>
      <div class="content">${paras.map((p) => `<p>${p}</p>`).join('')}</div></body></html>`;
    expect(extractArticle(html, 'http://theory.example.cn/a/1.html').author).toBe('方敏');
  });
});

describe('translated story and portal info bar (batch 26)', () => {
  it('reads a closing （编译/X） credit, drops a source-plus-time line and a 转播到 share button', () => {
    const body = Array.from(
      { length: 4 },
      (_, i) =>
        `<p>第${i + 1}段，研究人员表示，这款模型可以回答与数据结构中不同项目之间关系有关的复杂问题。</p>`,
    ).join('');
    const html = `<html><head><title>人工智能迈上新台阶_科技_腾讯网</title></head><body>
      <div class="hd"><h1>人工智能迈上新台阶</h1><div class="info"><span class="infoCol"><span class="where" bosszone="jgname">TNW中文站</span></span><span class="pubTime">2016年10月14日07:17</span></div></div>
      <div id="Cnt-Main-Article-QQ"><div class="mbArticleSharePic"><div class="mbArticleShareBtn"><span>转播到腾讯微博</span></div></div>
      ${body}<p>研究结果发表在《自然》上。（编译/林靖东）</p></div></body></html>`;
    const got = extractArticle(html, 'http://tech.qq.com/a/20161014/007184.htm');
    expect(got.author).toBe('林靖东');
    expect(got.source).toBe('TNW中文站');
    expect(got.content).not.toMatch(/转播到|07:17/);
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
