import type { TestApp } from '../../../test/helpers/test-app.js';

const HOUR = 3_600_000;

/** Ids of the fixed test corpus, by role. */
export interface Corpus {
  /** Cluster: origin (news) ← reprint (weChat) ← reprint of the reprint (video, with cover). */
  origin: number;
  reprint: number;
  video: number;
  /** A lone article by the origin's author id, newer than the origin. */
  sameAuthor: number;
  /** Two articles by 李记者 on 示例新闻网 (no author id) and one by 李记者 on another site. */
  byName: number;
  byNameNewer: number;
  byNameElsewhere: number;
  /** An English article (translation). */
  english: number;
}

/**
 * Ingests the corpus at fixed times before the test clock, then pins clusters, parents,
 * engagement and entities so every expectation can be worked out by hand.
 */
export async function seedCorpus(t: TestApp): Promise<Corpus> {
  const at = (hoursAgo: number) => t.clock.now() - hoursAgo * HOUR;
  const base = { siteName: '示例新闻网', carrier: 'news' };
  const outcomes = await t.ingest.pipeline.ingest([
    {
      ...base,
      url: 'https://news.example.cn/a/origin.html',
      title: '北京大学发布人工智能管理新规',
      html: '<p>北京大学今日发布人工智能管理规定。</p><p><img src="https://img.example.cn/1.jpg" alt="发布会"><script>alert(1)</script></p><p>规定自下月起施行。</p>',
      publishTime: at(5),
      author: { name: '王编辑', id: 'u-wang', followers: 1200, verified: true },
      engagement: { reads: 100, forwards: 50, comments: 30, likes: 19 },
    },
    {
      url: 'https://mp.example.cn/s/reprint.html',
      title: '转载：北大出台人工智能管理办法',
      content: '北大出台关于人工智能的管理办法。\n办法涉及教学与科研。',
      siteName: '高校公众号',
      carrier: 'weChat',
      publishTime: at(4),
    },
    {
      url: 'https://video.example.cn/v/3.html',
      title: '视频：北大人工智能新规解读',
      content: '视频解读北京大学人工智能新规。',
      siteName: '示例视频',
      carrier: 'video',
      coverUrl: 'https://img.example.cn/cover3.jpg',
      publishTime: at(2),
    },
    {
      ...base,
      url: 'https://news.example.cn/a/same-author.html',
      title: '王编辑：校园春季运动会开幕',
      content: '校园春季运动会今日开幕。',
      publishTime: at(1),
      author: { name: '王编辑', id: 'u-wang' },
    },
    {
      ...base,
      url: 'https://news.example.cn/a/li-1.html',
      title: '图书馆延长开放时间',
      content: '图书馆自本周起延长开放时间。',
      publishTime: at(30),
      author: { name: '李记者' },
    },
    {
      ...base,
      url: 'https://news.example.cn/a/li-2.html',
      title: '食堂推出新菜品',
      content: '学校食堂本周推出多款新菜品。',
      publishTime: at(20),
      author: { name: '李记者' },
    },
    {
      url: 'https://other.example.cn/a/li-3.html',
      title: '城市马拉松报名开启',
      content: '城市马拉松今日开启报名。',
      siteName: '另一新闻网',
      publishTime: at(10),
      author: { name: '李记者' },
    },
    {
      url: 'https://en.example.com/news/1.html',
      title: 'Peking University issues AI rules',
      content:
        'Peking University issued new rules on artificial intelligence.\nThey take effect next month.',
      siteName: 'Example News',
      language: 'en',
      isAbroad: true,
      publishTime: at(3),
    },
  ]);
  const ids = outcomes.map((o) => {
    if (o.status !== 'accepted') {
      throw new Error(`fixture article not stored: ${JSON.stringify(o)}`);
    }
    return o.id;
  });
  const [origin, reprint, video, sameAuthor, byName, byNameNewer, byNameElsewhere, english] =
    ids as [number, number, number, number, number, number, number, number];
  // Every other article is a cluster of its own.
  for (const id of ids) {
    await t.db.updateTable('article').set({ cluster_id: id }).where('id', '=', id).execute();
  }
  await t.db
    .updateTable('article')
    .set({ cluster_id: origin })
    .where('id', 'in', [origin, reprint, video])
    .execute();
  await t.db.updateTable('article').set({ parent_id: reprint }).where('id', '=', video).execute();
  await t.db
    .updateTable('article')
    .set({
      entities: JSON.stringify({
        people: [
          { name: '王五', count: 1 },
          { name: '张三', count: 2 },
        ],
        places: [{ name: '北京', count: 3 }],
        organisations: [{ name: '北京大学', count: 4 }],
      }),
    })
    .where('id', '=', origin)
    .execute();
  return { origin, reprint, video, sameAuthor, byName, byNameNewer, byNameElsewhere, english };
}
