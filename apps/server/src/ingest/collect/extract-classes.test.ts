import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.js';
import { parseFeed } from './feed.js';
import { shanghaiMinute } from './corpus-eval.js';

// Failure classes the real corpus showed (apps/server/test/fixtures/extract-real), each in a
// minimal page so a regression names the class, not a site.
const para = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>第${i + 1}段，记者从有关部门获悉，相关工作正在有序推进，群众反映良好，后续还将持续跟进报道。</p>`,
  ).join('');

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
});

describe('feed failure classes', () => {
  it('reads a feed whose titles carry an unescaped &', () => {
    const xml = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>notes</title>
      <entry><id>1</id><link href="https://e.org/1"/><title>Danger Mouse & Black Thought</title></entry></feed>`;
    const feed = parseFeed(xml, 'https://e.org/atom.xml');
    expect(feed.items.map((i) => i.title)).toEqual(['Danger Mouse & Black Thought']);
  });
});
