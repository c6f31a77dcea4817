import type { FastifyInstance } from 'fastify';
import { specialCalls, warningCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';

/** Topics of the demo organisation: subjects the demo corpus writes about. */
const DEMO_SPECIALS = [
  { specialName: '市人民医院', subjectWords: '市人民医院' },
  { specialName: '市教育局', subjectWords: '市教育局 第一中学 师范大学' },
  { specialName: '公共交通', subjectWords: '公交集团 地铁运营公司' },
  { specialName: '市场监管', subjectWords: '市场监管局' },
];

/**
 * Gives the demo organisation something to look at on first start: a column of topics (created
 * before the demo corpus is ingested, so their hits are stored as it arrives) and, afterwards,
 * a machine warning rule for negative news on those topics (so only new demo articles fire).
 * Goes through the real calls, logged in as the demo administrator.
 */
export class DemoMonitoringSeeder {
  private token = '';
  private specialIds: number[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly userName: string,
    private readonly password: string,
  ) {}

  private async call<T>(def: CallDef, input: Record<string, unknown>): Promise<T> {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(input)) {
      for (const x of Array.isArray(v) ? v : [v]) {
        query.append(k, String(x));
      }
    }
    const res = await this.app.inject({
      method: 'POST',
      url: `${def.path}?${query.toString()}`,
      headers: { deviceinfo: 'web', ...(this.token ? { authorization: this.token } : {}) },
    });
    const body = res.json<{ meta: { code: number; message: string }; data: T }>();
    if (body.meta.code !== 200) {
      throw new Error(`演示数据初始化失败（${def.path}）：${body.meta.message}`);
    }
    return body.data;
  }

  async seedSpecials(): Promise<void> {
    const login = await this.call<{ accessToken: string }>(
      { path: '/api/login/ajaxLogin' } as CallDef,
      { userName: this.userName, password: this.password },
    );
    this.token = login.accessToken;
    const { groupId } = await this.call<{ groupId: number }>(specialCalls.saveColumn, {
      columnName: '演示专题',
    });
    for (const s of DEMO_SPECIALS) {
      const saved = await this.call<{ specialId: number }>(specialCalls.saveColumnSpecial, {
        groupId,
        ruleMode: 'simple',
        ...s,
      });
      this.specialIds.push(saved.specialId);
    }
  }

  async seedWarningRule(): Promise<void> {
    if (!this.token || this.specialIds.length === 0) {
      return;
    }
    await this.call(warningCalls.saveMachineWarningRule, {
      ruleName: '演示：专题负面信息预警',
      warningLevel: 'orange',
      specialIds: this.specialIds,
      sentiments: 'negative',
      noticeWays: 'site',
    });
  }
}
