import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HotListStore } from './hot-list.store.js';

const STORIES = [
  '市人民医院新院区正式启用',
  '全国多地迎来降温降雪',
  '地铁运营公司回应早高峰故障',
  '第一中学举办科技节',
  '国产大飞机完成新航线首飞',
  '双十一快递量创新高',
  '市场监管局通报食品抽检结果',
  '公交集团开通夜间定制线路',
  '师范大学获批新增博士点',
  '多部门联合整治电信诈骗',
  '新能源汽车下乡活动启动',
  '全民健身日活动丰富多彩',
  '冬季供暖正式开始',
  '医保目录新增多种药品',
  '高铁新线开通运营',
  '博物馆夜场延时开放',
  '消费者投诉预付卡退费难',
  '城市更新老旧小区改造',
  '教育局发布中考改革方案',
  '暴雨预警后多地停课',
  '航天员完成出舱任务',
  '网红餐厅被曝卫生问题',
  '人工智能大模型新规发布',
  '马拉松赛事报名火爆',
  '古镇景区门票免费开放',
  '外卖骑手保障新政出台',
  '社区团购价格战再起',
  '青年就业见习计划扩围',
  '儿童流感进入高发期',
  '跨年晚会节目单公布',
] as const;

const PLATFORMS = ['weibo', 'baidu', 'zhihu', 'douyin', 'toutiao', 'bilibili'] as const;
const HOUR = 3_600_000;
const SEED_KEY = 'demo_hot_lists_seeded';

/** A small deterministic generator (mulberry32), so the demo day is the same on every start. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Hourly snapshots of six platforms over the last 24 hours (演示数据): each story enters the
 * lists at its own hour, climbs to its peak and falls away, so trajectories, new/rising/falling
 * marks and the cross-platform merge all have something to show.
 */
export function demoSnapshots(now: number, hours = 24) {
  const rnd = random(20261125);
  const stories = STORIES.map((title, i) => ({
    title,
    start: Math.floor(rnd() * (hours - 4)) - (i < 8 ? 6 : 0),
    peak: 1 + rnd() * 10,
    life: 8 + Math.floor(rnd() * 16),
    platforms: PLATFORMS.filter(() => rnd() < 0.6),
  }));
  const out: {
    platform: string;
    takenAt: number;
    entries: { rank: number; title: string; heat: number }[];
  }[] = [];
  for (let h = hours - 1; h >= 0; h--) {
    const step = hours - 1 - h;
    const takenAt = now - h * HOUR;
    for (const [pi, platform] of PLATFORMS.entries()) {
      const scored = stories
        .filter((s) => s.platforms.includes(platform) && step >= s.start && step < s.start + s.life)
        .map((s) => {
          const age = (step - s.start) / s.life;
          const score = s.peak + 20 * Math.abs(age - 0.35) + pi * 0.7 + rnd() * 2;
          return { s, score };
        })
        .sort((a, b) => a.score - b.score);
      out.push({
        platform,
        takenAt,
        entries: scored.map(({ s, score }, i) => ({
          rank: i + 1,
          title: platform === 'weibo' ? `#${s.title}#` : s.title,
          heat: Math.round(5_000_000 / (score + 1)),
        })),
      });
    }
  }
  return out;
}

/** Stores the demo day once. */
export async function seedDemoHotLists(db: Kysely<DB>, now: number): Promise<void> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst();
  if (done) {
    return;
  }
  const store = new HotListStore(db);
  for (const s of demoSnapshots(now)) {
    await store.save(s.platform, s.takenAt, s.entries, { isDemo: true });
  }
  await db
    .insertInto('app_meta')
    .values({ key: SEED_KEY, value: String(now) })
    .execute();
}
