import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAVY_TASK_STATES,
  NAVY_TASK_TRANSITIONS,
  navyCalls,
  navyRanksCalls,
  systemCalls,
} from '@guanlan/shared';
import type { NavyTaskState } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { callOk } from '../../../test/helpers/call-ok.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { TEST_PASSWORD, makeAccount } from '../../../test/helpers/factories.js';
import { fetchEvidence } from './navy-evidence.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Stats {
  members: {
    realName: string;
    rank: number;
    submissions: number;
    passed: number;
    score: number;
    passRate: number;
    onTimeRate: number;
  }[];
  troops: { userGroupName: string; submissions: number; score: number }[];
}

describe.each(ENGINES)('网评任务 navy (%s)', (engine) => {
  let t: TestApp;
  let orgId = 0;
  let admin = '';
  let other = '';
  let groupId = 0;
  let typeId = 0;
  let n = 0;
  let adminName = '';
  let otherName = '';

  /** Fresh navy sessions of the two organisations' administrators (after moving the clock). */
  async function relogin() {
    for (const [who, userName] of [
      ['admin', adminName],
      ['other', otherName],
    ] as const) {
      const { body } = await t.call(systemCalls.navyLogin, { userName, password: TEST_PASSWORD });
      const token = (body.data as { accessToken: string }).accessToken;
      if (who === 'admin') {
        admin = token;
      } else {
        other = token;
      }
    }
  }

  /** A navy session for a fresh account of the organisation (through the navy login). */
  async function navyUser(): Promise<string> {
    n += 1;
    const acc = await makeAccount(t.db, {
      orgId,
      userName: `navy${n}_${engine}`,
      kind: 'sub',
      permissions: ['navy'],
    });
    const { body } = await t.call(systemCalls.navyLogin, {
      userName: acc.userName,
      password: acc.password,
    });
    return (body.data as { accessToken: string }).accessToken;
  }
  const ok = <T>(
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token = admin,
  ) => callOk<T>(t, def, input, token);
  async function newTask(name: string, deadline = t.clock.now() + DAY) {
    const { taskId } = await ok<{ taskId: number }>(navyCalls.saveNavyTask, {
      taskName: name,
      taskTypeId: typeId,
      deadline,
      userGroupIds: [groupId],
      requiredCount: 2,
    });
    await ok(navyCalls.saveNavyTaskItem, {
      taskId,
      itemTitle: '目标文章',
      itemUrl: 'https://news.example.com/a',
    });
    return taskId;
  }
  const move = (taskId: number, taskState: string) =>
    t.call(navyCalls.saveNavyTaskState, { taskId, taskState }, { token: admin });

  beforeAll(async () => {
    t = await createTestApp(engine);
    const main = await t.loginAs();
    orgId = main.orgId;
    adminName = main.userName;
    otherName = (await t.loginAs()).userName;
    await relogin();
    groupId = (
      await ok<{ userGroupId: number }>(navyRanksCalls.saveNavyUserGroup, { userGroupName: '一队' })
    ).userGroupId;
    typeId = (
      await ok<{ taskTypeId: number }>(navyCalls.saveNavyTaskType, { taskTypeName: '正面评论' })
    ).taskTypeId;
  });
  afterAll(() => t.close());

  it('keeps the navy token and the main token apart', async () => {
    const main = await t.loginAs();
    const onNavy = await t.call(navyCalls.findPageNavyTask, {}, { token: main.token });
    expect(onNavy.body.meta.code).toBe(3002);
    const mainCall = await t.call(systemCalls.navySystemPage, {}, { token: admin });
    expect(mainCall.body.meta.code).toBe(3002);
  });

  it('allows exactly the transitions of the state machine and refuses every other one', async () => {
    const paths: Record<NavyTaskState, NavyTaskState[]> = {
      draft: [],
      published: ['published'],
      closed: ['published', 'closed'],
      finished: ['published', 'closed', 'finished'],
    };
    const seen: string[] = [];
    for (const from of NAVY_TASK_STATES) {
      for (const to of NAVY_TASK_STATES) {
        const taskId = await newTask(`状态 ${from}→${to}`);
        for (const step of paths[from]) {
          expect((await move(taskId, step)).body.meta.code).toBe(200);
        }
        const { body } = await move(taskId, to);
        const allowed = NAVY_TASK_TRANSITIONS[from].includes(to);
        expect(body.meta.code, `${from} → ${to}`).toBe(allowed ? 200 : 4000);
        if (allowed) {
          seen.push(`${from}→${to}`);
        } else {
          expect(body.meta.message).toMatch(/不能变为/);
        }
      }
    }
    expect(seen).toEqual(['draft→published', 'published→closed', 'closed→finished']);
  });

  it('refuses to publish without a target link, and closes a published task after its review deadline', async () => {
    const { taskId } = await ok<{ taskId: number }>(navyCalls.saveNavyTask, {
      taskName: '无链接任务',
      taskTypeId: typeId,
      deadline: t.clock.now() + HOUR,
      reviewDeadline: t.clock.now() + 2 * HOUR,
    });
    expect((await move(taskId, 'published')).body.meta.message).toMatch(/目标链接/);
    await ok(navyCalls.saveNavyTaskItem, {
      taskId,
      itemTitle: '链接',
      itemUrl: 'https://news.example.com/x',
    });
    await ok(navyCalls.saveNavyTaskState, { taskId, taskState: 'published' });
    t.clock.advance(2 * HOUR - 1);
    expect(
      (await ok<{ taskState: string }>(navyCalls.findNavyTaskInfo, { taskId })).taskState,
    ).toBe('published');
    t.clock.advance(1);
    expect(
      (await ok<{ taskState: string }>(navyCalls.findNavyTaskInfo, { taskId })).taskState,
    ).toBe('closed');
  });

  it('never uses an invitation code more often than allowed, even under concurrent joins', async () => {
    const { code } = await ok<{ code: string }>(navyRanksCalls.saveNavyInvitationCode, {
      userGroupId: groupId,
      maxUses: 3,
      validDays: 1,
    });
    const tokens = await Promise.all(Array.from({ length: 8 }, () => navyUser()));
    const results = await Promise.all(
      tokens.map((token, i) =>
        t.call(navyRanksCalls.joinNavyUserGroup, { code, realName: `成员${i}` }, { token }),
      ),
    );
    const codes = results.map((r) => r.body.meta.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(
      results
        .filter((r) => r.body.meta.code !== 200)
        .every((r) => /使用次数已用完/.test(r.body.meta.message)),
    ).toBe(true);
    const list = await ok<{ list: { code: string; usedCount: number; codeState: string }[] }>(
      navyRanksCalls.findNavyInvitationCode,
      {},
    );
    expect(list.list.find((c) => c.code === code)).toMatchObject({
      usedCount: 3,
      codeState: '已用完',
    });
    const members = await ok<{ list: { memberState: string }[] }>(navyRanksCalls.findPageNavyUser, {
      userGroupId: groupId,
      memberState: 'pending',
    });
    expect(members.list).toHaveLength(3);
  });

  it('refuses an expired code with its expiry time, and another organisation sees nothing', async () => {
    const { code } = await ok<{ code: string }>(navyRanksCalls.saveNavyInvitationCode, {
      userGroupId: groupId,
      maxUses: 5,
      validDays: 1,
    });
    t.clock.advance(DAY);
    await relogin();
    const token = await navyUser();
    const late = await t.call(
      navyRanksCalls.joinNavyUserGroup,
      { code, realName: '迟到者' },
      { token },
    );
    expect(late.body.meta.message).toMatch(/^邀请码已于.*过期/);
    const foreign = await t.call(
      navyRanksCalls.joinNavyUserGroup,
      { code, realName: '外单位' },
      { token: other },
    );
    expect(foreign.body.meta.code).toBe(4004);
    expect(
      (
        await t.call(
          navyRanksCalls.moveNavyUser,
          { userIds: [1], userGroupId: groupId },
          { token: other },
        )
      ).body.meta.code,
    ).toBe(4004);
  });

  it('takes submissions from approved members, marks late ones, reviews with scores and ranks', async () => {
    const { code } = await ok<{ code: string }>(navyRanksCalls.saveNavyInvitationCode, {
      userGroupId: groupId,
      maxUses: 2,
      validDays: 7,
    });
    const alice = await navyUser();
    const bob = await navyUser();
    const a = await ok<{ userId: number }>(
      navyRanksCalls.joinNavyUserGroup,
      { code, realName: '甲' },
      alice,
    );
    const b = await ok<{ userId: number }>(
      navyRanksCalls.joinNavyUserGroup,
      { code, realName: '乙' },
      bob,
    );
    const taskId = await newTask('评分任务', t.clock.now() + HOUR);
    await ok(navyCalls.saveNavyTaskState, { taskId, taskState: 'published' });
    const items = await ok<{ list: { itemId: number }[] }>(navyCalls.findNavyTaskItem, { taskId });
    const itemId = items.list[0]!.itemId;
    const pending = await t.call(
      navyCalls.saveNavyComment,
      { itemId, content: '支持' },
      { token: alice },
    );
    expect(pending.body.meta.message).toMatch(/审核通过/);
    await ok(navyRanksCalls.auditNavyUser, {
      userIds: [a.userId, b.userId],
      memberState: 'passed',
    });

    const c1 = await ok<{ commentId: number }>(
      navyCalls.saveNavyComment,
      { itemId, content: '甲的评论', commentUrl: 'http://127.0.0.1:1/gone' },
      alice,
    );
    t.clock.advance(HOUR + 1);
    const c2 = await ok<{ commentId: number }>(
      navyCalls.saveNavyComment,
      { itemId, content: '乙的评论' },
      bob,
    );
    const c3 = await ok<{ commentId: number }>(
      navyCalls.saveNavyComment,
      { itemId, content: '乙的第二条' },
      bob,
    );
    const page = await ok<{
      list: { commentId: number; late: boolean; evidenceStateName: string }[];
    }>(navyCalls.findPageNavyComment, { taskId });
    expect(page.list.find((c) => c.commentId === c1.commentId)).toMatchObject({
      late: false,
      evidenceStateName: '未核验',
    });
    expect(page.list.find((c) => c.commentId === c2.commentId)).toMatchObject({ late: true });

    const noReason = await t.call(
      navyCalls.reviewNavyComment,
      { commentIds: [c3.commentId], reviewState: 'rejected' },
      { token: admin },
    );
    expect(noReason.body.meta.message).toBe('驳回时请填写原因');
    await ok(navyCalls.reviewNavyComment, {
      commentIds: [c1.commentId],
      reviewState: 'passed',
      score: 8,
    });
    await ok(navyCalls.reviewNavyComment, {
      commentIds: [c2.commentId],
      reviewState: 'passed',
      score: 5,
    });
    await ok(navyCalls.reviewNavyComment, {
      commentIds: [c3.commentId],
      reviewState: 'rejected',
      reviewOpinion: '重复',
    });
    let stats = await ok<Stats>(navyCalls.findNavyStatistics, {});
    const row = (name: string) => stats.members.find((m) => m.realName === name);
    expect(row('甲')).toMatchObject({
      rank: 1,
      submissions: 1,
      passed: 1,
      score: 8,
      passRate: 100,
      onTimeRate: 100,
    });
    expect(row('乙')).toMatchObject({
      rank: 2,
      submissions: 2,
      passed: 1,
      score: 5,
      passRate: 50,
      onTimeRate: 0,
    });
    // A higher score for 乙's second submission changes the ranking.
    await ok(navyCalls.reviewNavyComment, {
      commentIds: [c3.commentId],
      reviewState: 'passed',
      score: 6,
    });
    stats = await ok<Stats>(navyCalls.findNavyStatistics, {});
    expect(row('乙')).toMatchObject({ rank: 1, score: 11, passRate: 100 });
    expect(stats.troops.find((g) => g.userGroupName === '一队')).toMatchObject({
      submissions: 3,
      score: 19,
    });

    const file = await t.call(navyCalls.exportNavyStatistics, {}, { token: admin });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('成员排名')!;
    expect(sheet.getRow(2).values).toContain('排名');
    expect(sheet.getRow(3).getCell(2).value).toBe('乙');

    await ok(navyCalls.saveNavyTaskState, { taskId, taskState: 'closed' });
    await ok(navyCalls.saveNavyTaskState, { taskId, taskState: 'finished' });
    const after = await t.call(
      navyCalls.saveNavyComment,
      { itemId, content: '太迟了' },
      { token: alice },
    );
    expect(after.body.meta.message).toBe('任务已截止，不能再提交');
  });

  it('creates a task from a warning of the main system, its article becoming the first target', async () => {
    const main = await t.call(systemCalls.navyLogin, {
      userName: adminName,
      password: TEST_PASSWORD,
    });
    expect(main.body.meta.code).toBe(200);
    await t.ingest.pipeline.ingest([
      {
        url: 'https://news.example.cn/navy-warning.html',
        title: '某地景区门票涨价引发争议',
        content: '游客反映景区门票上涨，管理部门回应称系成本上升。',
        siteName: '示例新闻网',
        publishTime: t.clock.now() - HOUR,
      },
    ]);
    const article = await t.db
      .selectFrom('article')
      .select('id')
      .where('url', '=', 'https://news.example.cn/navy-warning.html')
      .executeTakeFirstOrThrow();
    const warning = await t.db
      .insertInto('warning_article')
      .values({
        org_id: orgId,
        article_id: article.id,
        kind: 'artificial',
        level: 'orange',
        rule_id: null,
        remark: null,
        created_by: null,
        created_at: t.clock.now(),
        firing_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const source = await ok<{ title: string }>(navyCalls.findNavyTaskSource, {
      linkType: 'warning',
      linkId: warning.id,
    });
    expect(source.title).toBe('某地景区门票涨价引发争议');
    const { taskId } = await ok<{ taskId: number }>(navyCalls.saveNavyTask, {
      taskName: '景区门票引导',
      taskTypeId: typeId,
      deadline: t.clock.now() + DAY,
      linkType: 'warning',
      linkId: warning.id,
    });
    const items = await ok<{ list: { itemUrl: string; articleId: number }[] }>(
      navyCalls.findNavyTaskItem,
      { taskId },
    );
    expect(items.list).toEqual([
      expect.objectContaining({
        itemUrl: 'https://news.example.cn/navy-warning.html',
        articleId: Number(article.id),
      }),
    ]);
    const info = await ok<{ referenceText: string; linkTitle: string }>(
      navyCalls.findNavyTaskInfo,
      { taskId },
    );
    expect(info.linkTitle).toBe('某地景区门票涨价引发争议');
    expect(info.referenceText).toContain('游客');
    const foreign = await t.call(
      navyCalls.findNavyTaskSource,
      { linkType: 'warning', linkId: warning.id },
      { token: other },
    );
    expect(foreign.body.meta.code).toBe(4004);
  });

  it('records evidence: an existing page, a missing one, and one it cannot verify', async () => {
    const server = http.createServer((req, res) => {
      res.writeHead(req.url === '/ok' ? 200 : 404, { 'content-type': 'text/html' });
      res.end('<html>评论</html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetchEvidence(`${base}/ok`, fetch)).state).toBe('exists');
      expect((await fetchEvidence(`${base}/gone`, fetch)).state).toBe('missing');
      expect((await fetchEvidence('http://127.0.0.1:1/x', fetch)).state).toBe('unverified');
    } finally {
      server.close();
    }
  });
});
