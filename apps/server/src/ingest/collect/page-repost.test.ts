import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.js';
import {
  bylineOutletCredit,
  fullerAuthor,
  isAggregatorLabel,
  repostHeaderCredit,
} from './page-repost.js';
import { para } from './test-paragraphs.js';

// Portal repost classes from the held-out central/portal batch (r70–r76 of the real corpus).

describe('repost credits', () => {
  it('reads `作者/报社` or a bare outlet printed right before the date', () => {
    expect(bylineOutletCredit(' 石佳/中国青年报 2019-09-24 09:10 字号')).toEqual({
      author: '石佳',
      source: '中国青年报',
    });
    expect(bylineOutletCredit('新华社 2020-01-03 18:13')).toEqual({ source: '新华社' });
    // A date with no outlet before it, and `北京报道` (a dateline, not an outlet), name no one.
    expect(bylineOutletCredit('首页 > 10%公司 2019-09-24 09:10')).toBeUndefined();
    expect(bylineOutletCredit('记者张三/北京报道 2019-09-24')).toBeUndefined();
  });

  it('reads a WeChat header copied into the body, translator mark and all', () => {
    expect(repostHeaderCredit(['原创： 路闻卓立编译 人民币交易与研究', '正文'])).toEqual({
      author: '路闻卓立',
      source: '人民币交易与研究',
    });
    expect(repostHeaderCredit(['原创：张三 某某观察'])).toEqual({
      author: '张三',
      source: '某某观察',
    });
    expect(repostHeaderCredit(['第一段', '第二段', '原创： 张三 某某观察'])).toBeUndefined();
    expect(repostHeaderCredit(['原创文章，转载请注明出处。'])).toBeUndefined();
  });

  it('knows a portal aggregation column and a fuller credit line', () => {
    expect(isAggregatorLabel('新浪财经-自媒体综合')).toBe(true);
    expect(isAggregatorLabel('新京报')).toBe(false);
    expect(fullerAuthor('段彦超', '段彦超 廖艳')).toBe('段彦超 廖艳');
    expect(fullerAuthor('段彦超', '李四 王五')).toBe('段彦超');
    expect(fullerAuthor(undefined, '段彦超 廖艳')).toBeUndefined();
  });

  it('takes author and outlet from a `作者/报社` byline instead of the site name', () => {
    const html = `<html><head><title>共享充电宝涨价_10%公司_澎湃新闻-The Paper</title></head><body>
      <div class="newscontent"><h1 class="news_title">共享充电宝涨价</h1>
      <div class="news_about"><p>石佳/中国青年报</p><p>2019-09-24 09:10</p></div>
      <div class="news_txt">${para(4)}</div></div></body></html>`;
    const page = extractArticle(html, 'https://www.thepaper.cn/newsDetail_forward_1');
    expect(page.author).toBe('石佳');
    expect(page.source).toBe('中国青年报');
  });

  it('lets the copied WeChat header outrank the portal column, and drops an author that is the source', () => {
    const html = `<html><head><title>债市有泡沫吗_新浪财经_新浪网</title>
      <meta property="article:author" content="新浪财经-自媒体综合"></head><body>
      <h1 class="main-title">债市有泡沫吗</h1>
      <div class="date-source"><span class="date">2019年09月09日 20:52</span>
      <span class="source ent-source">新浪财经-自媒体综合</span></div>
      <div class="article" id="artibody"><p>原创： 路闻卓立编译 人民币交易与研究</p>${para(4)}</div>
      </body></html>`;
    const page = extractArticle(html, 'https://finance.sina.com.cn/stock/c/doc-1.shtml');
    expect(page.author).toBe('路闻卓立');
    expect(page.source).toBe('人民币交易与研究');

    const ref = `<html><head><title>老外眼中的公园_新浪新闻</title>
      <meta property="article:author" content="参考消息"></head><body>
      <h1 class="main-title">老外眼中的公园</h1>
      <div class="date-source"><span class="date">2019年11月25日 18:57</span>
      <a class="source" href="http://m.ckxx.net/">参考消息</a></div>
      <div class="article" id="article">${para(4)}</div></body></html>`;
    const reposted = extractArticle(ref, 'https://news.sina.com.cn/c/doc-2.shtml');
    expect(reposted.source).toBe('参考消息');
    expect(reposted.author).toBeUndefined();
  });

  it('keeps a portal promotion quoted above the story out of the text', () => {
    const html = `<html><head><title>中铁总辟谣_新浪财经_新浪网</title></head><body>
      <h1 class="main-title">中铁总辟谣</h1>
      <div class="new_style_article"><p>“2018十大经济年度人物评选”火热进行中！【<a href="#">点击投票</a>】Pick你心目中的商业领袖</p></div>
      <div class="article" id="artibody"><p>新京报快讯（记者 裴剑飞）今日有网友爆料。</p><p>今晚，中国铁路总公司发布辟谣消息。</p></div>
      <div class="most-read">${para(6)}</div></body></html>`;
    const page = extractArticle(html, 'https://finance.sina.com.cn/roll/doc-3.shtml');
    expect(page.content).not.toContain('点击投票');
    expect(page.content).toContain('新京报快讯');
    expect(page.content).not.toContain('第1段');
  });
});

describe('column credits', () => {
  it('reads `执笔/甲、乙&丙` and a Chinese source named only in the page config script', () => {
    const html = `<html><head><title>补壹刀：某专栏文章</title>
      <script>window.global = { id: '3yW', source: '补壹刀微信公号', aPage: true }</script></head><body>
      <div class="content-a"><h1 class="a-title"><strong>补壹刀：某专栏文章</strong></h1>
      <div class="a-info"><span class="time">2020-06-05 20:35</span>
      <span class="original"><span>叨叨姐</span> <span>胡一刀</span> <span>李小飞刀</span></span></div>
      <div class="a-con"><p><strong>执笔/叨叨姐、胡一刀&amp;李小飞刀</strong></p>${para(4)}</div></div>
      </body></html>`;
    const page = extractArticle(html, 'https://3w.huanqiu.com/a/d80b1f/1');
    expect(page.author).toBe('叨叨姐 胡一刀 李小飞刀');
    expect(page.source).toBe('补壹刀微信公号');
  });

  it('does not take a Latin config value for the source', () => {
    const html = `<html><head><title>某地新闻_某某网</title>
      <script>var cfg = { source: 'pc', channel: 'news' }</script></head><body>
      <h1>某地新闻</h1><div class="info">2020-06-05 20:35</div><div class="txt">${para(4)}</div>
      </body></html>`;
    expect(extractArticle(html, 'https://news.example.cn/1.html').source).toBeUndefined();
  });
});

describe('byline outlet guard', () => {
  it('does not take the end of the headline for an outlet', () => {
    expect(bylineOutletCredit('某地新闻 2020-06-05 20:35', '某地新闻')).toBeUndefined();
    expect(bylineOutletCredit('新华社 2020-06-05 20:35', '某地新闻')).toEqual({ source: '新华社' });
  });
});

describe('portal furniture inside the story', () => {
  it('drops a video player caption and a teaser link to an earlier story', () => {
    const html = `<html><head><title>某人刑满出狱|香港_新浪新闻</title></head><body>
      <h1 class="main-title">某人刑满出狱</h1>
      <div class="date-source"><span class="date">2019年10月23日 09:05</span><a class="source">环球网</a></div>
      <div class="article" id="article">
      <div class="video-2017"><div class="video-info"><a href="#">视频-某人出狱 鞠躬说“对不起”</a></div></div>
      ${para(4)}<p>此前报道：<a href="#">港媒曝某人出狱前首受访</a></p></div></body></html>`;
    const page = extractArticle(html, 'https://news.sina.com.cn/c/doc-4.shtml');
    expect(page.content).not.toContain('视频-');
    expect(page.content).not.toContain('此前报道');
    expect(page.content).toContain('第4段');
  });
});
