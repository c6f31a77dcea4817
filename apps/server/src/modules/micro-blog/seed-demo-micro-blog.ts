import type { Kysely } from 'kysely';
import { DAY_MS, HOUR_MS } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { ItemOutcome } from '../../ingest/pipeline.js';
import type { RawArticle } from '../../ingest/raw-article.js';
import { findPost } from '../../social/cascade-repo.js';
import { demoCascade } from './demo-cascades.js';
import type { DemoCascadeSpec } from './demo-cascades.js';
import { analyseCascade } from './micro-blog-result.js';

/** The demo posts (generated; the organisation analyses the first two on first start). */
export function demoCascadeSpecs(now: number): DemoCascadeSpec[] {
  return [
    {
      seed: 11,
      size: 1200,
      start: now - 3 * DAY_MS - 5 * HOUR_MS,
      prefix: 'Dm1x',
      author: {
        uid: 'demo_gov',
        name: '观澜市发布',
        gender: 'm',
        location: '北京',
        followers: 1_280_000,
      },
      text: '【情况通报】今日早高峰地铁运营公司2号线因信号故障部分区段限速运行，现已恢复正常。对乘客出行造成的不便深表歉意，受影响乘客可凭票申请补偿。',
    },
    {
      seed: 23,
      size: 420,
      start: now - 1 * DAY_MS - 9 * HOUR_MS,
      prefix: 'Dm2x',
      author: {
        uid: 'demo_hospital',
        name: '市人民医院',
        gender: 'f',
        location: '北京',
        followers: 256_000,
      },
      text: '即日起市人民医院门诊全面推行分时段预约挂号，患者可通过官方微信、网站和自助机预约，平均候诊时间预计缩短一半。',
    },
    {
      seed: 37,
      size: 160,
      start: now - 6 * HOUR_MS,
      prefix: 'Dm3x',
      author: {
        uid: 'demo_life',
        name: '城市生活观察',
        gender: 'f',
        location: '上海',
        followers: 86_000,
      },
      text: '网友反映市场监管局抽检发现多家网红餐厅食品安全问题，你怎么看？',
    },
  ];
}

/**
 * Ingests the demo cascades (shared pool, 演示数据) and gives the demo organisation finished
 * analyses of the first two posts, so 微博分析 shows data on first start.
 */
export async function seedDemoMicroBlog(
  db: Kysely<DB>,
  ingest: (items: RawArticle[]) => Promise<ItemOutcome[]>,
  now: number,
): Promise<number> {
  let accepted = 0;
  const specs = demoCascadeSpecs(now);
  for (const spec of specs) {
    const raws = demoCascade(spec);
    for (let i = 0; i < raws.length; i += 250) {
      accepted += (await ingest(raws.slice(i, i + 250))).filter(
        (o) => o.status === 'accepted',
      ).length;
    }
  }
  const org = await db
    .selectFrom('organisation')
    .select('id')
    .where('is_demo', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!org) {
    return accepted;
  }
  const orgId = Number(org.id);
  for (const spec of specs.slice(0, 2)) {
    const ref = `${spec.prefix}0`;
    const rootId = await findPost(db, orgId, ref);
    if (rootId === undefined) {
      continue;
    }
    const result = await analyseCascade(db, orgId, rootId, now);
    await db
      .insertInto('micro_blog_analysis')
      .values({
        org_id: orgId,
        account_id: null,
        name: `${spec.author.name}：${spec.text.slice(0, 16)}…`,
        url: result.brief.url,
        root_article_id: rootId,
        status: 'done',
        progress: 1,
        reason: null,
        job_id: null,
        result: JSON.stringify(result),
        is_demo: 1,
        created_at: now,
        updated_at: now,
        finished_at: now,
      })
      .execute();
  }
  return accepted;
}
