/**
 * The variety bench:query gives each replicated article: a deterministic random stream, media
 * sites by carrier, authors with followers, publisher provinces and engagement. Only what a
 * collector would hand over varies; everything derived from the text stays the real analysis.
 */
import { loadDivisions } from '../../apps/server/src/nlp/region-data.js';
import { mulberry32 } from '@guanlan/shared';

/** mulberry32 (same corpus on every run). */
export const prng = mulberry32;

/** Index in [0, n) with a Zipf-like skew: a few sites and authors publish most. */
export function skewed(rand: () => number, n: number, power = 2.2): number {
  return Math.min(n - 1, Math.floor(n * rand() ** power));
}

/** Carriers with their share of a day's volume. */
const CARRIER_SHARES: [string, number][] = [
  ['news', 30],
  ['microBlog', 22],
  ['weChat', 14],
  ['app', 9],
  ['video', 7],
  ['forum', 5],
  ['comprehensive', 4],
  ['postsBar', 3],
  ['blog', 2],
  ['electronicNewspaper', 2],
  ['interLocution', 1],
  ['other', 1],
];
const CARRIER_TOTAL = CARRIER_SHARES.reduce((s, [, w]) => s + w, 0);

export function pickCarrier(rand: () => number): string {
  let x = rand() * CARRIER_TOTAL;
  for (const [carrier, w] of CARRIER_SHARES) {
    x -= w;
    if (x < 0) {
      return carrier;
    }
  }
  return 'news';
}

const NATIONAL = [
  '人民网',
  '新华网',
  '央视网',
  '中国新闻网',
  '澎湃新闻',
  '环球网',
  '新浪新闻',
  '腾讯新闻',
  '网易新闻',
  '搜狐新闻',
  '凤凰网',
  '界面新闻',
  '财新网',
  '第一财经',
  '光明网',
  '中国青年网',
  '新京报',
  '南方都市报',
  '红星新闻',
  '上游新闻',
];
const LOCAL_SUFFIXES = ['日报', '新闻网', '晚报', '广播电视台', '发布'];
const PLATFORM_SITES: Record<string, string[]> = {
  microBlog: ['新浪微博'],
  weChat: ['微信公众号'],
  video: ['抖音', '快手', '哔哩哔哩', '西瓜视频'],
  forum: ['天涯社区', '凯迪社区', '百度贴吧', '虎扑'],
  postsBar: ['百度贴吧'],
  blog: ['新浪博客', '搜狐博客'],
  interLocution: ['知乎', '百度知道'],
};
/** Carriers whose posts always have an author (accounts); news has bylines half the time. */
const ACCOUNT_CARRIERS = new Set([
  'microBlog',
  'weChat',
  'video',
  'forum',
  'postsBar',
  'blog',
  'interLocution',
]);

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏飞宇浩然思雨欣怡子轩梓涵一诺晨阳';

export interface Variety {
  provinces: { code: string; name: string }[];
  sites: string[];
  authors: { name: string; followers: number; verified: number }[];
}

export function buildVariety(): Variety {
  const provinces = loadDivisions().provinces.map((p) => ({ code: p.code, name: p.name }));
  const shortNames = provinces.map((p) =>
    p.name.replace(/(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, ''),
  );
  const sites = [...NATIONAL, ...shortNames.flatMap((n) => LOCAL_SUFFIXES.map((s) => n + s))];
  const rand = prng(7);
  const authors = Array.from({ length: 20_000 }, (_, i) => {
    const name =
      SURNAMES[i % SURNAMES.length]! +
      GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]! +
      (i >= SURNAMES.length * GIVEN.length ? String(Math.floor(i / 1000)) : '');
    return {
      name: i % 3 === 0 ? `${name}说事` : name,
      followers: Math.round(10 ** (1 + rand() * 6)),
      verified: rand() < 0.1 ? 1 : 0,
    };
  });
  return { provinces, sites, authors };
}

/** The collector-side facts of one replicated article. */
export interface CopyFacts {
  carrier: string;
  siteName: string;
  author: Variety['authors'][number] | null;
  province: string;
  forwards: number;
  comments: number;
  likes: number;
  reads: number;
}

export function copyFacts(rand: () => number, v: Variety): CopyFacts {
  const carrier = pickCarrier(rand);
  const platform = PLATFORM_SITES[carrier];
  const siteName = platform
    ? platform[Math.floor(rand() * platform.length)]!
    : v.sites[skewed(rand, v.sites.length)]!;
  const hasAuthor = ACCOUNT_CARRIERS.has(carrier) || rand() < 0.5;
  const author = hasAuthor ? v.authors[skewed(rand, v.authors.length)]! : null;
  const social = ACCOUNT_CARRIERS.has(carrier);
  const heat = (max: number) => Math.floor(10 ** (rand() * max)) - 1;
  return {
    carrier,
    siteName,
    author,
    province: v.provinces[skewed(rand, v.provinces.length, 1.6)]!.code,
    forwards: social ? heat(4) : heat(1),
    comments: social ? heat(3.5) : heat(1.5),
    likes: social ? heat(4.5) : heat(1),
    reads: heat(5),
  };
}
