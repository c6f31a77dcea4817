import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { navyCalls, navyRanksCalls } from '@guanlan/shared';
import { HOUR, DAY, useNavyEnv } from '../../../test/helpers/navy-env.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

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

/** 网评队伍: invitation codes, joining, and members' submissions reviewed, scored and ranked. */
describe.each(ENGINES)('网评任务 navy (%s)', (engine) => {
  const { env, ok, newTask, relogin, navyUser } = useNavyEnv(engine);

  it('never uses an invitation code more often than allowed, even under concurrent joins', async () => {
    const { code } = await ok<{ code: string }>(navyRanksCalls.saveNavyInvitationCode, {
      userGroupId: env.groupId,
      maxUses: 3,
      validDays: 1,
    });
    const tokens = await Promise.all(Array.from({ length: 8 }, () => navyUser()));
    const results = await Promise.all(
      tokens.map((token, i) =>
        env.t.call(navyRanksCalls.joinNavyUserGroup, { code, realName: `成员${i}` }, { token }),
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
      userGroupId: env.groupId,
      memberState: 'pending',
    });
    expect(members.list).toHaveLength(3);
  });

  it('refuses an expired code with its expiry time, and another organisation sees nothing', async () => {
    const { code } = await ok<{ code: string }>(navyRanksCalls.saveNavyInvitationCode, {
      userGroupId: env.groupId,
      maxUses: 5,
      validDays: 1,
    });
    env.t.clock.advance(DAY);
    await relogin();
    const token = await navyUser();
    const late = await env.t.call(
      navyRanksCalls.joinNavyUserGroup,
      { code, realName: '迟到者' },
      { token },
    );
    expect(late.body.meta.message).toMatch(/^邀请码已于.*过期/);
    const foreign = await env.t.call(
      navyRanksCalls.joinNavyUserGroup,
      { code, realName: '外单位' },
      { token: env.other },
    );
    expect(foreign.body.meta.code).toBe(4004);
    expect(
      (
        await env.t.call(
          navyRanksCalls.moveNavyUser,
          { userIds: [1], userGroupId: env.groupId },
          { token: env.other },
        )
      ).body.meta.code,
    ).toBe(4004);
  });

  it('takes submissions from approved members, marks late ones, reviews with scores and ranks', async () => {
    const { code } = await ok<{ code: string }>(navyRanksCalls.saveNavyInvitationCode, {
      userGroupId: env.groupId,
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
    const taskId = await newTask('评分任务', env.t.clock.now() + HOUR);
    await ok(navyCalls.saveNavyTaskState, { taskId, taskState: 'published' });
    const items = await ok<{ list: { itemId: number }[] }>(navyCalls.findNavyTaskItem, { taskId });
    const itemId = items.list[0]!.itemId;
    const pending = await env.t.call(
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
    env.t.clock.advance(HOUR + 1);
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

    const noReason = await env.t.call(
      navyCalls.reviewNavyComment,
      { commentIds: [c3.commentId], reviewState: 'rejected' },
      { token: env.admin },
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

    const file = await env.t.call(navyCalls.exportNavyStatistics, {}, { token: env.admin });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('成员排名')!;
    expect(sheet.getRow(2).values).toContain('排名');
    expect(sheet.getRow(3).getCell(2).value).toBe('乙');

    await ok(navyCalls.saveNavyTaskState, { taskId, taskState: 'closed' });
    await ok(navyCalls.saveNavyTaskState, { taskId, taskState: 'finished' });
    const after = await env.t.call(
      navyCalls.saveNavyComment,
      { itemId, content: '太迟了' },
      { token: alice },
    );
    expect(after.body.meta.message).toBe('任务已截止，不能再提交');
  });
});
