/**
 * Page layouts of the CONSTRUCTED part of the extraction corpus, each modelled on the markup of
 * one kind of real Chinese page (central/local news, WeChat, self-media platforms, government,
 * Hong Kong/Taiwan, vertical sites) including the noise that trips extractors: site-name `<h1>`,
 * related-news lists, 责任编辑 footers, copyright blocks, preloaded next articles, script-only
 * times and wrong charset declarations. The expected labels are the article's own fields.
 */
import type { CorpusArticle } from './corpus-articles.js';

export interface RenderedPage {
  html: string;
  /** iconv-lite encoding the bytes are written in. */
  encoding: string;
  /** Content-Type header as the server sent it. */
  contentType: string;
  url: string;
  /** HTTP Date header (reference for relative times such as `5分钟前`). */
  date?: string;
  /** Which of author/source the page shows to a reader (what a hand label would record). */
  shows: { author: boolean; source: boolean };
  /** The title a person reads as the headline, when it differs from the article's. */
  title?: string;
}

export type Layout = (a: CorpusArticle, i: number, next?: CorpusArticle) => RenderedPage;

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (time: string) => {
  const [d, t] = time.split(' ') as [string, string];
  const [y, mo, day] = d.split('-') as [string, string, string];
  const [h, mi] = t.split(':') as [string, string];
  return { y, mo, d: day, h, mi };
};
/** Epoch seconds of a Shanghai wall-clock time. */
export const epochOf = (time: string): number =>
  Date.parse(`${time.replace(' ', 'T')}:00+08:00`) / 1000;
const httpDate = (epochSec: number) => new Date(epochSec * 1000).toUTCString();

const ps = (a: CorpusArticle, attrs = '') =>
  a.paragraphs.map((p) => `<p${attrs}>${p}</p>`).join('\n');
const nav = (site: string) =>
  `<div class="nav"><a href="/">${site}首页</a><a href="/news/">新闻</a><a href="/finance/">财经</a><a href="/society/">社会</a><a href="/sports/">体育</a><a href="/ent/">娱乐</a><a href="/video/">视频</a></div>`;
const RELATED = [
  '多地出台措施促进消费持续恢复 专家解读政策亮点',
  '今年以来全国铁路发送旅客同比增长超过一成',
  '国家统计局发布最新数据 工业生产稳中有升',
  '教育部部署做好今年高校招生录取工作',
  '多部门联合开展夏季安全生产大检查',
  '文旅市场持续升温 假日出游人次创新高',
  '农业农村部：夏粮收购总体进度快于上年',
  '气象部门提醒：未来一周南方多降雨',
  '新一批国家级非遗代表性项目名录公布',
  '城市更新项目加快推进 老街区焕发新活力',
  '专家解读：如何看待当前就业形势',
  '全国秋粮收获进度过半 机收率超过九成',
];
const related = (n = 8, title = '相关新闻') =>
  `<div class="related"><h3>${title}</h3><ul>${RELATED.slice(0, n)
    .map(
      (t, k) =>
        `<li><a href="/news/2024/${k + 100}.html">${t}</a><span>2024-0${(k % 9) + 1}-1${k % 9} 10:0${k % 9}</span></li>`,
    )
    .join('')}</ul></div>`;
const copyright = (site: string) =>
  `<div class="footer"><p>关于我们 | 联系我们 | 广告服务 | 网站地图</p><p>版权所有 &copy;${site} 未经授权禁止转载、摘编、复制或建立镜像。</p><p>违法和不良信息举报电话：12345678 举报邮箱：jubao@example.cn</p></div>`;
const disclaimer =
  '<div class="statement">免责声明：本文仅代表作者个人观点，与本网无关。其原创性以及文中陈述文字和内容未经本站证实，对本文以及其中全部或者部分内容、文字的真实性、完整性、及时性本站不作任何保证或承诺，请读者仅作参考，并请自行核实相关内容。</div>';
const editor = (name = '陈晨') => `<div class="editor">(责任编辑：${name})</div>`;
const head = (title: string, extra = '', charset = 'utf-8') =>
  `<!DOCTYPE html>\n<html lang="zh-CN"><head><meta charset="${charset}"><title>${title}</title>${extra}<script>var _hmt=_hmt||[];(function(){var hm=document.createElement("script");hm.src="https://hm.example.cn/hm.js";})();</script><style>body{font-family:"Microsoft YaHei"}.nav a{margin:0 4px}</style></head>`;

/** 人民网 family: GB2312 declared, GBK bytes, `标题--频道--人民网`, date-only publishdate meta, numeric author meta. */
const people: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'gbk',
    contentType: 'text/html',
    url: `http://society.people.com.cn/n1/${t.y}/${t.mo}${t.d}/c1008-${3100000 + i}.html`,
    shows: { author: Boolean(a.author), source: true },
    html: `${head(`${a.title}--社会·法治--人民网 `, `<meta name="publishdate" content="${t.y}-${t.mo}-${t.d}"><meta name="author" content="${104000 + i}"><meta name="source" content="来源：${a.source}"><meta name="editor" content="1610">`, 'gb2312')}
<body>${nav('人民网')}
<div class="clearfix w1000_320 text_title"><h3 class="pre"></h3><h1>${a.title}</h1><h4 class="sub"></h4>
<p class="author">${a.author ? `本报记者 ${a.author}` : ''}</p>
<div class="box01"><div class="fl">${t.y}年${t.mo}月${t.d}日${t.h}:${t.mi}&nbsp;&nbsp;来源：<a href="http://www.people.com.cn/">${a.source}</a></div><div class="fr">分享到：</div></div></div>
<div class="clearfix w1000_320 text_con"><div class="fl text_con_left"><div class="box_con" id="rwb_zw">
${ps(a, ' style="text-indent: 2em;"')}
<div class="zdfy clearfix"></div><div class="edit clearfix">(责编：汤诗瑶、丁涛)</div></div>
${related(10, '相关专题')}</div></div>${copyright('人民网')}</body></html>`,
  };
};

/** 新华网: headline in a `<div class="h-title">`, `标题-新华网` (no spaces), 纠错 and 责任编辑 footer. */
const xinhua: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'utf-8',
    contentType: 'text/html; charset=utf-8',
    url: `http://www.news.cn/local/${t.y}-${t.mo}/${t.d}/c_${1130000000 + i}.htm`,
    shows: { author: false, source: true },
    html: `${head(`${a.title}-新华网`, `<meta name="keywords" content="${a.title}"><meta name="description" content="${a.paragraphs[0]}">`)}
<body><div class="header"><div class="logo"><a href="/"><img src="/logo.png" alt="新华网"></a></div>${nav('新华网')}</div>
<div class="header-cont clearfix"><div class="header-time left"><span class="year"><em> ${t.y}</em></span><span class="day"><em> ${t.mo}</em>/<em>${t.d}</em></span><span class="time"> ${t.h}:${t.mi}:00</span></div>
<div class="source">来源：${a.source}</div><div class="head-line clearfix"><span class="title">${a.title}</span><span class="btn-audio"></span></div></div>
<div class="main clearfix"><div class="main-left left"><div id="detail"><span id="detailContent">
${ps(a)}
</span></div><div id="articleEdit"><span class="tiyi1"><a href="javascript:;">【纠错】</a></span><span class="editor">【责任编辑:张樵苏】</span></div>
${related(8, '相关阅读')}</div></div>${copyright('新华网')}</body></html>`,
  };
};

/** WeChat article: `var ct`, empty `#publish_time`, `#js_content` hidden until scripts run. */
const wechat: Layout = (a, i) => ({
  encoding: 'utf-8',
  contentType: 'text/html; charset=utf-8',
  url: `https://mp.weixin.qq.com/s/AbCdEf${1000 + i}GhIjKl`,
  shows: { author: Boolean(a.author), source: true },
  html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta property="og:title" content="${a.title}"><meta property="og:type" content="article"><meta name="author" content="${a.author ?? ''}"><title>${a.title}</title></head>
<body id="activity-detail" class="zh_CN"><div class="rich_media_wrp"><div class="rich_media_inner"><div id="page-content" class="rich_media_area_primary">
<h1 class="rich_media_title" id="activity-name">
${a.title}
</h1>
<div id="meta_content" class="rich_media_meta_list">${a.author ? `<span class="rich_media_meta rich_media_meta_text">${a.author}</span>` : ''}<span class="rich_media_meta rich_media_meta_nickname" id="profileBt"><a href="javascript:void(0);" id="js_name">
${a.source}</a></span><em id="publish_time" class="rich_media_meta rich_media_meta_text"></em></div>
<div class="rich_media_content js_underline_content" id="js_content" style="visibility: hidden;">
<section style="margin:0 8px;">${a.paragraphs.map((p) => `<p style="line-height:1.75em;"><span style="font-size:15px;">${p}</span></p>`).join('\n')}</section>
<p><br></p><p style="text-align:center;"><img data-src="https://mmbiz.qpic.cn/mmbiz_png/x${i}/640" class="rich_pages"></p></div>
<div class="rich_media_tool" id="js_toobar3"><div class="media_tool_meta">阅读 <span id="readNum3"></span></div><div id="js_like_btn">在看</div></div>
<div class="qr_code_pc"><p>微信扫一扫<br>关注该公众号</p></div>
<div id="js_pc_weapp_code_des">预览时标签不可点</div></div></div></div>
<script>var nickname = htmlDecode("${a.source}");var ct = "${epochOf(a.time)}";var publish_time = "" || "";var user_name = "gh_${i}abc";</script></body></html>`,
});

/** 百家号: `<h2>` headline, date and time in separate spans without the year, author block. */
const baijiahao: Layout = (a, i) => {
  const t = parts(a.time);
  const e = epochOf(a.time);
  return {
    encoding: 'utf-8',
    contentType: 'text/html; charset=UTF-8',
    url: `https://baijiahao.baidu.com/s?id=17${9000000000000000 + i * 7919}&wfr=spider&for=pc`,
    date: httpDate(e + 3 * 86400),
    shows: { author: false, source: true },
    html: `${head(`${a.title}`, '<meta name="referrer" content="always">')}
<body><div id="header"><a class="logo" href="https://www.baidu.com/">百度首页</a><span>百家号</span></div>
<div class="index-module_articleWrap_2Zphx"><div class="index-module_articleTitle_28fPT"><h2 class="index-module_articleTitle_28fPT">${a.title}</h2></div>
<div class="index-module_articleSource_2dw16"><div class="index-module_authorTxt_V6k2w"><p class="index-module_authorName_7y5nA">${a.source}</p>
<div class="index-module_articleSourceBottom"><span class="index-module_date_GTGYl">发布时间：${t.mo}-${t.d}</span><span class="index-module_time">${t.h}:${t.mi}</span><span class="index-module_location">北京</span></div></div>
<div class="index-module_followBtn">关注</div></div>
<div data-testid="article" class="_18p7x">${a.paragraphs.map((p) => `<div data-testid="article-paragraph"><p><span class="bjh-p">${p}</span></p></div>`).join('\n')}</div>
<div class="index-module_report">举报/反馈</div></div>
<div class="recommend"><h3>猜你喜欢</h3>${related(12, '')}</div></body></html>`,
  };
};

/** 今日头条: headline `<h1>`, `标题 - 今日头条`, account name and time in `.article-meta`, next article preloaded. */
const toutiao: Layout = (a, i, next?: CorpusArticle) => {
  const t = parts(a.time);
  const n = next ?? a;
  return {
    encoding: 'utf-8',
    contentType: 'text/html; charset=utf-8',
    url: `https://www.toutiao.com/article/73${10000000000000000 + i * 104729}/`,
    shows: { author: false, source: true },
    html: `${head(`${a.title} - 今日头条`)}
<body><div class="toutiao-header"><a href="/" class="logo"><h1 class="logo-text">今日头条</h1></a><div class="nav">推荐 热点 视频 财经 科技</div></div>
<div class="main-content"><div class="article-content"><h1>${a.title}</h1>
<div class="article-meta"><span class="original-tag">原创</span><span class="dot">·</span><span class="name"><a href="/c/user/${i}/">${a.source}</a></span><span class="dot">·</span><span>${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi}</span></div>
<article class="syl-article-base tt-article-content">${ps(a)}</article>
<div class="article-bottom">举报</div></div>
<div class="next-article"><div class="next-title">${n.title}</div><div class="next-body">${n.paragraphs
      .slice(0, 2)
      .map((p) => `<p>${p}</p>`)
      .join('')}</div></div>
<div class="right-side">${related(10, '热门推荐')}</div></div></body></html>`,
  };
};

/** 网易号: `.post_title`, `.post_info` with `来源:`, very long related list, `标题_网易订阅`. */
const netease: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'utf-8',
    contentType: 'text/html; charset=utf-8',
    url: `https://www.163.com/dy/article/J${i}ABCDE0534A4SC.html`,
    shows: { author: false, source: true },
    html: `${head(`${a.title}_网易订阅`, `<meta property="article:published_time" content="${t.y}-${t.mo}-${t.d}T${t.h}:${t.mi}:00+08:00">`)}
<body>${nav('网易')}<div class="container clearfix"><div class="post_main"><h1 class="post_title">${a.title}</h1>
<div class="post_info">${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi}:17\u3000来源: <a href="https://www.163.com/dy/media/T${i}.html">${a.source}</a>\u3000<img src="/ip.png"> 北京</div>
<div class="post_body">${ps(a, ' id="p' + i + '"')}
<p class="f_center">（来源：${a.source}）</p></div>
<div class="post_statement">特别声明：以上内容(如有图片或视频亦包括在内)为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储服务。</div>
<div class="post_recommends">${related(12, '相关推荐')}${related(12, '热点新闻')}</div></div></div>${copyright('网易公司')}</body></html>`,
  };
};

/** 搜狐号: `#news-time`, `article:published_time` in UTC but without a zone, `返回搜狐，查看更多` and 责任编辑. */
const sohu: Layout = (a, i) => {
  const t = parts(a.time);
  const utc = new Date(epochOf(a.time) * 1000);
  const wrong = `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())} ${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}`;
  return {
    encoding: 'utf-8',
    contentType: 'text/html;charset=UTF-8',
    url: `https://www.sohu.com/a/7${80000000 + i}_121${i}`,
    shows: { author: false, source: true },
    html: `${head(`${a.title}_${a.source}`, `<meta property="og:title" content="${a.title}_${a.source}"><meta property="article:published_time" content="${wrong}"><meta name="mediaid" content="${a.source}"><meta name="author" content="搜狐">`)}
<body>${nav('搜狐')}<div class="article-page"><div class="text"><div class="text-title"><h1>${a.title}<span class="article-tag"></span></h1>
<div class="article-info"><span class="time" id="news-time" data-val="${epochOf(a.time) * 1000}">${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi}</span><span data-role="original-link">来源: <a href="#">${a.source}</a></span></div></div>
<article class="article" id="mp-editor">${ps(a)}
<a href="//www.sohu.com/?strategyid=00001" target="_blank" title="点击进入搜狐首页" id="backsohucom">返回搜狐，查看更多</a><p data-role="editor-name">责任编辑：<span>刘洋</span></p></article>
<div class="statement">平台声明：该文观点仅代表作者本人，搜狐号系信息发布平台，搜狐仅提供信息存储空间服务。</div>
</div>${related(10, '推荐阅读')}</div></body></html>`,
  };
};

/** Government site: no `<h1>`, ArticleTitle/PubDate/ContentSource metas, visible date without time, table layout. */
const gov: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'utf-8',
    contentType: 'text/html',
    url: `http://www.jiangcheng.gov.cn/zwgk/tzgg/${t.y}${t.mo}/t${t.y}${t.mo}${t.d}_${500000 + i}.html`,
    shows: { author: false, source: true },
    html: `${head(`${a.title}_江城市人民政府`, `<meta name="SiteName" content="江城市人民政府"><meta name="ColumnName" content="通知公告"><meta name="ArticleTitle" content="${a.title}"><meta name="PubDate" content="${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi}"><meta name="ContentSource" content="${a.source}"><meta name="author" content="admin">`)}
<body><table width="1000" align="center"><tr><td><div class="banner">江城市人民政府 门户网站</div>${nav('政府')}</td></tr>
<tr><td class="position">当前位置：首页 &gt; 政务公开 &gt; 通知公告</td></tr>
<tr><td><div class="article-title">${a.title}</div>
<div class="article-info">发布时间：${t.y}-${t.mo}-${t.d}\u3000来源：${a.source}\u3000浏览次数：<span id="hits">1024</span>\u3000【字体：大 中 小】</div>
<div id="zoom" class="TRS_Editor">${ps(a, ' align="justify"')}</div>
<div class="print">【打印本页】【关闭窗口】</div></td></tr>
<tr><td>${related(6, '相关文件')}</td></tr></table>
<div class="footer">主办：江城市人民政府办公室 承办：江城市大数据中心 网站标识码：1234000001 备案号：X ICP备12345678号</div></body></html>`,
  };
};

/** Local portal: UTF-8 bytes behind a `gb2312` declaration, a logo `<h1>`, the headline in a div. */
const localMislabelled: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'utf-8',
    contentType: 'text/html',
    url: `http://news.jcwb.com.cn/system/${t.y}/${t.mo}/${t.d}/0${40000 + i}.shtml`,
    shows: { author: Boolean(a.author), source: true },
    html: `${head(`${a.title}_江城网`, '<meta http-equiv="Content-Language" content="zh-cn">', 'gb2312')}
<body><div class="top"><h1 class="logo"><a href="/">江城网</a></h1>${nav('江城网')}</div>
<div class="main"><div class="content"><div class="article-title">${a.title}</div>
<div class="info">${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi}\u3000来源：${a.source}${a.author ? `\u3000作者：${a.author}` : ''}</div>
<div class="article-content">${ps(a)}</div>${editor()}</div>
<div class="sidebar">${related(12, '热点排行')}</div></div>${copyright('江城网')}</body></html>`,
  };
};

/** Taiwan portal in Big5 with no declaration anywhere, `og:title` with the site suffix. */
const taiwanBig5: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'big5',
    contentType: 'text/html',
    url: `https://udn.com/news/story/7266/${7700000 + i}`,
    shows: { author: Boolean(a.author), source: false },
    html: `<!DOCTYPE html><html lang="zh-TW"><head><title>${a.title} | 生活 | 聯合新聞網</title><meta property="og:title" content="${a.title} | 聯合新聞網"><meta property="og:site_name" content="聯合新聞網"><meta property="article:published_time" content="${t.y}-${t.mo}-${t.d}T${t.h}:${t.mi}:00+08:00"></head>
<body><header><a class="logo">聯合新聞網</a><nav>即時 要聞 娛樂 運動 全球 社會 地方 產經</nav></header>
<main><article class="article-content"><h1 class="article-content__title">${a.title}</h1>
<section class="article-content__info"><time class="article-content__time">${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi}</time><span class="article-content__author">${a.author ? `記者${a.author}／臺北即時報導` : '綜合報導'}</span></section>
<section class="article-content__editor">${a.paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</section>
<section class="article-content__keywords">延伸閱讀</section></article>
<aside><h3>熱門新聞</h3><ul><li>颱風動態最新消息 氣象署發布海上警報</li><li>油價下週調降 汽柴油各降零點一元</li><li>國道連假車流預估 高公局建議避開尖峰</li></ul></aside></main>
<footer>聯合線上公司 著作權所有 &copy; udn.com. All Rights Reserved.</footer></body></html>`,
  };
};

/** A page saved without `<html>`/`<head>`: `标题 - 频道 - 站名` and no `<h1>`; time in `YYYY年M月D日 HH:MM`. */
const fragment: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'utf-8',
    contentType: 'text/html; charset=utf-8',
    url: `https://www.hubei.example.cn/news/${t.y}${t.mo}/${i}.html`,
    shows: { author: Boolean(a.author), source: true },
    html: `<meta charset="utf-8">
<title>${a.title} - 本地新闻 - 荆楚在线</title>
<div class="crumb">荆楚在线 &gt; 本地新闻</div>
<div class="hd"><h2 class="tit">${a.title}</h2>
<div class="meta"><span>${t.y}年${Number(t.mo)}月${Number(t.d)}日 ${t.h}:${t.mi}</span> <span>来源：${a.source}</span>${a.author ? ` <span>作者：${a.author}</span>` : ''}</div></div>
<div class="bd">${ps(a)}</div>
<div class="ft">【责任编辑：刘敏】</div>
${related(5, '延伸阅读')}`,
  };
};

/** 腾讯新闻: time and media only in `window.DATA` (rendered by scripts), `<h1>` headline. */
const tencent: Layout = (a, i) => ({
  encoding: 'utf-8',
  contentType: 'text/html; charset=utf-8',
  url: `https://new.qq.com/rain/a/20${240000 + i}A0${i}XYZ00`,
  shows: { author: false, source: false },
  html: `${head(`${a.title}_腾讯新闻`)}
<body><div id="TopNav">${nav('腾讯网')}</div><div class="qq_conent clearfix"><div class="LEFT"><h1>${a.title}</h1>
<div class="content clearfix"><div class="content-article">${ps(a, ' class="one-p"')}</div>
<div id="Status"></div></div></div><div class="RIGHT">${related(10, '大家都在看')}</div></div>
<script>window.DATA = {"article_id":"20${240000 + i}A0","title":"${a.title}","media":"${a.source}","pubtime":"${a.time}:00","catalog1":"news"};</script></body></html>`,
});

/** Vertical/finance site: `文/作者` and `出处：` lines, time shown in GMT (`格林尼治标准时间`), video player text. */
const vertical: Layout = (a, i) => {
  const e = new Date(epochOf(a.time) * 1000);
  return {
    encoding: 'utf-8',
    contentType: 'text/html; charset=utf-8',
    url: `https://www.caijing.example.cn/${e.getUTCFullYear()}/${i}.html`,
    shows: { author: Boolean(a.author), source: true },
    html: `${head(`${a.title} | 财经观察`, '<meta name="author" content="财经观察">')}
<body>${nav('财经观察')}<div class="article"><h1 class="article-title">${a.title}</h1>
<div class="article-meta"><span>${e.getUTCFullYear()}年${e.getUTCMonth() + 1}月${e.getUTCDate()}日 / 格林尼治标准时间${pad(e.getUTCHours())}:${pad(e.getUTCMinutes())} / 更新于 1 天前</span></div>
<div class="article-body">${a.author ? `<p class="byline">文/${a.author}</p>` : ''}<p class="origin">出处：${a.source}</p>
<div class="video-player"><video src="/v/${i}.mp4"></video><p>您的浏览器不支持 video 标签。</p><span>00:00 / 03:25</span></div>
${ps(a)}</div>
${disclaimer}</div>${related(8, '更多报道')}${copyright('财经观察')}</body></html>`,
  };
};

/** Flash-news page: a short story with a long "more news" list beside it; `MM-DD HH:MM` without the year. */
const flash: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'utf-8',
    contentType: 'text/html; charset=utf-8',
    url: `https://kuaixun.example.cn/${t.y}/${t.mo}${t.d}/${i}.shtml`,
    date: httpDate(epochOf(a.time) + 600),
    shows: { author: false, source: true },
    html: `${head(`${a.title}_快讯频道`)}
<body>${nav('快讯')}<div class="wrap"><div class="detail"><h1>${a.title}</h1><div class="time">${t.mo}-${t.d} ${t.h}:${t.mi}\u3000来源：${a.source}</div>
<div class="txt">${a.paragraphs[0] ? `<p>${a.paragraphs.join('</p><p>')}</p>` : ''}</div></div>
<div class="more"><h3>更多快讯</h3><ul>${[...RELATED, ...RELATED].map((r, k) => `<li><span>${pad(9 + (k % 10))}:${pad(k * 3)}</span><a href="/k/${k}.shtml">${r}，相关部门表示将进一步加强监测并及时发布信息，提醒公众关注后续通报。</a></li>`).join('')}</ul></div></div></body></html>`,
  };
};

/** Self-media post with relative times (`5分钟前`, `昨天 15:20`); the HTTP Date header anchors them. */
const relative: Layout = (a, i) => {
  const e = epochOf(a.time);
  const t = parts(a.time);
  const minutesAgo = i % 2 === 0;
  const now = minutesAgo ? e + 5 * 60 : e + 86400 + 3600 * 2;
  // "昨天" must still be yesterday at the Date header: keep the anchor on the following day.
  const shown = minutesAgo ? '5分钟前' : `昨天 ${t.h}:${t.mi}`;
  return {
    encoding: 'utf-8',
    contentType: 'text/html; charset=utf-8',
    url: `https://m.zimeiti.example.cn/p/${900000 + i}`,
    date: httpDate(now),
    shows: { author: false, source: true },
    html: `${head(`${a.title} - 自媒体号`)}
<body><div class="app-bar">打开APP 阅读更多</div><div class="post"><div class="post-title"><h1>${a.title}</h1></div>
<div class="post-author"><img src="/avatar.png"><span class="nick">${a.source}</span><span class="pub">${shown}</span><button>+关注</button></div>
<div class="post-content">${ps(a)}</div><div class="post-actions">点赞 评论 分享</div></div>
<div class="comments"><h3>评论</h3><div class="c">说得好，支持！</div><div class="c">我们这里也是这样。</div></div></body></html>`,
  };
};

/** Local news site in GB18030 declared as GBK, JSON-LD with datePublished and author, 来源/作者 line. */
const jsonld: Layout = (a, i) => {
  const t = parts(a.time);
  return {
    encoding: 'gb18030',
    contentType: 'text/html; charset=GBK',
    url: `https://www.dzwww.example.cn/xinwen/${t.y}${t.mo}/t${t.y}${t.mo}${t.d}_${i}.htm`,
    shows: { author: Boolean(a.author), source: true },
    html: `${head(`${a.title}_大众网`, `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"${a.title}","datePublished":"${t.y}-${t.mo}-${t.d}T${t.h}:${t.mi}:00+08:00","author":{"@type":"Person","name":"${a.author ?? ''}"},"publisher":{"@type":"Organization","name":"大众网"}}</script>`, 'gbk')}
<body>${nav('大众网')}<div class="layout"><h2 class="news-title">${a.title}</h2>
<div class="news-info"><span class="time">${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi}</span><span class="src">来源：${a.source}</span>${a.author ? `<span class="author">作者：${a.author}</span>` : ''}</div>
<div class="news-con">${ps(a)}</div>${editor('王敏')}${related(9)}</div>${copyright('大众网')}</body></html>`,
  };
};

export const LAYOUTS: { name: string; kind: string; render: Layout }[] = [
  { name: 'people', kind: '中央新闻网站（人民网式）', render: people },
  { name: 'xinhua', kind: '中央新闻网站（新华网式）', render: xinhua },
  { name: 'wechat', kind: '微信公众号文章', render: wechat },
  { name: 'baijiahao', kind: '自媒体（百家号式）', render: baijiahao },
  { name: 'toutiao', kind: '自媒体（头条号式）', render: toutiao },
  { name: 'netease', kind: '自媒体（网易号式）', render: netease },
  { name: 'sohu', kind: '自媒体（搜狐号式）', render: sohu },
  { name: 'gov', kind: '政府网站', render: gov },
  {
    name: 'local-mislabelled',
    kind: '地方新闻（声明 gb2312 实为 UTF-8）',
    render: localMislabelled,
  },
  { name: 'tw-big5', kind: '台湾繁体（Big5 无声明）', render: taiwanBig5 },
  { name: 'fragment', kind: '无 html 元素的存档页', render: fragment },
  { name: 'tencent', kind: '门户（时间只在脚本中）', render: tencent },
  { name: 'vertical', kind: '垂直网站（格林尼治时间、文/出处）', render: vertical },
  { name: 'flash', kind: '短快讯（长列表旁）', render: flash },
  { name: 'relative', kind: '自媒体（相对时间）', render: relative },
  { name: 'jsonld', kind: '地方新闻（GBK，JSON-LD）', render: jsonld },
];
