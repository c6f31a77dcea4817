import { afterAll, beforeAll } from 'vitest';
import { navyCalls, navyRanksCalls, systemCalls } from '@guanlan/shared';
import type { Engine } from '../../src/db/create-db.js';
import { callOk } from './call-ok.js';
import { TEST_PASSWORD, makeAccount } from './factories.js';
import { createTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** What the navy suites share, filled in by `beforeAll` (hence read through the object). */
export interface NavyEnv {
  t: TestApp;
  orgId: number;
  /** Navy session of the organisation's administrator (renewed by `relogin`). */
  admin: string;
  /** Navy session of another organisation's administrator. */
  other: string;
  adminName: string;
  otherName: string;
  /** The troop 一队 and the task type 正面评论 made at the start. */
  groupId: number;
  typeId: number;
}

/**
 * A test app for one engine with two organisations logged in to the navy system, a troop and a
 * task type, closed after the suite; with the helpers the navy suites call.
 */
export function useNavyEnv(engine: Engine) {
  const env = { orgId: 0, admin: '', other: '', groupId: 0, typeId: 0 } as NavyEnv;
  let n = 0;

  /** Fresh navy sessions of the two organisations' administrators (after moving the clock). */
  async function relogin() {
    for (const [who, userName] of [
      ['admin', env.adminName],
      ['other', env.otherName],
    ] as const) {
      const { body } = await env.t.call(systemCalls.navyLogin, {
        userName,
        password: TEST_PASSWORD,
      });
      env[who] = (body.data as { accessToken: string }).accessToken;
    }
  }

  /** A navy session for a fresh account of the organisation (through the navy login). */
  async function navyUser(): Promise<string> {
    n += 1;
    const acc = await makeAccount(env.t.db, {
      orgId: env.orgId,
      userName: `navy${n}_${engine}`,
      kind: 'sub',
      permissions: ['navy'],
    });
    const { body } = await env.t.call(systemCalls.navyLogin, {
      userName: acc.userName,
      password: acc.password,
    });
    return (body.data as { accessToken: string }).accessToken;
  }

  /** Calls `def` (as the administrator unless told) and expects code 200. */
  const ok = <T>(
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token = env.admin,
  ) => callOk<T>(env.t, def, input, token);

  /** A draft task for the troop with one target link. */
  async function newTask(name: string, deadline = env.t.clock.now() + DAY) {
    const { taskId } = await ok<{ taskId: number }>(navyCalls.saveNavyTask, {
      taskName: name,
      taskTypeId: env.typeId,
      deadline,
      userGroupIds: [env.groupId],
      requiredCount: 2,
    });
    await ok(navyCalls.saveNavyTaskItem, {
      taskId,
      itemTitle: '目标文章',
      itemUrl: 'https://news.example.com/a',
    });
    return taskId;
  }

  /** Moves a task to a state as the administrator, answering the raw envelope. */
  const move = (taskId: number, taskState: string) =>
    env.t.call(navyCalls.saveNavyTaskState, { taskId, taskState }, { token: env.admin });

  beforeAll(async () => {
    env.t = await createTestApp(engine);
    const main = await env.t.loginAs();
    env.orgId = main.orgId;
    env.adminName = main.userName;
    env.otherName = (await env.t.loginAs()).userName;
    await relogin();
    env.groupId = (
      await ok<{ userGroupId: number }>(navyRanksCalls.saveNavyUserGroup, { userGroupName: '一队' })
    ).userGroupId;
    env.typeId = (
      await ok<{ taskTypeId: number }>(navyCalls.saveNavyTaskType, { taskTypeName: '正面评论' })
    ).taskTypeId;
  });
  afterAll(() => env.t.close());

  return { env, relogin, navyUser, ok, newTask, move };
}
