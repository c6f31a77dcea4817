import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NAVY_TASK_STATES, NAVY_TASK_TRANSITIONS, navyCalls, systemCalls } from '@guanlan/shared';
import type { NavyTaskState } from '@guanlan/shared';
import { TEST_PASSWORD } from '../../../test/helpers/factories.js';
import { DAY, HOUR, useNavyEnv } from '../../../test/helpers/navy-env.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { fetchEvidence } from './navy-evidence.js';

/** 网评任务: sessions, the task state machine, tasks from warnings and submission evidence. */
describe.each(ENGINES)('网评任务 navy (%s)', (engine) => {
  const { env, ok, newTask, move } = useNavyEnv(engine);

  it('keeps the navy token and the main token apart', async () => {
    const main = await env.t.loginAs();
    const onNavy = await env.t.call(navyCalls.findPageNavyTask, {}, { token: main.token });
    expect(onNavy.body.meta.code).toBe(3002);
    const mainCall = await env.t.call(systemCalls.navySystemPage, {}, { token: env.admin });
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
      taskTypeId: env.typeId,
      deadline: env.t.clock.now() + HOUR,
      reviewDeadline: env.t.clock.now() + 2 * HOUR,
    });
    expect((await move(taskId, 'published')).body.meta.message).toMatch(/目标链接/);
    await ok(navyCalls.saveNavyTaskItem, {
      taskId,
      itemTitle: '链接',
      itemUrl: 'https://news.example.com/x',
    });
    await ok(navyCalls.saveNavyTaskState, { taskId, taskState: 'published' });
    env.t.clock.advance(2 * HOUR - 1);
    expect(
      (await ok<{ taskState: string }>(navyCalls.findNavyTaskInfo, { taskId })).taskState,
    ).toBe('published');
    env.t.clock.advance(1);
    expect(
      (await ok<{ taskState: string }>(navyCalls.findNavyTaskInfo, { taskId })).taskState,
    ).toBe('closed');
  });

  it('creates a task from a warning of the main system, its article becoming the first target', async () => {
    const main = await env.t.call(systemCalls.navyLogin, {
      userName: env.adminName,
      password: TEST_PASSWORD,
    });
    expect(main.body.meta.code).toBe(200);
    await env.t.ingest.pipeline.ingest([
      {
        url: 'https://news.example.cn/navy-warning.html',
        title: '某地景区门票涨价引发争议',
        content: '游客反映景区门票上涨，管理部门回应称系成本上升。',
        siteName: '示例新闻网',
        publishTime: env.t.clock.now() - HOUR,
      },
    ]);
    const article = await env.t.db
      .selectFrom('article')
      .select('id')
      .where('url', '=', 'https://news.example.cn/navy-warning.html')
      .executeTakeFirstOrThrow();
    const warning = await env.t.db
      .insertInto('warning_article')
      .values({
        org_id: env.orgId,
        article_id: article.id,
        kind: 'artificial',
        level: 'orange',
        rule_id: null,
        remark: null,
        created_by: null,
        created_at: env.t.clock.now(),
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
      taskTypeId: env.typeId,
      deadline: env.t.clock.now() + DAY,
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
    const foreign = await env.t.call(
      navyCalls.findNavyTaskSource,
      { linkType: 'warning', linkId: warning.id },
      { token: env.other },
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
