import type { Kysely } from 'kysely';
import { OA_DEFAULT_DEADLINE_MINUTES, formatCn } from '@guanlan/shared';
import type { OaAction, OaReportState } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { DemoPeople } from '../navy/index.js';
import { encodeIds } from './oa-ids.js';

const MIN = 60_000;
const HOUR = 60 * MIN;

interface Step {
  action: OaAction | 'create';
  by: number;
  to: OaReportState;
  opinion?: string;
  at: number;
}

/** Demo 舆情上报: reports in every state with their step logs and flow messages. */
export async function seedDemoOa(db: Kysely<DB>, now: number, orgId: number, p: DemoPeople) {
  const names = new Map([
    [p.admin, '系统管理员'],
    [p.duty, '张伟'],
    [p.handler, '李娜'],
  ]);
  const report = async (r: {
    title: string;
    level: '1' | '2' | '3';
    type: string;
    reporter: number;
    handler: number | null;
    instruction?: string;
    feedback?: string;
    source: string;
    summary: string;
    steps: Step[];
  }) => {
    const last = r.steps[r.steps.length - 1]!;
    const timed = ['pending', 'approved', 'handling', 'feedback'].includes(last.to);
    const row = await db
      .insertInto('oa_report')
      .values({
        org_id: orgId,
        title: r.title,
        content: r.summary,
        level: r.level,
        report_type: r.type,
        state: last.to,
        article_id: null,
        warning_id: null,
        article_url: `https://news.example.com/local/${r.steps[0]!.at}.html`,
        source: r.source,
        carrier: 'news',
        summary: r.summary,
        sentiment: 'negative',
        snapshot: JSON.stringify({
          title: r.title,
          url: `https://news.example.com/local/${r.steps[0]!.at}.html`,
          source: r.source,
          carrier: 'news',
          summary: r.summary,
          content: r.summary,
          sentiment: 'negative',
          publishTime: formatCn(r.steps[0]!.at - HOUR),
          author: '',
          snapshotTime: formatCn(r.steps[0]!.at),
        }),
        reporter_id: r.reporter,
        approver_ids: encodeIds([p.admin]),
        handler_id: r.handler,
        instruction: r.instruction ?? '',
        feedback: r.feedback ?? '',
        step_started_at: last.at,
        step_deadline: timed ? last.at + OA_DEFAULT_DEADLINE_MINUTES[r.level] * MIN : null,
        overdue_noticed_at: null,
        created_at: r.steps[0]!.at,
        updated_at: last.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let from: string | null = null;
    for (const s of r.steps) {
      const log = await db
        .insertInto('oa_report_log')
        .values({
          org_id: orgId,
          report_id: row.id,
          account_id: s.by,
          actor_name: names.get(s.by) ?? '',
          action: s.action,
          from_state: from,
          to_state: s.to,
          opinion: s.opinion ?? '',
          created_at: s.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      from = s.to;
      if (s.action !== 'create' && s.by !== p.admin) {
        await db
          .insertInto('oa_flow_message')
          .values({
            org_id: orgId,
            report_id: row.id,
            log_id: log.id,
            account_id: p.admin,
            title: `${names.get(s.by) ?? ''}${s.action === 'submit' ? '提交上报' : s.action === 'feedback' ? '处置反馈' : '开始处置'}了「${r.title}」`,
            content: s.opinion ?? '',
            created_at: s.at,
            read_at: s.at < now - 20 * HOUR ? s.at + HOUR : null,
          })
          .execute();
      }
    }
  };
  const t = (hoursAgo: number) => now - hoursAgo * HOUR;
  const { admin, duty, handler } = p;
  await report({
    title: '网传市第一中学食堂食材过期 家长聚集反映',
    level: '1',
    type: '负面舆情',
    reporter: duty,
    handler: null,
    source: '本地论坛',
    summary: '有网友发帖称市第一中学食堂使用过期食材，帖子浏览量迅速上升，部分家长在校门口聚集。',
    steps: [
      { action: 'create', by: duty, to: 'draft', at: t(2.5) },
      { action: 'submit', by: duty, to: 'pending', at: t(2) },
    ],
  });
  await report({
    title: '地铁2号线早高峰故障延误引发乘客不满',
    level: '2',
    type: '突发事件',
    reporter: duty,
    handler,
    instruction: '请交通口协调地铁运营公司尽快发布情况说明，做好解释引导。',
    source: '微博',
    summary: '地铁2号线早高峰信号故障导致延误约40分钟，微博话题阅读量超过百万。',
    steps: [
      { action: 'create', by: duty, to: 'draft', at: t(6) },
      { action: 'submit', by: duty, to: 'pending', at: t(5.8) },
      {
        action: 'approve',
        by: admin,
        to: 'approved',
        opinion: '请交通口协调地铁运营公司尽快发布情况说明，做好解释引导。',
        at: t(5),
      },
    ],
  });
  await report({
    title: '市人民医院挂号难问题再引热议',
    level: '3',
    type: '社情民意',
    reporter: duty,
    handler,
    instruction: '请卫健口了解情况，督促医院优化预约挂号流程。',
    source: '今日头条',
    summary: '多名网友反映市人民医院专家号一号难求，黄牛倒号现象仍有发生。',
    steps: [
      { action: 'create', by: duty, to: 'draft', at: t(30) },
      { action: 'submit', by: duty, to: 'pending', at: t(29) },
      {
        action: 'approve',
        by: admin,
        to: 'approved',
        opinion: '请卫健口了解情况，督促医院优化预约挂号流程。',
        at: t(26),
      },
      { action: 'handle', by: handler, to: 'handling', at: t(20) },
    ],
  });
  await report({
    title: '小区周边夜间施工噪音扰民投诉集中',
    level: '3',
    type: '社情民意',
    reporter: duty,
    handler,
    instruction: '请城管部门核查施工许可，督促文明施工。',
    feedback: '已协调施工单位调整作业时间，夜间22时后停止高噪音作业，居民反映良好。',
    source: '12345热线',
    summary: '某小区居民集中反映周边工地夜间施工噪音严重影响休息。',
    steps: [
      { action: 'create', by: duty, to: 'draft', at: t(50) },
      { action: 'submit', by: duty, to: 'pending', at: t(49) },
      {
        action: 'approve',
        by: admin,
        to: 'approved',
        opinion: '请城管部门核查施工许可，督促文明施工。',
        at: t(47),
      },
      { action: 'handle', by: handler, to: 'handling', at: t(40) },
      {
        action: 'feedback',
        by: handler,
        to: 'feedback',
        opinion: '已协调施工单位调整作业时间，夜间22时后停止高噪音作业，居民反映良好。',
        at: t(3),
      },
    ],
  });
  await report({
    title: '市场监管局通报网售假冒化妆品案件',
    level: '2',
    type: '政策反响',
    reporter: duty,
    handler,
    instruction: '请市场监管口跟进舆论反应，做好正面宣传。',
    feedback: '已在官方账号发布案件进展和消费提示，相关话题热度已回落。',
    source: '微信公众号',
    summary: '市场监管局通报查处一起网售假冒化妆品案件，涉案金额较大，引发网友关注。',
    steps: [
      { action: 'create', by: duty, to: 'draft', at: t(80) },
      { action: 'submit', by: duty, to: 'pending', at: t(79) },
      {
        action: 'approve',
        by: admin,
        to: 'approved',
        opinion: '请市场监管口跟进舆论反应，做好正面宣传。',
        at: t(77),
      },
      { action: 'handle', by: handler, to: 'handling', at: t(76) },
      {
        action: 'feedback',
        by: handler,
        to: 'feedback',
        opinion: '已在官方账号发布案件进展和消费提示，相关话题热度已回落。',
        at: t(60),
      },
      { action: 'finish', by: admin, to: 'finished', opinion: '处置及时，予以办结。', at: t(58) },
    ],
  });
  await report({
    title: '公交集团调整线路 部分站点取消引争议',
    level: '3',
    type: '社情民意',
    reporter: duty,
    handler: null,
    source: '本地论坛',
    summary: '公交集团调整多条线路，部分老年乘客反映出行不便。',
    steps: [
      { action: 'create', by: duty, to: 'draft', at: t(12) },
      { action: 'submit', by: duty, to: 'pending', at: t(11) },
      {
        action: 'return',
        by: admin,
        to: 'returned',
        opinion: '请补充涉及线路和站点的具体情况后重新上报。',
        at: t(10),
      },
    ],
  });
  await report({
    title: '（草稿）网民反映老旧小区加装电梯进展缓慢',
    level: '3',
    type: '社情民意',
    reporter: admin,
    handler: null,
    source: '微博',
    summary: '多位网民反映老旧小区加装电梯审批流程长、进展慢。',
    steps: [{ action: 'create', by: admin, to: 'draft', at: t(1) }],
  });
}
