/**
 * The default source directory: real public Chinese-language news feeds and sites. Machines
 * without internet access show them as failing in the health view, plainly and without retry
 * storms (failing sources back off).
 */
export interface DefaultSource {
  name: string;
  kind: 'rss' | 'site';
  url: string;
  carrier: string;
  region?: string;
  language: string;
  isAbroad: boolean;
  weight: number;
}

export const DEFAULT_SOURCES: readonly DefaultSource[] = [
  {
    name: '人民网·时政',
    kind: 'rss',
    url: 'http://www.people.com.cn/rss/politics.xml',
    carrier: 'news',
    region: '北京',
    language: 'zh',
    isAbroad: false,
    weight: 1,
  },
  {
    name: '人民网·社会',
    kind: 'rss',
    url: 'http://www.people.com.cn/rss/society.xml',
    carrier: 'news',
    region: '北京',
    language: 'zh',
    isAbroad: false,
    weight: 1,
  },
  {
    name: '新华网·时政',
    kind: 'rss',
    url: 'http://www.xinhuanet.com/politics/news_politics.xml',
    carrier: 'news',
    region: '北京',
    language: 'zh',
    isAbroad: false,
    weight: 1,
  },
  {
    name: '中国新闻网·滚动',
    kind: 'rss',
    url: 'https://www.chinanews.com.cn/rss/scroll-news.xml',
    carrier: 'news',
    region: '北京',
    language: 'zh',
    isAbroad: false,
    weight: 0.9,
  },
  {
    name: '中国日报·中国',
    kind: 'rss',
    url: 'http://www.chinadaily.com.cn/rss/china_rss.xml',
    carrier: 'news',
    region: '北京',
    language: 'en',
    isAbroad: false,
    weight: 0.9,
  },
  {
    name: '36氪',
    kind: 'rss',
    url: 'https://36kr.com/feed',
    carrier: 'comprehensive',
    region: '北京',
    language: 'zh',
    isAbroad: false,
    weight: 0.6,
  },
  {
    name: 'IT之家',
    kind: 'rss',
    url: 'https://www.ithome.com/rss/',
    carrier: 'comprehensive',
    region: '山东',
    language: 'zh',
    isAbroad: false,
    weight: 0.5,
  },
  {
    name: '少数派',
    kind: 'rss',
    url: 'https://sspai.com/feed',
    carrier: 'blog',
    region: '广东',
    language: 'zh',
    isAbroad: false,
    weight: 0.4,
  },
  {
    name: '虎嗅',
    kind: 'rss',
    url: 'https://www.huxiu.com/rss/0.xml',
    carrier: 'comprehensive',
    region: '北京',
    language: 'zh',
    isAbroad: false,
    weight: 0.5,
  },
  {
    name: '澎湃新闻',
    kind: 'site',
    url: 'https://www.thepaper.cn/',
    carrier: 'news',
    region: '上海',
    language: 'zh',
    isAbroad: false,
    weight: 0.9,
  },
  {
    name: '新浪新闻',
    kind: 'site',
    url: 'https://news.sina.com.cn/',
    carrier: 'comprehensive',
    region: '北京',
    language: 'zh',
    isAbroad: false,
    weight: 0.8,
  },
  {
    name: 'BBC中文',
    kind: 'rss',
    url: 'https://feeds.bbci.co.uk/zhongwen/simp/rss.xml',
    carrier: 'news',
    language: 'zh',
    isAbroad: true,
    weight: 0.8,
  },
  {
    name: '联合早报·中国',
    kind: 'rss',
    url: 'https://www.zaobao.com.sg/rss/realtime/china',
    carrier: 'news',
    language: 'zh',
    isAbroad: true,
    weight: 0.8,
  },
  {
    name: '德国之声中文',
    kind: 'rss',
    url: 'https://rss.dw.com/rdf/rss-chi-all',
    carrier: 'news',
    language: 'zh',
    isAbroad: true,
    weight: 0.7,
  },
  {
    name: '法广中文',
    kind: 'rss',
    url: 'https://www.rfi.fr/cn/rss',
    carrier: 'news',
    language: 'zh',
    isAbroad: true,
    weight: 0.7,
  },
  {
    name: '纽约时报中文网',
    kind: 'rss',
    url: 'https://cn.nytimes.com/rss/',
    carrier: 'news',
    language: 'zh',
    isAbroad: true,
    weight: 0.8,
  },
];
