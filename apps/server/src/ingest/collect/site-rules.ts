/**
 * The few per-platform facts generic extraction cannot guess, for the big Chinese platforms
 * only (everything else is generic). Data, not code: a host pattern and CSS selectors or script
 * patterns; a selector that matches nothing falls back to the generic path.
 */
export interface SiteRule {
  /** Platform name, used as the site name. */
  name: string;
  host: RegExp;
  title?: string;
  content?: string;
  time?: string;
  /** First group: the publish time written in a script (epoch seconds or a date string). */
  timeScript?: RegExp;
  source?: string;
  sourceScript?: RegExp;
  /** Elements to drop from the content (preloaded next article, tool bars). */
  drop?: string;
}

export const SITE_RULES: SiteRule[] = [
  {
    name: '微信公众号',
    host: /(^|\.)mp\.weixin\.qq\.com$/,
    title: '#activity-name, .rich_media_title',
    content: '#js_content',
    // `var ct = "…"` in the raw page; a page saved after rendering keeps only the renderer of
    // the 「昨天」 label, `var t="<now>",n="<published>",s="<date>"`.
    timeScript:
      /(?:\bvar\s+ct\s*=\s*["']?|\bvar\s+t\s*=\s*["']\d{10}["']\s*,\s*n\s*=\s*["'])(\d{10})/,
    source: '#js_name',
    sourceScript: /\bvar\s+nickname\s*=\s*(?:htmlDecode\()?["']([^"']+)["']/,
  },
  {
    name: '百家号',
    host: /(^|\.)baijiahao\.baidu\.com$/,
    title: '[class*="articleTitle"]',
    content: '[data-testid="article"], .article-content',
    source: '[class*="authorName"], .author-name',
  },
  {
    name: '今日头条',
    host: /(^|\.)toutiao\.com$/,
    title: '.article-content h1',
    // A gallery (图集) has no article: its text is the first picture's caption, `.abstract`.
    content:
      'article.tt-article-content, .article-content article, .article-box .article-content, .info-box .abstract',
    // Newer layout: `.article-meta .name`; older one: the first span of `.article-sub` that is
    // not the 「原创」 tag; a gallery: the account link in `.pgc`.
    source: '.article-meta .name, .article-sub span:not(.original), .pgc .media-user span',
    // The next preloaded article; a gallery caption's `1/10` counter.
    drop: '.next-article, .abstract-index',
  },
  {
    name: '网易',
    host: /(^|\.)163\.com$/,
    title: '.post_title, #epContentLeft h1',
    content: '#endText, .post_body',
    source: '.post_info a, #ne_article_source',
  },
  {
    name: '搜狐',
    host: /(^|\.)sohu\.com$/,
    content: 'article#mp-editor, article.article',
    time: '#news-time',
    source: '.article-info [data-role="original-link"] a, meta[name="mediaid"]',
  },
  {
    name: '新浪网',
    host: /(^|\.)sina\.(com\.)?cn$/,
    // `#artibody` (财经, 科技) and `#article` (新闻) hold the text; the promotions quoted above it
    // (`.new_style_article`: app downloads, votes; `.tech-quotation`: 新浪众测) and the video
    // player leading a 科技 story (`.artical-player-wrap`: 自动播放, the clip's title) are not.
    content: '#artibody, #article',
    drop: '.new_style_article, .tech-quotation, .artical-player-wrap',
  },
  {
    name: '腾讯网',
    host: /(^|\.)qq\.com$/,
    content: '.content-article, #ArticleContent',
    timeScript: /["']pubtime["']\s*:\s*["']([^"']+)["']/,
    // Older article template: the outlet in `.infoCol .where` (`bosszone="jgname"`).
    source: '.infoCol .where, [bosszone="jgname"]',
    sourceScript: /["']media["']\s*:\s*["']([^"']+)["']/,
  },
  {
    // 凤凰网 and its self-media platform 大风号: the account sits in a hashed CSS-module class
    // (`sourceTitleText-3cWSuiol`), so no `source` word the generic lookup would take.
    name: '凤凰网',
    host: /(^|\.)ifeng\.com$/,
    source: '[class*="sourceTitleText"] a, [class*="sourceTitleText"]',
  },
  {
    name: '人民网',
    host: /(^|\.)people\.com\.cn$/,
    content: '#rwb_zw, .rm_txt_con, .box_con',
  },
  {
    name: '新华网',
    host: /(^|\.)(news\.cn|xinhuanet\.com)$/,
    title: '.head-line .title, .h-title, #title',
    content: '#detailContent, #detail, #p-detail',
  },
];

/** The rule for a page URL's host, if the host belongs to one of the platforms above. */
export function siteRuleFor(url: string): SiteRule | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return SITE_RULES.find((r) => r.host.test(host));
}
