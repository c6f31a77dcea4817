import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';

const DAY = 24 * 3600_000;

const CONTENT = [
  '1. 完成全天舆情巡查，重点关注教育、医疗领域\n2. 上报负面舆情1条，跟进处置进展\n3. 审核网评任务提交8条',
  '1. 编制舆情日报并报送领导\n2. 处置市民热线转办舆情2件\n3. 参加舆情研判会',
  '1. 跟进地铁延误事件舆情走势\n2. 更新专题监测关键词\n3. 整理本周典型案例',
];

/** Demo 工作日志: the last five days of three people, some read by the leader. */
export async function seedDemoDailyRecords(
  db: Kysely<DB>,
  now: number,
  orgId: number,
  people: { admin: number; duty: number; handler: number },
) {
  const accounts = [people.duty, people.handler, people.admin];
  for (let back = 1; back <= 5; back += 1) {
    for (const [i, accountId] of accounts.entries()) {
      const at = now - back * DAY;
      const row = await db
        .insertInto('daily_record')
        .values({
          org_id: orgId,
          account_id: accountId,
          record_date: formatCn(at, false),
          content: CONTENT[(i + back) % CONTENT.length]!,
          plan: '继续做好重点领域舆情监测，按时报送日报。',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (accountId !== people.admin && back > 2) {
        await db
          .insertInto('daily_record_read')
          .values({ record_id: row.id, account_id: people.admin, read_at: at + 3600_000 })
          .execute();
      }
    }
  }
}
