import { DAY_MS, eventAnalysisCalls, eventCalls, wisdomCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';

type Call = <T>(def: CallDef, input: Record<string, unknown>) => Promise<T>;

/**
 * The demo organisation's events and its first case (演示数据): an ongoing event and a closed
 * one on subjects the demo corpus writes about, a disposal record (the first official response)
 * on the closed one, and a case drawn from it with an analyst's 评析 and lessons. Goes through
 * the real calls (the event module's own service), logged in as the demo administrator.
 */
export async function seedDemoWisdom(call: Call, now: number): Promise<void> {
  await call(eventCalls.saveEvent, {
    eventName: '市人民医院就诊排队问题',
    eventStartTime: now - 5 * DAY_MS,
    description: '群众反映市人民医院门诊挂号、检查排队时间长（演示数据）',
    ruleMode: 'simple',
    subjectWords: '市人民医院',
  });
  const closed = await call<{ eventId: number }>(eventCalls.saveEvent, {
    eventName: '地铁运营故障舆情',
    eventStartTime: now - 20 * DAY_MS,
    eventEndTime: now - 6 * DAY_MS,
    description: '早高峰地铁运营故障引发的乘客投诉与媒体报道（演示数据）',
    ruleMode: 'simple',
    subjectWords: '地铁运营公司',
  });
  await call(eventAnalysisCalls.saveEventDispose, {
    eventId: closed.eventId,
    disposeTime: now - 18 * DAY_MS,
    department: '市交通运输局',
    content: '发布情况通报，说明故障原因并公布乘客补偿办法',
  });
  await call(wisdomCalls.saveWisdomCase, {
    eventId: closed.eventId,
    title: '地铁早高峰故障的舆情应对',
    category: '交通出行',
    tags: ['公共交通', '突发故障', '情况通报'],
    review:
      '故障发生后，乘客在社交平台的现场视频迅速扩散，负面情绪集中在信息发布滞后。主管部门在首发后两天内发布通报，舆情随后进入消退期。',
    lessons:
      '1. 故障发生30分钟内应在官方账号发布初步情况；\n2. 通报应包含原因、影响范围与补偿办法；\n3. 对现场视频中的误读及时澄清。',
  });
}
