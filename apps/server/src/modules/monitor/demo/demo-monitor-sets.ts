import type { FastifyInstance } from 'fastify';
import {
  abroadCalls,
  intensiveMonitorCalls,
  multilingualCalls,
  shortVideoCalls,
} from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';

/** The abroad and multilingual demo story: Chinese electric cars abroad, in many languages. */
export const DEMO_EV_EXPRESSION = [
  '"electric vehicle"',
  '"electric car"',
  '電気自動車',
  '전기차',
  '"voiture électrique"',
  'Elektroauto',
  'электромобил',
  '"vehículo eléctrico"',
  '"xe điện"',
  '新能源汽车',
].join('|');

function query(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    for (const x of Array.isArray(v) ? v : [v]) {
      q.append(k, String(x));
    }
  }
  return q.toString();
}

/**
 * One set of every monitoring kind for the demo organisation, through the real calls as its
 * administrator (created before the demo corpus, so their hits are stored as it arrives):
 * 境外 and 多语种 sets on the electric-car story, a 短视频 set on city tourism videos, and
 * 重点监测 objects (two sites of the demo corpus and a video account) with a custom keyword.
 */
export async function seedDemoMonitorSets(app: FastifyInstance, token: string): Promise<void> {
  const call = async <T>(def: CallDef, input: Record<string, unknown>): Promise<T> => {
    const json = def.style === 'json';
    const res = await app.inject({
      method: 'POST',
      url: json ? def.path : `${def.path}?${query(input)}`,
      headers: { deviceinfo: 'web', authorization: token },
      ...(json ? { payload: input } : {}),
    });
    const body = res.json<{ meta: { code: number; message: string }; data: T }>();
    if (body.meta.code !== 200) {
      throw new Error(`演示数据初始化失败（${def.path}）：${body.meta.message}`);
    }
    return body.data;
  };
  const abroad = await call<{ groupId: number }>(abroadCalls.saveAbroadGroup, {
    groupName: '演示境外监测',
  });
  await call(abroadCalls.saveAbroadSet, {
    groupId: abroad.groupId,
    setName: '中国新能源汽车海外舆论',
    ruleMode: 'advanced',
    expression: DEMO_EV_EXPRESSION,
  });
  const multi = await call<{ groupId: number }>(multilingualCalls.saveMultilingualGroup, {
    groupName: '演示多语种监测',
  });
  await call(multilingualCalls.saveMultilingualSet, {
    groupId: multi.groupId,
    setName: '新能源汽车（外文）',
    ruleMode: 'advanced',
    expression: DEMO_EV_EXPRESSION,
    languages: ['en', 'ja', 'ko', 'fr', 'de', 'ru', 'es', 'vi'],
  });
  const video = await call<{ groupId: number }>(shortVideoCalls.saveShortVideoGroup, {
    groupName: '演示短视频监测',
  });
  await call(shortVideoCalls.saveShortVideoSet, {
    groupId: video.groupId,
    setName: '城市文旅短视频',
    ruleMode: 'simple',
    subjectWords: '文旅 旅游 美食 夜市 古镇',
    platforms: ['douyin', 'kuaishou', 'bilibili', 'channels', 'xiaohongshu', 'xigua'],
  });
  const monitors = await call<{ groupId: number }>(
    intensiveMonitorCalls.saveIntensiveMonitorGroup,
    {
      groupName: '重点媒体与账号',
    },
  );
  for (const m of [
    { monitorName: '东方时报网', carrier: 'news', siteName: '东方时报网' },
    { monitorName: '综合资讯网', carrier: 'comprehensive', siteName: '综合资讯网' },
    { monitorName: '文旅探店小张', carrier: 'video', accountName: '文旅探店小张' },
  ]) {
    const { monitorId } = await call<{ monitorId: number }>(
      intensiveMonitorCalls.saveIntensiveMonitor,
      { groupId: monitors.groupId, ...m },
    );
    if (m.siteName === '东方时报网') {
      await call(intensiveMonitorCalls.saveIntensiveMonitorKeyword, {
        monitorId,
        keywordName: '医院与教育',
        subjectWords: '医院 教育局 学校',
      });
    }
  }
}
