import type { TestApp } from '../../../test/helpers/test-app.js';

const HOUR = 3_600_000;

/** Ids of the event corpus, by role. */
export interface EventCorpus {
  /** Similar cluster: origin (news) ← reprint (weChat) ← reprint of the reprint (microBlog). */
  origin: number;
  reprint: number;
  reprint2: number;
  video: number;
  later: number;
  offTopic: number;
  beforeWindow: number;
}

/**
 * Ingests a small 暴雨 story at fixed hours before the test clock (origin 100 h, reprint 70 h,
 * its reprint 50 h, a video 30 h, a later news article 20 h; an off-topic article 10 h and a
 * 暴雨 article 200 h ago, outside a 5-day window), then pins the cluster, parents and engagement.
 */
export async function seedEventCorpus(t: TestApp): Promise<EventCorpus> {
  const at = (hoursAgo: number) => t.clock.now() - hoursAgo * HOUR;
  const outcomes = await t.ingest.pipeline.ingest([
    {
      url: 'https://news.example.cn/rain/origin.html',
      title: '暴雨致城区内涝 多部门紧急救援',
      content: '今日暴雨导致城区多处内涝，消防和城管部门紧急救援。',
      siteName: '新华网',
      carrier: 'news',
      publishTime: at(100),
      engagement: { forwards: 10, comments: 5, likes: 5 },
    },
    {
      url: 'https://mp.example.cn/rain/reprint.html',
      title: '转载：暴雨内涝救援进展',
      content: '暴雨过后，内涝地区救援持续进行。',
      siteName: '高校公众号',
      carrier: 'weChat',
      publishTime: at(70),
    },
    {
      url: 'https://weibo.example.cn/rain/3.html',
      title: '暴雨内涝现场：救援人员连夜排水',
      content: '暴雨内涝现场，救援人员连夜排水。',
      siteName: '微博用户',
      carrier: 'microBlog',
      publishTime: at(50),
    },
    {
      url: 'https://video.example.cn/rain/4.html',
      title: '视频：暴雨后道路恢复通行',
      content: '暴雨过后道路恢复通行。',
      siteName: '示例视频',
      carrier: 'video',
      publishTime: at(30),
    },
    {
      url: 'https://news.example.cn/rain/later.html',
      title: '暴雨后停电 电网连夜抢修',
      content: '暴雨导致部分小区停电，电网公司连夜抢修。',
      siteName: '新华网',
      carrier: 'news',
      publishTime: at(20),
    },
    {
      url: 'https://news.example.cn/rain/off.html',
      title: '上海今日天气晴朗',
      content: '上海今天天气晴朗，适宜出行。',
      siteName: '新华网',
      carrier: 'news',
      publishTime: at(10),
    },
    {
      url: 'https://news.example.cn/rain/old.html',
      title: '去年暴雨回顾',
      content: '回顾去年的暴雨。',
      siteName: '新华网',
      carrier: 'news',
      publishTime: at(200),
    },
  ]);
  const ids = outcomes.map((o) => {
    if (o.status !== 'accepted') {
      throw new Error(`fixture article not stored: ${JSON.stringify(o)}`);
    }
    return o.id;
  });
  const [origin, reprint, reprint2, video, later, offTopic, beforeWindow] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  for (const id of ids) {
    await t.db
      .updateTable('article')
      .set({ cluster_id: id, parent_id: null })
      .where('id', '=', id)
      .execute();
  }
  await t.db
    .updateTable('article')
    .set({ cluster_id: origin })
    .where('id', 'in', [origin, reprint, reprint2])
    .execute();
  await t.db
    .updateTable('article')
    .set({ parent_id: reprint })
    .where('id', '=', reprint2)
    .execute();
  await t.db
    .updateTable('article')
    .set({ forwards: 10, comments: 5, likes: 5, reads: 0, plays: 0 })
    .where('id', '=', origin)
    .execute();
  return { origin, reprint, reprint2, video, later, offTopic, beforeWindow };
}
