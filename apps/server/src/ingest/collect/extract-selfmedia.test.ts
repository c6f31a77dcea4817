import { describe, expect, it } from 'vitest';
import { shanghaiMinute } from './corpus-eval.js';
import { extractArticle } from './extract.js';
import { findTimesInText } from './loose-date.js';
import { barFields } from './page-bar.js';
import { para } from './test-paragraphs.js';

// Failure classes of batches 14 and 16 of the real corpus (self-media, vertical and Hong Kong pages), each in a
// minimal page so a regression names the class, not a site.

describe('self-media and vertical failure classes', () => {
  it('reads the full time from data-ptime, never from a reader comment, and a closing 来源 line', () => {
    const html = `<html><head><title>某路段封闭施工_网易订阅</title></head><body>
      <div class="wrapper" data-ptime="2019-05-17 20:02:46"><div class="article_title"><h2>某路段封闭施工</h2>
      <p class="time"><span>2019-05-17</span> · <span>某城市报道</span></p></div>
      <div class="content" id="content">${para(4)}<p><strong>来源：某地交警</strong></p></div></div>
      <div class="tie-areas post_comment"><span class="tie-time">2019-05-17 20:33:49</span><p>大家注意安全</p></div>
      </body></html>`;
    const page = extractArticle(html, 'http://dy.163.com/v2/article/detail/X.html');
    expect(shanghaiMinute(page.publishTime)).toBe('2019-05-17 20:02');
    expect(page.source).toBe('某地交警');
  });

  it('reads 来源 and 作者 from a bar-separated info line that prints no colons', () => {
    expect(
      barFields('发表于 2014-08-24 21:30 | 1164次阅读 | 来源 CSDN | 0 条评论 | 作者 魏星 知道创宇'),
    ).toEqual({
      source: 'CSDN',
      author: '魏星',
    });
    // Prose that mentions 来源 is not a field.
    expect(barFields('资金来源 主要是财政拨款')).toEqual({});
    const html = `<html><head><title>某论坛举办-CSDN.NET</title></head><body><div class="detail">
      <h1 class="title">某论坛举办</h1><h4><div class="tit_bar">发表于<span>2014-08-24 21:30</span>|
      来源<span class="ago">CSDN</span>| 作者<span class="ago">魏星</span></div></h4>
      <div class="news_content">${para(4)}</div></div></body></html>`;
    const page = extractArticle(html, 'http://news.csdn.net/');
    expect(page.source).toBe('CSDN');
    expect(page.author).toBe('魏星');
  });

  it('takes a 头条 account name past the 「原创」 tag, and a gallery caption as the text', () => {
    const article = `<html><head><title>某独立游戏</title></head><body><div class="article-box">
      <h1 class="article-title">某独立游戏</h1><div class="article-sub"><span class="original">原创</span>
      <span>GameForce</span> <span>2019-09-04 22:18:34</span></div>
      <div class="article-content">${para(3)}</div></div></body></html>`;
    expect(extractArticle(article, 'https://www.toutiao.com/a1/').source).toBe('GameForce');
    const gallery = `<html><head><title>最不愁吃肉的国家</title></head><body>
      <div class="info-box"><h2 class="title"><span>原创</span>最不愁吃肉的国家</h2>
      <div class="pgc"><a class="media-user" href="/c/user/1/"><span>去驴行</span></a></div>
      <div class="abstract"><span class="abstract-index"><em>1</em>/10</span>当全世界绝大部分国家都在为吸引中国游客绞尽脑汁的时候，只有这么一个国家一脸淡定。</div></div>
      <div class="relatedImg"><h3>相关推荐</h3><ul><li><a href="/g/2">新时代中国奇迹：这片曾威胁过首都的沙漠，被“收服”了</a></li>
      <li><a href="/g/3">老照片：1933年的中国各地鸟瞰图，这大概就是古代的样子</a></li></ul></div></body></html>`;
    const page = extractArticle(gallery, 'https://www.toutiao.com/group/1/');
    expect(page.source).toBe('去驴行');
    expect(page.content).toBe(
      '当全世界绝大部分国家都在为吸引中国游客绞尽脑汁的时候，只有这么一个国家一脸淡定。',
    );
  });

  it('drops app and channel promotions that end on a bare link, and reads a closing 記者：X', () => {
    const html = `<html><head><title>機動部隊男警初步確診 - 香港經濟日報 - TOPick - 新聞 - D200809</title></head><body>
      <header><div class="date-time">香港時間 : 2020年8月09日 (週日) 17:44</div></header>
      <article><h1>機動部隊男警初步確診</h1><span class="info_date"><span>17:30</span> <span>2020/08/09</span></span>
      <div class="article-detail-content-container">${para(3)}
      <p>實時追蹤香港各地區疫情個案，立即下載經濟日報App：<a href="https://bit.ly/x">https://bit.ly/x</a></p>
      <p>訂閱Telegram最新優惠及送禮情報：<a href="https://bit.ly/y">https://bit.ly/y</a></p>
      <p>記者：陳子謙</p></div></article></body></html>`;
    const page = extractArticle(html, 'https://topick.hket.com/article/1');
    expect(page.content).not.toMatch(/App|Telegram|記者/);
    expect(page.author).toBe('陳子謙');
    expect(shanghaiMinute(page.publishTime)).toBe('2020-08-09 17:30');
    // The clock before the date is read as one time; a date-first time keeps its own clock.
    const [first] = findTimesInText('2024/03/05 08:30 2024/03/06');
    expect(shanghaiMinute(first?.ms)).toBe('2024-03-05 08:30');
    // `今日 09:18` (Hong Kong) against the response's Date header, like `今天 09:18`.
    const ref = Date.parse('2020-08-14T04:00:00Z');
    expect(shanghaiMinute(findTimesInText('今日 09:18 時事脈搏', ref)[0]?.ms)).toBe(
      '2020-08-14 09:18',
    );
    expect(shanghaiMinute(findTimesInText('昨日 23:05', ref)[0]?.ms)).toBe('2020-08-13 23:05');
  });

  it('reads 記者︰X with a presentation-form colon and drops the 編輯/美術 credit lines', () => {
    const html = `<html><head><title> 外傭宿舍將全作檢測 - 晴報 - 港聞 - 要聞 - D200807
      </title></head><body><h1>外傭宿舍將全作檢測</h1><div class="publish-time">發佈時間: 2020/08/07</div>
      <div class="article-details-content-container">${para(3)}
      <P>記者︰脫芷晴</P><P>編輯：梁偉澄</P><P>美術：陳超雄</P></div></body></html>`;
    const page = extractArticle(html, 'https://skypost.ulifestyle.com.hk/article/1/');
    expect(page.author).toBe('脫芷晴');
    expect(page.content).not.toMatch(/記者|編輯|美術/);
  });

  it('takes the 建立 clock when the headline shows the 更新 time the story closes on', () => {
    const html = `<html><head><title>本港增89宗確診 | 港聞 | 即時 | 星島日報</title></head><body>
      <div class="menu"><span class="small">07/08/2020 17:52</span></div><article class="content">
      <header><h1>本港增89宗確診</h1><span class="date">2020-08-07 17:24</span></header>
      <div class="paragraphs">${para(3)}<p>在8宗輸入個案中，3人為印度返港。<br /><br />建立時間16:41<br />更新時間17:24</p></div>
      </article></body></html>`;
    const page = extractArticle(html, 'https://std.stheadline.com/realtime/article/1/');
    expect(shanghaiMinute(page.publishTime)).toBe('2020-08-07 16:41');
    expect(page.content).not.toMatch(/建立時間|更新時間/);
  });
});

describe('凤凰网大风号 and platform furniture (batch 25)', () => {
  it('reads the account from a hashed class and drops photo credits and the platform notice', () => {
    const html = `<html><head><title>故宫灯会开幕_凤凰网</title></head><body><div id="root">
      <h1 class="topic-z1ycr_72">故宫灯会开幕</h1>
      <div class="info-3Ht6Fk1n"><div class="sourceTitle-2bea4nhZ"><div class="sourceTitleText-3cWSuiol"><a href="#">中国新闻网</a></div></div>
      <div class="timeBref-2lHnksft"><a href="#">2019年02月20日 02:26:00 来自北京</a></div></div>
      <div class="main_content-r5RGqegj"><div class="text-3w2e3DBc">${para(3)}<p>故宫博物院供图</p>
      <p>图片来源：东方IC 版权作品 请勿转载</p>${para(2)}<p>1860年的紫禁城照片。中新网记者 宋宇晟 翻摄</p></div></div>
      <div class="copyRight-33dfkx1-"><p>“特别声明：以上作品内容为凤凰网旗下自媒体平台“大风号”用户上传并发布，本平台仅提供信息存储空间服务。</p>
      <p>Notice: The content above is uploaded and posted by the user of Dafeng Hao, which is a social media platform and merely provides information storage space services.”</p></div>
      </div></body></html>`;
    const page = extractArticle(html, 'https://news.ifeng.com/c/7kQcQG2peWU');
    expect(page.source).toBe('中国新闻网');
    expect(shanghaiMinute(page.publishTime)).toBe('2019-02-20 02:26');
    expect(page.content).not.toMatch(/供图|图片来源|翻摄|特别声明|Notice:/);
    expect(page.content.split('\n')).toHaveLength(5);
  });
});
