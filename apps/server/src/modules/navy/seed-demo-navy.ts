import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export interface DemoPeople {
  admin: number;
  duty: number;
  handler: number;
}

/** Demo 网评任务: troops, members, codes, labels, types, tasks in each state with submissions. */
export async function seedDemoNavy(db: Kysely<DB>, now: number, orgId: number, people: DemoPeople) {
  const group = async (name: string, parentId: number | null) =>
    Number(
      (
        await db
          .insertInto('navy_group')
          .values({ org_id: orgId, parent_id: parentId, name, created_at: now - 30 * DAY })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const team1 = await group('网评一队', null);
  const team2 = await group('网评二队', null);
  const youth = await group('青年评论员', team1);

  const member = async (name: string, groupId: number, state: string, accountId: number | null) =>
    Number(
      (
        await db
          .insertInto('navy_member')
          .values({
            org_id: orgId,
            group_id: groupId,
            account_id: accountId,
            name,
            phone: null,
            state,
            invite_id: null,
            joined_at: now - 20 * DAY,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const m = {
    admin: await member('系统管理员', team1, 'passed', people.admin),
    zhang: await member('张伟', team1, 'passed', people.duty),
    li: await member('李娜', team2, 'passed', people.handler),
    wang: await member('王芳', team1, 'passed', null),
    liu: await member('刘洋', youth, 'passed', null),
    chen: await member('陈静', team2, 'passed', null),
    zhao: await member('赵磊', youth, 'passed', null),
  };
  await member('周婷', team2, 'pending', null);
  await member('吴昊', team1, 'rejected', null);

  await db
    .insertInto('navy_invite')
    .values([
      {
        org_id: orgId,
        group_id: team1,
        code: 'GLDEMO01',
        max_uses: 20,
        used_count: 3,
        expire_at: now + 7 * DAY,
        created_at: now - DAY,
      },
      {
        org_id: orgId,
        group_id: team2,
        code: 'GLDEMO02',
        max_uses: 5,
        used_count: 5,
        expire_at: now + 3 * DAY,
        created_at: now - 2 * DAY,
      },
      {
        org_id: orgId,
        group_id: youth,
        code: 'GLDEMO03',
        max_uses: 10,
        used_count: 1,
        expire_at: now - DAY,
        created_at: now - 8 * DAY,
      },
    ])
    .execute();

  const labelIds: number[] = [];
  for (const [name, color] of [
    ['正面引导', '#52c41a'],
    ['政策解读', '#1677ff'],
    ['紧急', '#ff4d4f'],
  ] as const) {
    const row = await db
      .insertInto('navy_label')
      .values({ org_id: orgId, name, color })
      .returning('id')
      .executeTakeFirstOrThrow();
    labelIds.push(Number(row.id));
  }
  const typeIds: number[] = [];
  for (const name of ['正面评论', '转发扩散', '澄清辟谣']) {
    const row = await db
      .insertInto('navy_task_type')
      .values({ org_id: orgId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(Number(row.id));
  }

  const task = async (t: {
    name: string;
    type: number;
    state: string;
    deadline: number;
    labels: number[];
    groups: number[];
    reference: string;
    items: { title: string; url: string }[];
    required: number;
  }) => {
    const row = await db
      .insertInto('navy_task')
      .values({
        org_id: orgId,
        name: t.name,
        type_id: t.type,
        requirement: '请围绕事实理性发声，评论内容不少于30字，提交评论链接和截图。',
        state: t.state,
        deadline: t.deadline,
        review_deadline: t.deadline + DAY,
        link_type: null,
        link_id: null,
        link_title: t.items[0]?.title ?? '',
        link_url: t.items[0]?.url ?? '',
        reference_text: t.reference,
        platforms: JSON.stringify(['微博', '今日头条', '微信公众号']),
        group_ids: JSON.stringify(t.groups),
        label_ids: JSON.stringify(t.labels),
        required_count: t.required,
        created_by: people.admin,
        created_at: t.deadline - 3 * DAY,
        updated_at: t.deadline - 3 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items: number[] = [];
    for (const item of t.items) {
      const r = await db
        .insertInto('navy_task_item')
        .values({
          org_id: orgId,
          task_id: row.id,
          title: item.title,
          url: item.url,
          article_id: null,
          required_count: t.required,
          created_at: t.deadline - 3 * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      items.push(Number(r.id));
    }
    return { id: Number(row.id), items, deadline: t.deadline };
  };

  const hospital = await task({
    name: '市人民医院便民服务改进正面引导',
    type: typeIds[0]!,
    state: 'published',
    deadline: now + 2 * DAY,
    labels: [labelIds[0]!],
    groups: [team1, team2, youth],
    reference: '市人民医院推出预约挂号、夜间门诊等便民举措，群众反映良好。',
    items: [
      {
        title: '市人民医院推出夜间门诊 方便上班族就医',
        url: 'https://news.example.com/hospital/night-clinic',
      },
      {
        title: '预约挂号全面上线 市人民医院就诊更便捷',
        url: 'https://weibo.example.com/hospital/booking',
      },
    ],
    required: 5,
  });
  const metro = await task({
    name: '地铁运营公司早高峰延误情况说明扩散',
    type: typeIds[2]!,
    state: 'closed',
    deadline: now - 2 * DAY,
    labels: [labelIds[2]!],
    groups: [team1, youth],
    reference: '地铁运营公司已发布延误原因说明并致歉，网传“停运一周”系谣言。',
    items: [
      {
        title: '地铁运营公司关于早高峰延误的情况说明',
        url: 'https://news.example.com/metro/delay-notice',
      },
    ],
    required: 3,
  });
  const school = await task({
    name: '市教育局招生政策解读转发',
    type: typeIds[1]!,
    state: 'finished',
    deadline: now - 6 * DAY,
    labels: [labelIds[1]!],
    groups: [team2],
    reference: '市教育局发布今年义务教育阶段招生政策问答。',
    items: [
      {
        title: '市教育局：今年义务教育招生政策十问十答',
        url: 'https://news.example.com/edu/policy-qa',
      },
    ],
    required: 2,
  });
  await task({
    name: '市场监管局食品抽检结果宣传',
    type: typeIds[0]!,
    state: 'draft',
    deadline: now + 5 * DAY,
    labels: [labelIds[1]!],
    groups: [],
    reference: '市场监管局公布第三季度食品安全抽检结果，合格率98.6%。',
    items: [
      {
        title: '市场监管局公布食品安全抽检结果',
        url: 'https://news.example.com/market/food-check',
      },
    ],
    required: 2,
  });

  const comment = async (c: {
    task: { id: number; items: number[]; deadline: number };
    member: number;
    at: number;
    state: 'pending' | 'passed' | 'rejected';
    score: number | null;
    opinion?: string;
    evidence?: boolean;
  }) => {
    const url = `https://weibo.example.com/comment/${c.task.id}-${c.member}-${c.at}`;
    await db
      .insertInto('navy_comment')
      .values({
        org_id: orgId,
        task_id: c.task.id,
        item_id: c.task.items[0]!,
        member_id: c.member,
        content:
          '医院、学校和公共交通的改进大家有目共睹，希望相关部门继续倾听群众意见，把好事办好、实事办实。',
        comment_url: url,
        screenshot_url: null,
        screenshots: '[]',
        submitted_at: c.at,
        late: c.at > c.task.deadline ? 1 : 0,
        review_state: c.state,
        review_opinion: c.opinion ?? null,
        score: c.score,
        reviewed_by: c.state === 'pending' ? null : people.admin,
        reviewed_at: c.state === 'pending' ? null : c.at + 2 * HOUR,
        evidence_state: c.evidence ? 'exists' : 'unverified',
        evidence_status: c.evidence ? 200 : null,
        evidence_note: c.evidence ? '页面可访问（HTTP 200）' : '未核验：演示链接无法访问',
        evidence_at: c.at + 60_000,
      })
      .execute();
  };
  await comment({
    task: hospital,
    member: m.zhang,
    at: now - 5 * HOUR,
    state: 'passed',
    score: 15,
    evidence: true,
  });
  await comment({
    task: hospital,
    member: m.wang,
    at: now - 4 * HOUR,
    state: 'passed',
    score: 10,
    evidence: true,
  });
  await comment({
    task: hospital,
    member: m.liu,
    at: now - 3 * HOUR,
    state: 'pending',
    score: null,
  });
  await comment({
    task: hospital,
    member: m.chen,
    at: now - 2 * HOUR,
    state: 'pending',
    score: null,
  });
  await comment({
    task: hospital,
    member: m.zhao,
    at: now - HOUR,
    state: 'rejected',
    score: 0,
    opinion: '评论内容与任务无关',
  });
  await comment({
    task: metro,
    member: m.zhang,
    at: now - 3 * DAY,
    state: 'passed',
    score: 12,
    evidence: true,
  });
  await comment({
    task: metro,
    member: m.liu,
    at: now - 2 * DAY + 3 * HOUR,
    state: 'passed',
    score: 8,
  });
  await comment({
    task: metro,
    member: m.admin,
    at: now - 3 * DAY - HOUR,
    state: 'passed',
    score: 10,
  });
  await comment({
    task: school,
    member: m.li,
    at: now - 7 * DAY,
    state: 'passed',
    score: 10,
    evidence: true,
  });
  await comment({
    task: school,
    member: m.chen,
    at: now - 7 * DAY + HOUR,
    state: 'passed',
    score: 12,
  });
}
