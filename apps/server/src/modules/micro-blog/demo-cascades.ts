import { HOUR_MS } from '@guanlan/shared';
import { DEMO_HOST, prng } from '../../ingest/demo/demo-corpus.js';
import type { RawArticle } from '../../ingest/raw-article.js';

/**
 * Generated Weibo-like cascades (演示数据, never copied from the real corpus) whose shape follows
 * the real CED cascades: about two thirds of reposts hang on the original, the rest on earlier
 * reposts chosen by preferential attachment weighted by the reposter's reach (so a few big
 * accounts open sub-cascades and depth reaches 5–10); times are log-normal after the original
 * (median ≈ 1.8 h: a third within the first hour, nearly all within a day).
 */

export interface DemoCascadeSpec {
  seed: number;
  /** Reposts and comments below the original. */
  size: number;
  /** Epoch ms of the original. */
  start: number;
  author: { uid: string; name: string; gender: 'm' | 'f'; location: string; followers: number };
  text: string;
  /** Platform id prefix (unique per cascade). */
  prefix: string;
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const HANDLES = [
  '小',
  '阿',
  '大',
  '老',
  '爱吃',
  '快乐',
  '追风',
  '晴天',
  '蓝色',
  '安静的',
  '路过的',
  '城市',
];
const TAILS = [
  '同学',
  '鱼',
  '猫',
  '小姐姐',
  '君',
  '2013',
  '_',
  '酱',
  '在路上',
  '不吃香菜',
  '看世界',
  '说',
];
const PROVINCES = [
  '北京',
  '上海',
  '广东 广州',
  '广东 深圳',
  '浙江 杭州',
  '江苏 南京',
  '四川 成都',
  '湖北 武汉',
  '山东 济南',
  '河南 郑州',
  '陕西 西安',
  '福建 厦门',
  '湖南 长沙',
  '天津',
  '重庆',
  '辽宁 沈阳',
  '河北 石家庄',
  '安徽 合肥',
  '其他',
  '海外',
];
const OWN_WORDS = [
  '转发微博',
  '关注',
  '希望尽快解决',
  '支持！',
  '这个必须转',
  '太不容易了',
  '点赞',
  '真的假的？',
  '已经第三次了，什么时候能改进',
  '医院排队确实太久了',
  '希望相关部门重视',
  '说得好',
  '挂号难的问题年年说',
  '服务越来越好了，点赞',
  '早上又堵在地铁站',
  '呵呵',
  '围观',
  '辛苦了，感谢一线工作人员',
  '这种情况应该曝光',
  '谣言吧？求证',
  '官方回应了吗',
  '心疼',
  '希望早日恢复正常',
  '建议增加预约渠道',
  '不满意，投诉无门',
  '给力',
  '[赞][赞]',
  '同感',
];

function lognormal(rand: () => number, median: number, sigma: number): number {
  const u = Math.max(rand(), 1e-12);
  const v = rand();
  return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
}

interface Person {
  uid: string;
  name: string;
  gender?: 'm' | 'f';
  location?: string;
  followers: number;
  verified: boolean;
}

function people(rand: () => number, n: number, prefix: string): Person[] {
  const out: Person[] = [];
  const names = new Set<string>();
  for (let i = 0; out.length < n; i += 1) {
    const name =
      rand() < 0.5
        ? `${SURNAMES[Math.floor(rand() * SURNAMES.length)]}${HANDLES[Math.floor(rand() * HANDLES.length)]}${TAILS[Math.floor(rand() * TAILS.length)]}`
        : `${HANDLES[Math.floor(rand() * HANDLES.length)]}${TAILS[Math.floor(rand() * TAILS.length)]}${Math.floor(rand() * 9000 + 100)}`;
    if (names.has(name)) {
      continue;
    }
    names.add(name);
    // Reach is heavy-tailed: most have hundreds of followers, a few have hundreds of thousands.
    const followers = Math.floor(Math.exp(4 + 3 * Math.abs(lognormal(rand, 1, 0.6) - 0.2)));
    const profiled = rand() < 0.85;
    out.push({
      uid: `${prefix}u${i}`,
      name,
      ...(profiled ? { gender: rand() < 0.56 ? ('f' as const) : ('m' as const) } : {}),
      ...(profiled ? { location: PROVINCES[Math.floor(rand() * PROVINCES.length)]! } : {}),
      followers,
      verified: followers > 20_000 && rand() < 0.6,
    });
  }
  return out;
}

/** One cascade as raw posts: the original first, then reposts in time order. */
export function demoCascade(spec: DemoCascadeSpec): RawArticle[] {
  const rand = prng(spec.seed);
  const crowd = people(rand, Math.max(10, Math.ceil(spec.size * 0.9)), spec.prefix);
  const url = (uid: string, mid: string) => `https://${DEMO_HOST}/weibo/${uid}/${mid}`;
  const rootMid = `${spec.prefix}0`;
  const root: RawArticle = {
    url: url(spec.author.uid, rootMid),
    title: spec.text.slice(0, 140),
    content: spec.text,
    carrier: 'microBlog',
    siteName: '新浪微博',
    publishTime: spec.start,
    isDemo: true,
    author: {
      id: spec.author.uid,
      name: spec.author.name,
      gender: spec.author.gender,
      followers: spec.author.followers,
      verified: true,
    },
    engagement: {
      forwards: Math.round(spec.size * 1.35),
      comments: Math.round(spec.size * 0.4),
      likes: spec.size * 2,
    },
    social: {
      platform: 'weibo',
      postId: rootMid,
      kind: 'original',
      profile: { verifiedType: 1, location: spec.author.location, friends: 320, postCount: 8600 },
    },
  };
  const times = Array.from({ length: spec.size }, () =>
    Math.min(7 * 24 * HOUR_MS, lognormal(rand, 1.8 * HOUR_MS, 1.4)),
  ).sort((a, b) => a - b);
  // Attachment weights: reach of the poster × (1 + its reposts so far).
  const weight: number[] = [];
  const children: number[] = [];
  const nodes: { mid: string; person: Person; parent: number; depth: number }[] = [];
  let total = 0;
  const out: RawArticle[] = [root];
  for (let i = 0; i < spec.size; i += 1) {
    const person = crowd[Math.floor(rand() * crowd.length)]!;
    let parent = -1;
    if (nodes.length > 0 && rand() > 0.64) {
      let r = rand() * total;
      for (let j = 0; j < nodes.length; j += 1) {
        r -= weight[j]! * (1 + children[j]!);
        if (r <= 0) {
          parent = j;
          break;
        }
      }
      if (parent < 0) {
        parent = nodes.length - 1;
      }
    }
    const depth = parent < 0 ? 1 : nodes[parent]!.depth + 1;
    const mid = `${spec.prefix}${i + 1}`;
    nodes.push({ mid, person, parent, depth });
    const w = Math.log10(10 + person.followers) ** 3;
    weight.push(w);
    children.push(0);
    total += w;
    if (parent >= 0) {
      children[parent]! += 1;
      total += weight[parent]!;
    }
    // The text quotes the chain it passed through (//@昵称:), nearest first.
    const own = rand() < 0.45 ? '' : OWN_WORDS[Math.floor(rand() * OWN_WORDS.length)]!;
    const chain: string[] = [];
    for (let p = parent; p >= 0 && chain.length < 4; p = nodes[p]!.parent) {
      chain.push(`//@${nodes[p]!.person.name}:${rand() < 0.5 ? '' : '转发微博'}`);
    }
    const text = `${own}${chain.join('')}`;
    // One repost in six names only the original: its parent is found from the //@ chain.
    const onlyRoot = parent >= 0 && rand() < 1 / 6;
    out.push({
      url: url(person.uid, mid),
      title: text.slice(0, 140) || '转发微博',
      content: text,
      carrier: 'microBlog',
      siteName: '新浪微博',
      publishTime: spec.start + Math.round(times[i]!),
      isDemo: true,
      author: {
        id: person.uid,
        name: person.name,
        ...(person.gender ? { gender: person.gender } : {}),
        followers: person.followers,
        verified: person.verified,
      },
      social: {
        platform: 'weibo',
        postId: mid,
        kind: rand() < 0.2 ? 'comment' : 'repost',
        ...(onlyRoot
          ? { rootId: rootMid }
          : { parentId: parent < 0 ? rootMid : nodes[parent]!.mid }),
        ...(person.location ? { profile: { location: person.location } } : {}),
      },
    });
  }
  return out;
}
