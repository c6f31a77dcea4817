import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.js';
import { shanghaiMinute } from './corpus-eval.js';

// Failure classes from the real corpus's central-news and broadcaster pages (r86–r99), each in a
// minimal page so a regression names the class, not a site.
const para = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>第${i + 1}段，议员们在答问大会上先后发言，要求政府就事件作出交代，会议持续了一个半小时。</p>`,
  ).join('');

describe('central news and broadcaster pages', () => {
  it('reads the Dublin Core creation time when the page prints only its update stamp', () => {
    const html = `<html><head><title>港特首就住宅违建事件道歉 - BBC中文网 - 两岸三地</title>
      <meta name="dcterms.created" content="2012-12-10T09:24:01+00:00" />
      <meta name="dcterms.modified" content="2012-12-10T10:41:47+00:00" /></head><body>
      <h1>港特首就住宅违建事件道歉</h1>
      <div class="datestamp"><span class="lastupdated">更新时间</span> 2012年12月10日, 格林尼治标准时间10:41</div>
      <div class="bodytext">${para(5)}</div></body></html>`;
    const page = extractArticle(html, 'http://www.bbc.co.uk/zhongwen/simp/chinese_news/1.shtml');
    expect(shanghaiMinute(page.publishTime)).toBe('2012-12-10 17:24');
  });

  it('drops a picture caption marked by its class from the story', () => {
    const html = `<html><head><title>港特首就住宅违建事件道歉</title></head><body>
      <h1>港特首就住宅违建事件道歉</h1><div class="bodytext">
      <div class="module"><div class="image"><img src="a.jpg" alt="" />
      <p class="caption">特首同时遭到两派议员质问。</p></div></div>
      ${para(5)}</div></body></html>`;
    const page = extractArticle(html, 'http://www.bbc.co.uk/zhongwen/simp/chinese_news/2.shtml');
    expect(page.content).toContain('第1段');
    expect(page.content).not.toContain('特首同时遭到两派议员质问');
  });

  it('drops an unheaded run of link teasers closing the story', () => {
    const teaser = (t: string) =>
      `<br><br>\u3000\u3000<b><a href="/GB/1.html"><font color="#0000ff">${t}</font></a></b>`;
    const html = `<html><head><title>某省出台训诫预警办法--时政--人民网</title></head><body>
      <h1>某省出台训诫预警办法</h1><div id="p_content">${para(5)}
      ${teaser('“计件反腐”是指标思维下的政绩阴谋')}${teaser('刷爆举报网站的反腐热情需要引导')}${teaser('“网络反腐”进党建词典具风向标意义')}</div>
      </body></html>`;
    const page = extractArticle(html, 'http://politics.people.com.cn/GB/14562/1.html');
    expect(page.content).toContain('第5段');
    expect(page.content).not.toContain('计件反腐');
    expect(page.content).not.toContain('网络反腐');
  });

  it('drops a picture table whose only text is the caption under the image', () => {
    const picture = (caption: string) =>
      `<table align="center"><tr><td><img src="a.jpg" alt="" /></td></tr><tr><td>${caption}</td></tr></table><br>`;
    const html = `<html><head><title>某组合连赶通告-搜狐音乐</title></head><body>
      <h1>某组合连赶通告</h1><div class="text" id="contentText">
      ${picture('某组合T台走秀')}${picture('某组合精彩献歌')}${para(4)}</div></body></html>`;
    const page = extractArticle(html, 'http://music.yule.sohu.com/20091109/n1.shtml');
    expect(page.content).toContain('第4段');
    expect(page.content).not.toContain('T台走秀');
    expect(page.content).not.toContain('精彩献歌');
  });

  it('finds a headline whose id names it (ArticleTit) and the channel brand beside the time', () => {
    const html = `<html><head><title>某歌手新碟发布会创意无限_大陆新闻_娱乐_腾讯网</title></head><body>
      <div id="cntL"><div id="ArticleTit">某歌手新碟发布会创意无限</div>
      <div id="ArtFrom"><a href="http://ent.qq.com">http://ent.QQ.com</a>\u3000
      2009年11月09日11:30 \u3000<a href="http://yue.qq.com/">腾讯音乐</a>\u3000\u3000<a href="#">我要评论(0)</a></div>
      <div id="ArticleCnt">${para(5)}</div></div></body></html>`;
    const page = extractArticle(html, 'http://ent.qq.com/');
    expect(page.title).toBe('某歌手新碟发布会创意无限');
    expect(shanghaiMinute(page.publishTime)).toBe('2009-11-09 11:30');
    expect(page.source).toBe('腾讯音乐');
  });

  it('drops centred picture captions and a closing mobile-site promotion', () => {
    const picture = (caption: string) =>
      `<center><img src="a.jpg" alt="" /><br><img src="c.gif" height=5 width=1><br>${caption}<br><br></center>`;
    const html = `<html><head><title>某歌手获最佳女歌手奖_影音娱乐_新浪网</title></head><body>
      <h1 id="artibodyTitle">某歌手获最佳女歌手奖</h1><div id="artibody">
      ${picture('某歌手领奖')}${picture('某歌手接受采访')}${para(4)}
      <p>\u3000\u3000<a href="http://ent.sina.com.cn/f/v/waptuiguang.html">看明星八卦、查影讯电视节目，上手机新浪网娱乐频道 ent.sina.cn</a></p>
      </div></body></html>`;
    const page = extractArticle(html, 'http://ent.sina.com.cn/y/2009-11-09/1.shtml');
    expect(page.content).toContain('第4段');
    expect(page.content).not.toContain('接受采访');
    expect(page.content).not.toContain('ent.sina.cn');
  });
});
