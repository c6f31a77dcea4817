import { prng } from '../../ingest/demo/demo-corpus.js';
import type { RawArticle } from '../../ingest/raw-article.js';

const HOUR = 3_600_000;
const HOST = 'https://weibo.demo.guanlan.example';

/** The demo bloggers: uid, nickname, followers, what they write about. */
export const DEMO_BLOGGERS = [
  { uid: 'demo-blogger-1', name: '城市观察', followers: 820_000, region: '浙江 杭州' },
  { uid: 'demo-blogger-2', name: '交通快报', followers: 1_350_000, region: '浙江 杭州' },
  { uid: 'demo-blogger-3', name: '民生直通车', followers: 460_000, region: '江苏 南京' },
  { uid: 'demo-blogger-4', name: '热心市民小王', followers: 12_000, region: '浙江 宁波' },
] as const;

/** The sensitive words of the demo organisation's 敏感博主 set. */
export const DEMO_SENSITIVE_WORDS = ['投诉', '维权', '延误', '事故', '拖欠'];

const TOPICS = [
  {
    text: '地铁三号线早高峰信号故障，多趟列车延误二十分钟，乘客滞留站台，不少市民表示不满',
    negative: true,
  },
  { text: '小区业主集体维权，开发商拖欠维修基金迟迟不给说法，业主投诉无门', negative: true },
  { text: '高速路口发生三车追尾事故，所幸无人员伤亡，交警提醒雨天注意行车安全', negative: true },
  { text: '消费者投诉某连锁健身房关门跑路，预付卡无法退款，市场监管局已介入调查', negative: true },
  { text: '市人民医院急诊科扩建工程正式开工，抢救床位将增加一倍，方便市民就医', negative: false },
  { text: '新开通两条夜班公交线路，覆盖主要商圈和地铁站，市民夜间出行更方便', negative: false },
  { text: '城市公园改造完成重新开放，新增健身步道和儿童游乐区，周末游客众多', negative: false },
  { text: '本周末全市天气晴好，气温适宜，适合户外活动和出游', negative: false },
  { text: '市教育局发布今年中小学招生政策，学区划分总体保持稳定', negative: false },
];

const COMMENTS = [
  '支持',
  '说得对',
  '希望尽快解决',
  '转发扩散',
  '关注中',
  '这也太离谱了',
  '点赞',
  '终于有进展了',
];

/**
 * The demo 社交 posts behind 博主分析 and 网民画像: four bloggers posting over the last 30
 * days, forty netizens reposting and commenting (some reposting a repost, 「//@」 chains), the
 * bloggers reposting and @-mentioning each other. Deterministic for a given `now`.
 */
export function demoPeoplePosts(now: number): RawArticle[] {
  const rand = prng(20261126);
  const netizens = Array.from({ length: 40 }, (_, i) => ({
    uid: `demo-netizen-${i + 1}`,
    name: `网友${'甲乙丙丁戊己庚辛壬癸'[i % 10]}${Math.floor(i / 10) + 1}号`,
  }));
  const out: RawArticle[] = [];
  let n = 0;
  const make = (
    who: { uid: string; name: string; followers?: number; region?: string },
    content: string,
    t: number,
    kind: 'original' | 'repost' | 'comment',
    parent?: string,
    counts = { forwards: 0, comments: 0, likes: 0 },
  ) => {
    const mid = `demo${(n += 1)}`;
    out.push({
      url: `${HOST}/${who.uid}/${mid}`,
      title: content.slice(0, 40),
      content,
      siteName: '新浪微博',
      carrier: 'microBlog',
      publishTime: Math.min(now - 60_000, Math.round(t)),
      isDemo: true,
      author: {
        id: who.uid,
        name: who.name,
        ...(who.followers ? { followers: who.followers, verified: true } : {}),
        ...(who.region ? { region: who.region } : {}),
      },
      publisherRegion: who.region?.split(' ')[0],
      engagement: counts,
      social: { platform: 'weibo', postId: mid, kind, ...(parent ? { parentId: parent } : {}) },
    });
    return mid;
  };
  DEMO_BLOGGERS.forEach((b, bi) => {
    const posts = 8 + bi * 3;
    for (let i = 0; i < posts; i++) {
      const topic = TOPICS[Math.floor(rand() * TOPICS.length)]!;
      // The first two bloggers write more of the negative stories.
      const picked = bi < 2 && rand() < 0.4 ? TOPICS[i % 4]! : topic;
      const mention = rand() < 0.25 ? ` @${DEMO_BLOGGERS[(bi + 1) % 4]!.name}` : '';
      const t = now - rand() * 29 * 24 * HOUR - HOUR;
      const seen = 2 + Math.floor(rand() * 10);
      const mid = make(b, `${picked.text}${mention}`, t, 'original', undefined, {
        forwards: seen * (3 + Math.floor(rand() * 20)),
        comments: seen * (1 + Math.floor(rand() * 5)),
        likes: Math.floor(rand() * 3000),
      });
      let lastRepost: { mid: string; name: string } | null = null;
      let lastComment: { mid: string; name: string; when: number } | null = null;
      for (let k = 0; k < seen; k++) {
        const who = netizens[Math.floor(rand() ** 1.5 * netizens.length)]!;
        const text = COMMENTS[Math.floor(rand() * COMMENTS.length)]!;
        const when = t + (k + 1) * (0.5 + rand() * 3) * HOUR;
        if (lastRepost && rand() < 0.3) {
          make(who, `${text}//@${lastRepost.name}:转发`, when, 'repost', lastRepost.mid);
        } else if (rand() < 0.5) {
          const r = make(
            who,
            `${text}//@${b.name}:${picked.text.slice(0, 20)}`,
            when,
            'repost',
            mid,
          );
          lastRepost = { mid: r, name: who.name };
        } else {
          lastComment = { mid: make(who, text, when, 'comment', mid), name: who.name, when };
        }
      }
      // The blogger answers a commenter now and then (回复@昵称:).
      if (lastComment && rand() < 0.5) {
        make(
          b,
          `回复@${lastComment.name}:谢谢关注，会持续跟进`,
          lastComment.when + HOUR,
          'comment',
          lastComment.mid,
        );
      }
      // Another blogger passes it on now and then.
      if (rand() < 0.3) {
        const other = DEMO_BLOGGERS[(bi + 1) % 4]!;
        make(
          other,
          `值得关注//@${b.name}:${picked.text.slice(0, 20)}`,
          t + 2 * HOUR,
          'repost',
          mid,
          {
            forwards: Math.floor(rand() * 50),
            comments: Math.floor(rand() * 20),
            likes: Math.floor(rand() * 100),
          },
        );
      }
    }
  });
  return out;
}
