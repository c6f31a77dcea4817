import { warningCalls } from '@guanlan/shared';
import type { Envelope } from '@guanlan/shared';
import { TEST_PASSWORD, makeSource } from '../../../test/helpers/factories.js';
import { toQuery } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import type { RawArticle } from '../../ingest/raw-article.js';

/** Test helpers of the warning suites: articles, sources, rules and typed call answers. */

export type Login = Awaited<ReturnType<TestApp['loginAs']>>;

/** Logs the same account in again (after the clock jumped past its session). */
export async function relogin(t: TestApp, who: Login): Promise<Login> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/login/ajaxLogin${toQuery({ userName: who.userName, password: TEST_PASSWORD })}`,
  });
  const body = res.json<Envelope<{ accessToken: string }>>();
  if (body.meta.code !== 200) {
    throw new Error(`login failed: ${body.meta.message}`);
  }
  return { ...who, token: body.data.accessToken };
}

/** A page as the warning calls answer it. */
export interface Page<T> {
  list: T[];
  total: number;
}

export interface WarnedItem {
  id: number;
  title: string;
  warningId: number;
  warningLevel: string;
  warningType: string;
  ruleName: string;
  warnedAt: string;
  isRead: boolean;
  sentiment?: string;
}

export interface DeliveryItem {
  channel: string;
  target: string;
  noticeName: string | null;
  status: string;
  statusName: string;
  attempts: number;
  detail: string | null;
  sentAt: string | null;
}

export interface FiringItem {
  firingId: number;
  warningRuleId: number;
  ruleName: string;
  warningLevel: string;
  reason: string;
  firedAt: string;
  articleCount: number;
  firstArticleTitle: string | null;
  deliveries: DeliveryItem[];
}

/** Clearly negative and clearly positive bodies (the sentiment model judges them so). */
export const NEGATIVE =
  '记者调查发现问题严重，消费者投诉不断，涉事企业被责令停业整顿，多人身体不适入院。';
export const POSITIVE = '活动圆满成功，市民纷纷点赞，效果很好，大家非常满意。';

let serial = 0;

/** A raw article published a minute before the clock's now, with a unique URL. */
export function article(t: TestApp, title: string, body: string, extra: Partial<RawArticle> = {}) {
  serial += 1;
  return {
    url: `https://news.example.cn/warning-${serial}.html`,
    title,
    content: `${title}。${body}`,
    siteName: '示例新闻网',
    publishTime: t.clock.now() - 60_000,
    ...extra,
  };
}

/** Ingests articles and runs every warning job that is due (evaluation and deliveries). */
export async function ingestAndNotify(t: TestApp, raws: RawArticle[]): Promise<number[]> {
  const outcomes = await t.ingest.pipeline.ingest(raws);
  await t.notify.runner.drain();
  return outcomes.map((o) => (o.status === 'accepted' ? o.id : 0));
}

/** Calls and returns the answer's data, failing loudly on a business error. */
export async function data<T>(
  t: TestApp,
  def: Parameters<TestApp['call']>[0],
  input: Record<string, unknown>,
  token: string,
): Promise<T> {
  const { body } = await t.call<T>(def, input, { token });
  if (body.meta.code !== 200) {
    throw new Error(`${def.path} → ${body.meta.code} ${body.meta.message}`);
  }
  return body.data;
}

/** Saves a machine rule (site only unless given) and returns its id. */
export async function machineRule(
  t: TestApp,
  token: string,
  input: Record<string, unknown>,
): Promise<number> {
  const saved = await data<{ warningRuleId: number }>(
    t,
    warningCalls.saveMachineWarningRule,
    { warningLevel: 'red', noticeWays: ['site'], ...input },
    token,
  );
  return saved.warningRuleId;
}

/** Saves a notice and returns its id. */
export async function notice(
  t: TestApp,
  token: string,
  input: Record<string, unknown>,
): Promise<number> {
  const saved = await data<{ noticeId: number }>(t, warningCalls.saveWarningNotice, input, token);
  return saved.noticeId;
}

/** The warned articles this login sees (last 7 days of warnings unless the input says). */
export function warned(t: TestApp, token: string, input: Record<string, unknown> = {}) {
  return data<Page<WarnedItem>>(t, warningCalls.findWarningArticle, input, token);
}

/** The push log of a rule. */
export function firings(t: TestApp, token: string, warningRuleId?: number) {
  return data<Page<FiringItem>>(
    t,
    warningCalls.findPageWarningRuleLog,
    warningRuleId ? { warningRuleId } : {},
    token,
  );
}

export async function unread(t: TestApp, token: string): Promise<number> {
  return (await data<{ count: number }>(t, warningCalls.findUnreadWarningCount, {}, token)).count;
}

/** A stored source with a weight (1–10), for source-weight conditions. */
export function weightedSource(t: TestApp, weight: number): Promise<number> {
  return makeSource(t.db, {
    name: `权重${weight}来源`,
    kind: 'api',
    url: `https://source-${weight}-${serial}.example.cn/`,
    weight,
  });
}

/** The business code and message of a call (for bad-input checks). */
export async function codeOf(
  t: TestApp,
  def: Parameters<TestApp['call']>[0],
  input: Record<string, unknown>,
  token: string,
): Promise<Envelope<unknown>['meta']> {
  return (await t.call(def, input, { token })).body.meta;
}
