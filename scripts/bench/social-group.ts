/**
 * bench:social, section `group` — "100 K-message group": one watched chat of 100,000 messages (1,000
 * talks of 100 messages by 50 persons, two to five idle hours apart) imported as NDJSON through
 * the real call (persons, nickname history, the article pipeline, meet records), then the meet
 * records listed and read, and a 群组监测 set's analyses over the chat articles. SQLite by
 * default; BENCH_ENGINE=postgres uses the test PostgreSQL. BENCH_MESSAGES changes the size.
 * Answers { groupMessages, groupImportMs, groupMeets, groupMeetListMs, groupRecordsMs,
 * groupHits, groupListMs, groupStatsMs } for bench:social's JSON line.
 */
import { groupCalls, instantMessagingCalls as im } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { createTestApp } from '../../apps/server/test/helpers/test-app.js';
import type { Engine } from '../../apps/server/src/db/create-db.js';
import { demoChatLines } from '../../apps/server/src/modules/instant-messaging/index.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const PER_MEET = 100;
const ENGINE = (process.env.BENCH_ENGINE ?? 'sqlite') as Engine;
const DAY = 86_400_000;

/** Times the 100 K-message group on its own test app (SQLite, or BENCH_ENGINE=postgres). */
export async function benchGroup(log: (line: string) => void): Promise<Record<string, number>> {
  const t = await createTestApp(ENGINE, { validateOutput: false });
  const a = await t.loginAs();
  const data = async <T>(def: CallDef, input: Record<string, unknown>): Promise<T> => {
    const { body } = await t.call<T>(def, input, { token: a.token });
    if (body.meta.code !== 200) {
      throw new Error(`${def.path}: ${body.meta.message}`);
    }
    return body.data;
  };
  const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const out = await fn();
    return [out, Math.round(performance.now() - start)];
  };
  try {
    const { setId: groupSetId } = await data<{ setId: number }>(groupCalls.saveGroupSet, {
      setName: '民生诉求',
      ruleMode: 'simple',
      subjectWords: '停水 物业费 投诉',
    });
    await t.ingest.runner.drain();
    const { groupId } = await data<{ groupId: number }>(im.saveInstantMessagingGroup, {
      groupName: '压测',
    });
    const { setId } = await data<{ setId: number }>(im.saveInstantMessagingSet, {
      groupId,
      setName: '压测方案',
      keywords: ['停水'],
    });
    const { instantMessagingId } = await data<{ instantMessagingId: number }>(
      im.saveInstantMessaging,
      {
        setId,
        platform: 'weChat',
        account: 'bench',
        nickName: '十万消息群',
        consentSource: '压测',
      },
    );
    const persons = Array.from({ length: 50 }, (_, i) => ({
      id: `p${i}`,
      names: i % 10 === 0 ? [`群友${i}`, `群友${i}（改名）`] : [`群友${i}`],
    }));
    const lines = demoChatLines({
      seed: 7,
      persons,
      bursts: Math.ceil(MESSAGES / PER_MEET),
      perBurst: PER_MEET,
      end: t.clock.now(),
    });
    const [imported, importMs] = await timed(() =>
      data<{ added: number }>(im.importInstantMessagingRecord, {
        instantMessagingId,
        format: 'ndjson',
        fileName: 'bench.ndjson',
        content: lines.join('\n'),
      }),
    );
    const [meets, meetListMs] = await timed(() =>
      data<{ total: number; list: { meetId: number }[] }>(im.findInstantMessagingMeetList, {
        setId,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    const [, recordsMs] = await timed(() =>
      data(im.findInstantMessagingMeetRecord, { meetId: meets.list[0]!.meetId, pageSize: 100 }),
    );
    const window = { startTime: t.clock.now() - 400 * DAY, endTime: t.clock.now() };
    const [page, groupListMs] = await timed(() =>
      data<{ total: number }>(groupCalls.findGroupArticle, { setId: groupSetId, ...window }),
    );
    const [, groupStatsMs] = await timed(() =>
      data(groupCalls.findGroupCarrierDataStatistics, { setId: groupSetId, ...window }),
    );
    log(
      `群组：${imported.added} 条消息导入 ${(importMs / 1000).toFixed(1)} s，${meets.total} 段会话，` +
        `会话列表 ${meetListMs} ms，会话记录 ${recordsMs} ms，方案文章 ${groupListMs} ms，载体统计 ${groupStatsMs} ms（${ENGINE}）`,
    );
    return {
      groupMessages: imported.added,
      groupImportMs: importMs,
      groupMeets: meets.total,
      groupMeetListMs: meetListMs,
      groupRecordsMs: recordsMs,
      groupHits: page.total,
      groupListMs,
      groupStatsMs,
    };
  } finally {
    await t.close();
  }
}
