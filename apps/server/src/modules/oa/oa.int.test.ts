import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OA_ACTIONS,
  OA_REPORT_STATES,
  OA_TRANSITIONS,
  articleCalls,
  oaCalls,
  systemCalls,
} from '@guanlan/shared';
import type { OaAction, OaReportState } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { callOk } from '../../../test/helpers/call-ok.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { TEST_PASSWORD, makeAccount } from '../../../test/helpers/factories.js';

const MIN = 60_000;

interface Info {
  reportState: string;
  overdue: boolean;
  stepDeadline: string;
  actions: string[];
  instruction: string;
  feedback: string;
  snapshot: { title: string; url: string } | null;
  timeline: { actionName: string; toStateName: string; opinion: string }[];
}

/** The steps that lead a fresh report to each state (reporter R, approver A, handler H). */
const PATHS: Record<OaReportState, [OaAction, 'R' | 'A' | 'H'][]> = {
  draft: [],
  pending: [['submit', 'R']],
  approved: [
    ['submit', 'R'],
    ['approve', 'A'],
  ],
  handling: [
    ['submit', 'R'],
    ['approve', 'A'],
    ['handle', 'H'],
  ],
  feedback: [
    ['submit', 'R'],
    ['approve', 'A'],
    ['handle', 'H'],
    ['feedback', 'H'],
  ],
  finished: [
    ['submit', 'R'],
    ['approve', 'A'],
    ['handle', 'H'],
    ['feedback', 'H'],
    ['finish', 'A'],
  ],
  returned: [
    ['submit', 'R'],
    ['return', 'A'],
  ],
};

describe.each(ENGINES)('舆情上报审批 OA (%s)', (engine) => {
  let t: TestApp;
  let orgId = 0;
  let mainToken = '';
  const ids = { R: 0, A: 0, H: 0, X: 0 };
  const names = { R: '', A: '', H: '', X: '' };
  const tokens = { R: '', A: '', H: '', X: '' };
  let foreign = '';

  async function relogin() {
    for (const k of ['R', 'A', 'H', 'X'] as const) {
      const { body } = await t.call(systemCalls.oaLogin, {
        userName: names[k],
        password: TEST_PASSWORD,
      });
      tokens[k] = (body.data as { accessToken: string }).accessToken;
    }
  }
  const ok = <T>(
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token: string,
  ) => callOk<T>(t, def, input, token);
  const act = (who: 'R' | 'A' | 'H' | 'X', reportId: number, decision: OaAction) =>
    t.call(
      oaCalls.saveReportOpinion,
      {
        reportId,
        decision,
        opinion: `${decision}意见`,
        ...(decision === 'approve' ? { handlerId: ids.H } : {}),
      },
      { token: tokens[who] },
    );
  async function newReport(level = '3') {
    const { reportId } = await ok<{ reportId: number }>(
      oaCalls.saveReport,
      { reportTitle: '测试上报', content: '内容', level, approverIds: [ids.A] },
      tokens.R,
    );
    return reportId;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    const root = await t.loginAs();
    orgId = root.orgId;
    mainToken = root.token;
    names.A = root.userName;
    ids.A = root.accountId;
    for (const k of ['R', 'H', 'X'] as const) {
      const acc = await makeAccount(t.db, {
        orgId,
        userName: `oa${k}_${engine}`,
        kind: 'ordinary',
      });
      ids[k] = Number(acc.id);
      names[k] = acc.userName;
    }
    await relogin();
    const other = await t.loginAs();
    foreign = (
      (await t.call(systemCalls.oaSystemPage, {}, { token: other.token })).body.data as {
        accessToken: string;
      }
    ).accessToken;
  });
  afterAll(() => t.close());

  it('allows every transition of the flow to its role only, and refuses every other move', async () => {
    const roleKey = { reporter: 'R', approver: 'A', handler: 'H' } as const;
    const allowed: string[] = [];
    for (const from of OA_REPORT_STATES) {
      for (const action of OA_ACTIONS) {
        if (action === 'forward') {
          continue;
        }
        const reportId = await newReport();
        for (const [step, who] of PATHS[from]) {
          expect((await act(who, reportId, step)).body.meta.code, `${from}: ${step}`).toBe(200);
        }
        const rule = OA_TRANSITIONS[action];
        const right = roleKey[rule.role];
        const intruder = right === 'H' ? 'R' : 'H';
        // Someone in the wrong role is refused first, and nothing changes.
        const wrong = await act(intruder, reportId, action);
        expect(wrong.body.meta.code, `${from}: ${action} by ${intruder}`).not.toBe(200);
        const res = await act(right, reportId, action);
        const info = await ok<Info>(oaCalls.findReportInfo, { reportId }, tokens.R);
        if (rule.from.includes(from)) {
          expect(res.body.meta.code, `${from}: ${action}`).toBe(200);
          expect(info.reportState).toBe(rule.to);
          allowed.push(`${from}-${action}`);
        } else {
          // A draft is its reporter's own: to anyone else it does not exist.
          const hidden = from === 'draft' && right !== 'R';
          expect(res.body.meta.code, `${from}: ${action}`).toBe(hidden ? 4004 : 4000);
          if (!hidden) {
            expect(res.body.meta.message).toMatch(/^上报当前为「.+」，不能/);
          }
          expect(info.reportState).toBe(from);
        }
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'draft-submit',
        'returned-submit',
        'pending-approve',
        'pending-return',
        'approved-handle',
        'handling-feedback',
        'feedback-finish',
      ].sort(),
    );
  });

  it('requires an instruction to approve, a reason to return, and forwards to another approver', async () => {
    const reportId = await newReport();
    await ok(oaCalls.saveReportOpinion, { reportId, decision: 'submit' }, tokens.R);
    const bare = await t.call(
      oaCalls.saveReportOpinion,
      { reportId, decision: 'approve' },
      { token: tokens.A },
    );
    expect(bare.body.meta.message).toBe('请填写批示意见');
    await ok(
      oaCalls.saveReportOpinion,
      { reportId, decision: 'forward', forwardToId: ids.X },
      tokens.A,
    );
    expect((await act('A', reportId, 'approve')).body.meta.code).toBe(4003);
    expect((await act('X', reportId, 'approve')).body.meta.code).toBe(200);
  });

  it('reports an article in one click from the main system, keeping a snapshot after deletion', async () => {
    await t.ingest.pipeline.ingest([
      {
        url: 'https://news.example.cn/oa-1.html',
        title: '某地河道污染引发关注',
        content: '居民反映河道出现大量死鱼，环保部门已介入调查。',
        siteName: '示例新闻网',
        publishTime: t.clock.now() - 60 * MIN,
      },
    ]);
    const article = await t.db
      .selectFrom('article')
      .select('id')
      .where('url', '=', 'https://news.example.cn/oa-1.html')
      .executeTakeFirstOrThrow();
    const onOaToken = await t.call(
      oaCalls.saveReportArticle,
      { articleId: article.id },
      { token: tokens.R },
    );
    expect(onOaToken.body.meta.code).toBe(3002);
    const { reportId } = await ok<{ reportId: number }>(
      oaCalls.saveReportArticle,
      { articleId: article.id, remark: '请关注' },
      mainToken,
    );
    // 删除 (judged irrelevant) in the main system: the report keeps its snapshot.
    await ok(
      articleCalls.judgeArticleEmotion,
      { articleIds: [article.id], sentiment: 'irrelevant' },
      mainToken,
    );
    const again = await t.call(
      oaCalls.saveReportArticle,
      { articleId: article.id },
      { token: mainToken },
    );
    expect(again.body.meta.code).toBe(4004);
    const info = await ok<
      Info & { reportTitle: string; articleUrl: string; source: string; content: string }
    >(oaCalls.findReportInfo, { reportId }, tokens.A);
    expect(info).toMatchObject({
      reportTitle: '某地河道污染引发关注',
      articleUrl: 'https://news.example.cn/oa-1.html',
      source: '示例新闻网',
      reportState: 'draft',
    });
    expect(info.content).toContain('请关注');
    expect(info.snapshot).toMatchObject({ title: '某地河道污染引发关注' });
  });

  it('marks a step overdue by its level deadline and notices the approver once', async () => {
    await ok(oaCalls.saveReportSetting, { level1: 30, level2: 240, level3: 1440 }, tokens.A);
    const reportId = await newReport('1');
    await ok(oaCalls.saveReportOpinion, { reportId, decision: 'submit' }, tokens.R);
    t.clock.advance(30 * MIN);
    let info = await ok<Info>(oaCalls.findReportInfo, { reportId }, tokens.A);
    expect(info.overdue).toBe(false);
    t.clock.advance(1);
    info = await ok<Info>(oaCalls.findReportInfo, { reportId }, tokens.A);
    expect(info.overdue).toBe(true);
    const overdueList = await ok<{ list: { reportId: number }[] }>(
      oaCalls.findPageReport,
      { overdue: true },
      tokens.A,
    );
    expect(overdueList.list.map((r) => r.reportId)).toContain(reportId);

    const flow = await import('./index.js');
    const service = new flow.OaFlowService(t.db, t.clock, new flow.OaSettingRepo(t.db));
    expect(await service.noticeOverdue()).toBeGreaterThanOrEqual(1);
    expect(await service.noticeOverdue()).toBe(0);
    const notices = await t.db
      .selectFrom('message')
      .select(['account_id', 'title', 'type'])
      .where('org_id', '=', orgId)
      .where('type', '=', 'approval')
      .execute();
    expect(
      notices.filter((m) => Number(m.account_id) === ids.A && m.title.includes('测试上报')).length,
    ).toBeGreaterThanOrEqual(1);
    expect(notices.every((m) => Number(m.account_id) === ids.A)).toBe(true);
    // Approving starts a new step with a fresh deadline.
    expect((await act('A', reportId, 'approve')).body.meta.code).toBe(200);
    info = await ok<Info>(oaCalls.findReportInfo, { reportId }, tokens.A);
    expect(info.overdue).toBe(false);
  });

  it('keeps a timeline, sends flow messages with read state, exports Excel and Word', async () => {
    const reportId = await newReport('2');
    for (const [step, who] of PATHS.finished) {
      expect((await act(who, reportId, step)).body.meta.code).toBe(200);
    }
    const info = await ok<Info>(oaCalls.findReportInfo, { reportId }, tokens.R);
    expect(info.timeline.map((s) => s.actionName)).toEqual([
      '创建上报',
      '提交上报',
      '批示',
      '开始处置',
      '处置反馈',
      '办结',
    ]);
    expect(info.instruction).toBe('approve意见');
    expect(info.feedback).toBe('feedback意见');
    const msgs = await ok<{
      list: { messageId: number; readState: boolean; reportId: number }[];
      unreadCount: number;
    }>(oaCalls.findReportFlowMessage, { readState: false }, tokens.H);
    const mine = msgs.list.filter((m) => m.reportId === reportId);
    expect(mine.length).toBe(2); // approved (to handler) and finished (to handler)
    await ok(oaCalls.readReportFlowMessage, { messageIds: [mine[0]!.messageId] }, tokens.H);
    const after = await ok<{ unreadCount: number }>(oaCalls.findReportFlowMessage, {}, tokens.H);
    expect(after.unreadCount).toBe(msgs.unreadCount - 1);

    const xlsx = await t.call(oaCalls.exportReport, { reportIds: [reportId] }, { token: tokens.R });
    expect(String(xlsx.res.headers['content-type'])).toContain('spreadsheetml');
    const docx = await t.call(oaCalls.exportReportWord, { reportId }, { token: tokens.R });
    expect(String(docx.res.headers['content-type'])).toContain('wordprocessingml');
    expect(docx.res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('shows another organisation nothing and changes nothing for it', async () => {
    const reportId = await newReport();
    expect(
      (await t.call(oaCalls.findReportInfo, { reportId }, { token: foreign })).body.meta.code,
    ).toBe(4004);
    expect(
      (
        await t.call(
          oaCalls.saveReportOpinion,
          { reportId, decision: 'submit' },
          { token: foreign },
        )
      ).body.meta.code,
    ).toBe(4004);
    expect(
      (await t.call(oaCalls.deleteReport, { reportIds: [reportId] }, { token: foreign })).body.meta
        .code,
    ).toBe(4004);
    const list = await ok<{ total: number }>(oaCalls.findPageReport, {}, foreign);
    expect(list.total).toBe(0);
    // A main-system token never opens an OA call.
    expect((await t.call(oaCalls.findPageReport, {}, { token: mainToken })).body.meta.code).toBe(
      3002,
    );
  });
});
