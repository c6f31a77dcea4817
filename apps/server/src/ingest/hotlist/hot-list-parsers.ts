import type { HotListEntry } from './hot-list.store.js';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number.parseFloat(str(v).replace(/[^\d.]/g, ''));
  return Number.isFinite(n) ? n : 0;
};

/** One platform's public hot-list address and how to read its answer. */
export interface HotListFeed {
  platform: string;
  name: string;
  url: string;
  parse: (body: string) => HotListEntry[];
}

function entries(
  list: unknown[],
  title: (x: Json) => string,
  heat: (x: Json) => number,
  url: (x: Json) => string,
): HotListEntry[] {
  return list
    .map(obj)
    .map((x, i) => ({ rank: i + 1, title: title(x).trim(), heat: heat(x), url: url(x) }))
    .filter((e) => e.title !== '');
}

/** The hot lists collected by default (each becomes a source of kind `hotlist`). */
export const HOT_LIST_FEEDS: readonly HotListFeed[] = [
  {
    platform: 'weibo',
    name: '微博热搜',
    url: 'https://weibo.com/ajax/side/hotSearch',
    parse: (body) =>
      entries(
        arr(obj(obj(JSON.parse(body)).data).realtime),
        (x) => str(x.word ?? x.note),
        (x) => num(x.num),
        (x) => `https://s.weibo.com/weibo?q=${encodeURIComponent(`#${str(x.word)}#`)}`,
      ),
  },
  {
    platform: 'baidu',
    name: '百度热搜',
    url: 'https://top.baidu.com/api/board?platform=wise&tab=realtime',
    parse: (body) =>
      entries(
        arr(obj(arr(obj(obj(JSON.parse(body)).data).cards)[0]).content).flatMap((c) => {
          const inner = arr(obj(c).content);
          return inner.length ? inner : [c];
        }),
        (x) => str(x.word ?? x.query),
        (x) => num(x.hotScore),
        (x) => str(x.url ?? x.rawUrl),
      ),
  },
  {
    platform: 'zhihu',
    name: '知乎热榜',
    url: 'https://api.zhihu.com/topstory/hot-lists/total?limit=50',
    parse: (body) =>
      entries(
        arr(obj(JSON.parse(body)).data),
        (x) => str(obj(x.target).title),
        (x) => num(x.detail_text),
        (x) => str(obj(x.target).url).replace('api.zhihu.com/questions', 'www.zhihu.com/question'),
      ),
  },
  {
    platform: 'douyin',
    name: '抖音热榜',
    url: 'https://www.iesdouyin.com/web/api/v2/hotsearch/billboard/word/',
    parse: (body) =>
      entries(
        arr(obj(JSON.parse(body)).word_list),
        (x) => str(x.word),
        (x) => num(x.hot_value),
        () => '',
      ),
  },
  {
    platform: 'toutiao',
    name: '头条热榜',
    url: 'https://www.toutiao.com/hot-event/hot-board/?origin=toutiao_pc',
    parse: (body) =>
      entries(
        arr(obj(JSON.parse(body)).data),
        (x) => str(x.Title),
        (x) => num(x.HotValue),
        (x) => str(x.Url),
      ),
  },
  {
    platform: 'bilibili',
    name: 'B站热门',
    url: 'https://api.bilibili.com/x/web-interface/popular?ps=50&pn=1',
    parse: (body) =>
      entries(
        arr(obj(obj(JSON.parse(body)).data).list),
        (x) => str(x.title),
        (x) => num(obj(x.stat).view),
        (x) =>
          str(x.short_link_v2 ?? (x.bvid ? `https://www.bilibili.com/video/${str(x.bvid)}` : '')),
      ),
  },
];
