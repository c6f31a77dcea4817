import { groupCalls, instantMessagingCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';

type Call = <T>(def: CallDef, input: Record<string, unknown>) => Promise<T>;

const MINUTE = 60_000;

/** Small deterministic generator (mulberry32): the same demo every start. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LINES = [
  '今天小区又停水了，物业也没提前通知',
  '物业费涨了但服务没见变好，大家怎么看',
  '地铁2号线早高峰又晚点了二十分钟',
  '市人民医院挂号排队太久，建议多开几个窗口',
  '楼下的垃圾好几天没人清理了',
  '周末社区有义诊活动，老人可以去看看',
  '听说东门那边要修路，出行注意绕行',
  '已经打了12345投诉停水的事，等回复',
  '学校门口接孩子的车太多，交通很乱',
  '今天的菜价比上周便宜了一些',
  '收到，谢谢提醒',
  '有人知道停水什么时候恢复吗',
  '物业说是管道检修，明天上午恢复',
  '支持，大家一起向街道反映',
  '公交站台的遮雨棚坏了很久了',
] as const;

export interface DemoChatPerson {
  id: string;
  names: string[];
}

/**
 * NDJSON lines of a generated chat: bursts of talk (meet records) separated by idle hours,
 * several persons, the first of whom changes nickname halfway, and one recalled message.
 */
export function demoChatLines(opts: {
  seed: number;
  persons: DemoChatPerson[];
  bursts: number;
  perBurst: number;
  end: number;
}): string[] {
  const rand = rng(opts.seed);
  const out: string[] = [];
  const total = opts.bursts * opts.perBurst;
  let t = opts.end - opts.bursts * 5 * 60 * MINUTE;
  let n = 0;
  for (let b = 0; b < opts.bursts; b++) {
    for (let i = 0; i < opts.perBurst; i++) {
      t += Math.floor(1 + rand() * 8) * MINUTE;
      const p = opts.persons[Math.floor(rand() * opts.persons.length)]!;
      const name = p.names.length > 1 && n >= total / 2 ? p.names[1]! : p.names[0]!;
      out.push(
        JSON.stringify({
          id: `m${opts.seed}-${n}`,
          senderId: p.id,
          senderName: name,
          time: t,
          text: LINES[Math.floor(rand() * LINES.length)],
          ...(n === Math.floor(total / 3) ? { recalled: true } : {}),
        }),
      );
      n += 1;
    }
    // An idle gap of two to five hours ends the meet record.
    t += (120 + Math.floor(rand() * 180)) * MINUTE;
  }
  return out;
}

const PERSONS: DemoChatPerson[] = [
  { id: 'u1001', names: ['老王', '王师傅（3栋）'] },
  { id: 'u1002', names: ['李阿姨'] },
  { id: 'u1003', names: ['小陈'] },
  { id: 'u1004', names: ['张老师'] },
  { id: 'u1005', names: ['物业-刘经理'] },
  { id: 'u1006', names: ['赵大哥'] },
];

/**
 * The demo organisation's chats (演示数据): a 群组监测 set watching 停水/物业费/投诉 first (so
 * the imported messages are matched as they arrive), then an IM group and set with two chats —
 * each with its consent/source and retention — and their generated messages imported as NDJSON.
 */
export async function seedDemoChats(call: Call, now: number): Promise<void> {
  await call(groupCalls.saveGroupSet, {
    setName: '小区民生诉求',
    ruleMode: 'simple',
    subjectWords: '停水 物业费 投诉',
    searchArea: 'all',
  });
  const { groupId } = await call<{ groupId: number }>(
    instantMessagingCalls.saveInstantMessagingGroup,
    { groupName: '社区群' },
  );
  const { setId } = await call<{ setId: number }>(instantMessagingCalls.saveInstantMessagingSet, {
    groupId,
    setName: '阳光小区',
    keywords: ['停水', '物业费'],
    excludeWords: [],
  });
  const chats = [
    { account: 'ygxq-yz-01', nickName: '阳光小区业主群', platform: 'weChat', seed: 11 },
    { account: '889102331', nickName: '阳光小区便民QQ群', platform: 'qq', seed: 12 },
  ];
  for (const c of chats) {
    const { instantMessagingId } = await call<{ instantMessagingId: number }>(
      instantMessagingCalls.saveInstantMessaging,
      {
        setId,
        platform: c.platform,
        account: c.account,
        nickName: c.nickName,
        remark: '演示数据',
        consentSource: '群主授权导入（演示）',
        retentionDays: 180,
      },
    );
    const lines = demoChatLines({
      seed: c.seed,
      persons: PERSONS,
      bursts: 6,
      perBurst: 12,
      end: now,
    });
    await call(instantMessagingCalls.importInstantMessagingRecord, {
      instantMessagingId,
      format: 'ndjson',
      fileName: `${c.nickName}.ndjson`,
      content: lines.join('\n'),
    });
  }
}
