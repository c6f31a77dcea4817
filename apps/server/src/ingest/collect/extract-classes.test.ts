import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.js';
import { parseFeed } from './feed.js';
import { shanghaiMinute } from './corpus-eval.js';
import { para } from './test-paragraphs.js';

// Failure classes the real corpus showed (apps/server/test/fixtures/extract-real), each in a
// minimal page so a regression names the class, not a site.

describe('extraction failure classes', () => {
  it('takes the heading above the date when <title> names only the channel', () => {
    const html = `<html><head><title>新闻动态--某学会官网</title></head><body>
      <div class="news"><h5>2019年学术年会在重庆成功举行！</h5>
      <div class="ly"><b>发布时间：2019-05-18</b> <i>来源：某学会</i></div>
      <div class="detailCon">${para(4)}</div></div></body></html>`;
    const page = extractArticle(html, 'http://example.org/detail?id=1');
    expect(page.title).toBe('2019年学术年会在重庆成功举行！');
    expect(page.source).toBe('某学会');
  });

  it('does not take a printed update time for the publish time', () => {
    const html = `<html><head><title>某地输胎行起火</title>
      <meta itemprop="datePublished" content="2016/03/19 08:15"></head><body><article>
      <h1>某地输胎行起火</h1><div class="timeBox">最新更新：<span>2016/03/19 10:48</span></div>
      <div class="paragraph"><p>（中央社記者邱俊欽桃園19日電）桃園市一家輪胎行今天清晨發生大火，7人從火場中疏散。</p>${para(3)}</div>
      </article></body></html>`;
    const page = extractArticle(html, 'https://www.cna.com.tw/news/asoc/1.aspx');
    expect(shanghaiMinute(page.publishTime)).toBe('2016-03-19 08:15');
    expect(page.author).toBe('邱俊欽');
    expect(page.content).not.toContain('最新更新');
  });

  it('reads closing credits and 来源于, and never a label or a photographer as the author', () => {
    const html = `<html><head><title>常德开展金融知识普及活动--当代商报</title></head><body>
      <h1>常德开展金融知识普及活动</h1><font>来源于：东区办事处</font>
      <div class="single-content">${para(3)}<p>本次活动取得良好效果。(文/图 刘玺东 易赛楠)</p>
      <p><strong>资料图：市民出行。中新社记者 贾天勇 摄</strong></p></div>
      <ul class="spostinfo"><li>来源：当代商报 作者：</li><li><strong>转载请注明：</strong></li></ul></body></html>`;
    const page = extractArticle(html, 'http://www.example.com/a/1.html');
    expect(page.author).toBe('刘玺东 易赛楠');
    expect(page.source).toBe('东区办事处');
  });

  it('cuts the body after 责任编辑 and drops link lists, disclaimers and a broken-up headline', () => {
    const html = `<html><head><title>关于批准某事项的决议_公报</title></head><body><div class="box">
      <div id="c"><p><strong>关于批准<br>某事项的决议</strong></p>${para(4)}
      <p>责任编辑：张三</p><blockquote><p>推荐阅读：别的新闻标题</p></blockquote></div>
      <div class="shenming"><p>声明：本站力求信息真实、准确，不构成投资建议。</p></div>
      <ul><li><a href="/1">第一条相关新闻的标题</a></li><li><a href="/2">第二条相关新闻的标题</a></li><li><a href="/3">第三条相关新闻的标题</a></li></ul>
      </div></body></html>`;
    const page = extractArticle(html, 'http://www.example.gov.cn/gb/1.htm');
    expect(page.content).not.toMatch(/关于批准|责任编辑|推荐阅读|声明|相关新闻/);
    expect(page.content.split('\n')).toHaveLength(4);
  });

  it('reads a colon-less opening credit line and an unlabelled source element', () => {
    const html = `<html><head><title>某行业大整顿_财经_某网</title></head><body>
      <h1>某行业大整顿</h1><div class="a_Info"><span class="a_source">棱镜</span>
      <span class="a_time">2019-09-23 07:48</span></div>
      <div id="Cnt-Main"><p>划重点：</p><p>《棱镜》作者 周纯</p>${para(4)}</div></body></html>`;
    const page = extractArticle(html, 'http://finance.example.com/a/1.htm');
    expect(page.author).toBe('周纯');
    expect(page.source).toBe('棱镜');
  });

  it('keeps the printed time over a later meta stamp and never takes 记者获悉 for a name', () => {
    const html = `<html><head><title>最强芯片本月商用_新闻</title>
      <meta property="article:published_time" content="2019-09-07T06:52:51+08:00"></head><body>
      <h1 class="main-title">最强芯片本月商用</h1><div class="date-source"><span class="date">2019年09月07日 04:04</span>
      <a class="source" href="http://bjrb.example.cn/1.htm">北京日报</a></div>
      <div id="article"><p>原标题：最强芯片本月商用</p><p>昨天，某公司推出新芯片。记者获悉，本月还将有新机发售。</p>${para(3)}</div></body></html>`;
    const page = extractArticle(html, 'https://news.example.com/c/1.shtml');
    expect(shanghaiMinute(page.publishTime)).toBe('2019-09-07 04:04');
    expect(page.author).toBeUndefined();
    expect(page.source).toBe('北京日报');
    expect(page.content).not.toContain('原标题');
  });

  it('takes a closing unlabelled reporter credit for the author and drops it from the text', () => {
    const html = `<html><head><title>某儿歌被改编 原作者女儿回应</title></head><body>
      <h1>某儿歌被改编 原作者女儿回应</h1><div class="content-article">${para(4)}
      <p>扬子晚报记者 张楠</p></div></body></html>`;
    const page = extractArticle(html, 'https://new.example.com/omn/1.html');
    expect(page.author).toBe('张楠');
    expect(page.content).not.toContain('扬子晚报记者');
  });

  it('takes a rel=author byline, and a closing bracketed source over a meta source', () => {
    const html = `<html><head><title>某地年邁母子 住處身亡 - 某電子報</title>
      <meta name="source" content="某電子報"><meta name="author" content="某電子報"></head><body>
      <h1>某地年邁母子 住處身亡</h1><article class="arttext"><div class="reporter">
      <time>2018年09月16日 15:31</time><a href="/realtimenews/11">中時</a>
      <cite><a href="/reporter/899" rel="author">謝明俊</a></cite></div>${para(3)}<p>(中時 )</p></article></body></html>`;
    const page = extractArticle(html, 'https://www.example.com.tw/realtimenews/1');
    expect(page.author).toBe('謝明俊');
    expect(page.source).toBe('中時');
  });

  it('drops Taiwan desk lines, ▲ captions, 资料图 and |-separated credits as furniture', () => {
    const html = `<html><head><title>某地墜樓案</title></head><body><h1>某地墜樓案</h1>
      <div id="Content1"><p>記者王小明／台北報導</p>${para(3)}<p>▲▼警消到場時已無生命跡象。（圖／翻攝畫面）</p>
      <p>资料图</p><p>编辑|张三</p><p>责编|李四</p><p>1、回复【福利】查看各种政策福利</p></div></body></html>`;
    const page = extractArticle(html, 'https://www.example.com/News.aspx?NewsID=1');
    expect(page.author).toBe('王小明');
    expect(page.content).not.toMatch(/報導|▲|资料图|编辑|责编|回复/);
    expect(page.content.split('\n')).toHaveLength(3);
  });
});

describe('feed failure classes', () => {
  it('reads a feed whose titles carry an unescaped &', () => {
    const xml = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>notes</title>
      <entry><id>1</id><link href="https://e.org/1"/><title>Danger Mouse & Black Thought</title></entry></feed>`;
    const feed = parseFeed(xml, 'https://e.org/atom.xml');
    expect(feed.items.map((i) => i.title)).toEqual(['Danger Mouse & Black Thought']);
  });

  it('reads dates with zone names, foreign month names and a wrapped HTML time element', () => {
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
      <item><title>a</title><link>https://e.org/a</link><pubDate>Fri, 17 May 2019 06:00:00 BST</pubDate></item>
      <item><title>b</title><link>https://e.org/b</link><pubDate>Seg, 24 Set 2018 19:42:40 -0300</pubDate></item>
      <item><title>c</title><link>https://e.org/c</link><pubDate>
        <time datetime="2019-05-03T19:21:28Z">Fri, 05/03/2019 - 15:21</time></pubDate></item>
      </channel></rss>`;
    const feed = parseFeed(xml, 'https://e.org/rss.xml');
    expect(feed.items.map((i) => new Date(i.publishTime ?? 0).toISOString())).toEqual([
      '2019-05-17T05:00:00.000Z',
      '2018-09-24T22:42:40.000Z',
      '2019-05-03T19:21:28.000Z',
    ]);
  });
});
