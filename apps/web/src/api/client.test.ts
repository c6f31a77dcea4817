import { AxiosError, CanceledError } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { defineCall, loginCalls, p } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { createClient, TEXTS } from './client';
import type { Notifier } from './client';
import { createMemoryCookieJar } from './cookies';
import { ROUTE_CANCEL_REASON } from './pending';

interface Reply {
  data?: unknown;
  status?: number;
  headers?: Record<string, string>;
}

type Handler = (config: InternalAxiosRequestConfig, attempt: number) => Reply | Promise<Reply>;

const ok = (data: unknown): Reply => ({ data: { meta: { code: 200, message: '操作成功' }, data } });
const envelope = (code: number, message: string, data: unknown = null): Reply => ({
  data: { meta: { code, message }, data },
});

/** A client whose transport is an axios custom adapter, with recorded side effects. */
function setup(handler: Handler, cookies: Record<string, string> = {}) {
  const requests: InternalAxiosRequestConfig[] = [];
  const shown: { kind: string; text: string; description?: string }[] = [];
  const relogins: number[] = [];
  const saved: { name: string; size: number }[] = [];
  const jar = createMemoryCookieJar(cookies);
  const notifier: Notifier = {
    success: (text) => shown.push({ kind: 'success', text }),
    warning: (text) => shown.push({ kind: 'warning', text }),
    error: (text) => shown.push({ kind: 'error', text }),
    notify: ({ type, title, description }) =>
      shown.push({ kind: `notify-${type}`, text: title, description }),
  };
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await handler(config, requests.length);
    const response = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: 'OK',
      headers: reply.headers ?? { 'content-type': 'application/json' },
      config,
    };
    // Real adapters settle by the instance's validateStatus; do the same.
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        undefined,
        response,
      );
    }
    return response;
  };
  const client = createClient({
    cookies: jar,
    notifier,
    adapter,
    onRelogin: (code) => relogins.push(code),
    saveFile: (blob, name) => saved.push({ name, size: blob.size }),
  });
  return { client, requests, shown, relogins, saved, jar };
}

/** A reply that waits until the request is aborted, then fails the way axios adapters do. */
function hangUntilAborted(config: InternalAxiosRequestConfig): Promise<Reply> {
  return new Promise((_resolve, reject) => {
    const signal = config.signal as AbortSignal;
    signal.addEventListener('abort', () => {
      reject(new CanceledError(String(signal.reason), undefined, config));
    });
  });
}

const formCall = defineCall({
  path: '/api/test/findList',
  title: '测试表单调用',
  module: 'common',
  resource: 'test',
  input: p.none(),
}) as CallDef;
const jsonCall = defineCall({
  path: '/api/test/saveThing',
  title: '测试JSON调用',
  module: 'common',
  resource: 'test',
  style: 'json',
  input: p.none(),
}) as CallDef;
const navyCall = defineCall({
  path: '/navy/index/findTask',
  title: '网评任务',
  module: 'navy',
  resource: 'task',
  input: p.none(),
}) as CallDef;
const exportCall = defineCall({
  path: '/api/test/exportArticle',
  title: '测试导出',
  module: 'common',
  resource: 'test',
  download: true,
  input: p.none(),
}) as CallDef;
const externalCall = defineCall({
  path: '/api/article/showArticleDetailExternal',
  title: '外部文章详情',
  module: 'article',
  resource: 'article',
  auth: 'optional',
  input: p.none(),
}) as CallDef;

describe('api/client envelope handling', () => {
  it('resolves the data of a code 200 envelope', async () => {
    const { client, shown } = setup(() => ok({ total: 3 }));
    await expect(client.call(formCall, {})).resolves.toEqual({ total: 3 });
    expect(shown).toEqual([]);
  });

  it('sends cookies, deviceInfo, JSON type, the system token and ueToken', async () => {
    const { client, requests } = setup(() => ok(null), {
      AUTHENTICATE_TOKEN: 'main-token',
      NAVY_TOKEN: 'navy-token',
      ueToken: 'ue-1',
    });
    await client.call(formCall, {});
    await client.call(navyCall, {});
    const [main, navy] = requests;
    expect(main?.withCredentials).toBe(true);
    expect(main?.headers.get('deviceInfo')).toBe('web');
    expect(main?.headers.get('Content-Type')).toBe('application/json');
    expect(main?.headers.get('authorization')).toBe('main-token');
    expect(main?.headers.get('ueToken')).toBe('ue-1');
    expect(navy?.headers.get('authorization')).toBe('navy-token');
  });

  it('puts form-style parameters in the query string with repeated keys for arrays', async () => {
    const { client, requests } = setup(() => ok(null));
    await client.call(formCall, { ids: [1, 2], name: '专题', empty: undefined });
    const request = requests[0];
    expect(request?.method).toBe('post');
    expect(request?.data).toBeUndefined();
    expect(client.http.getUri(request)).toBe(
      `/api/test/findList?ids=1&ids=2&name=${encodeURIComponent('专题')}`,
    );
  });

  it('sends JSON-style input as the JSON body', async () => {
    const { client, requests } = setup(() => ok(null));
    await client.call(jsonCall, { ids: [1, 2], name: '专题' });
    const request = requests[0];
    expect(JSON.parse(String(request?.data))).toEqual({ ids: [1, 2], name: '专题' });
    expect(request?.params).toBeUndefined();
  });

  it('uses the real form-style login call the same way', async () => {
    const { client, requests } = setup(() =>
      ok({ accessToken: 't', needBindPhone: false, needInit: false }),
    );
    await client.call(loginCalls.ajaxLogin, { userName: 'admin', password: 'secret1' });
    expect(client.http.getUri(requests[0])).toBe(
      '/api/login/ajaxLogin?userName=admin&password=secret1',
    );
  });

  it('waits 60000 ms for ordinary calls and 500000 ms for downloads', async () => {
    const { client, requests } = setup((config) =>
      config.responseType === 'blob'
        ? { data: new Blob(['x']), headers: { 'content-type': 'application/octet-stream' } }
        : ok(null),
    );
    await client.call(formCall, {});
    await client.call(exportCall, {});
    expect(requests.map((request) => request.timeout)).toEqual([60_000, 500_000]);
    expect(requests[1]?.responseType).toBe('blob');
  });

  it('saves a download under its RFC 5987 file name and says 下载成功', async () => {
    const name = '专题文章导出.xlsx';
    const { client, saved, shown } = setup(() => ({
      data: new Blob(['xlsx-bytes']),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    }));
    await expect(client.download(exportCall, {})).resolves.toEqual({ fileName: name });
    expect(saved).toEqual([{ name, size: 10 }]);
    expect(shown).toEqual([{ kind: 'success', text: TEXTS.downloadSuccess }]);
  });

  it('shows the message of a download that answers an error envelope instead of a file', async () => {
    const { client, saved, shown } = setup(() => ({
      data: new Blob([
        JSON.stringify({ meta: { code: 4003, message: '您没有执行此操作的权限' }, data: null }),
      ]),
      headers: { 'content-type': 'application/json;charset=utf-8' },
    }));
    await expect(client.download(exportCall, {})).rejects.toMatchObject({ code: 4003 });
    expect(saved).toEqual([]);
    expect(shown).toEqual([{ kind: 'warning', text: '您没有执行此操作的权限' }]);
  });

  it('rejects other business codes with ApiError and shows the message per showType', async () => {
    const { client, shown } = setup(() => envelope(4001, '用户名或密码错误'));
    await expect(client.call(formCall, {})).rejects.toMatchObject({
      name: 'ApiError',
      code: 4001,
      message: '用户名或密码错误',
    });
    expect(shown).toEqual([{ kind: 'warning', text: '用户名或密码错误' }]);
  });

  it('shows nothing for a silent code or a silent call', async () => {
    const { client, shown } = setup((_config, attempt) =>
      attempt === 1 ? envelope(4008, '该账号需要先绑定手机号') : envelope(4001, '用户名或密码错误'),
    );
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 4008 });
    await expect(client.call(formCall, {}, { silent: true })).rejects.toMatchObject({ code: 4001 });
    expect(shown).toEqual([]);
  });

  it.each([3001, 3002, 3003])(
    'sends parallel calls failing with %i to /login exactly once and clears the main cookie',
    async (code) => {
      const { client, relogins, jar, shown } = setup(() => envelope(code, '请重新登录'), {
        AUTHENTICATE_TOKEN: 'old',
      });
      const results = await Promise.allSettled([
        client.call(formCall, {}),
        client.call(jsonCall, {}),
        client.call(formCall, { page: 2 }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(relogins).toEqual([code]);
      expect(jar.get('AUTHENTICATE_TOKEN')).toBeUndefined();
      expect(shown).toEqual([{ kind: 'warning', text: '请重新登录' }]);
    },
  );

  it('redirects again after a login re-arms the relogin hook', async () => {
    const { client, relogins } = setup(() => envelope(3001, '您尚未登录，请先登录'));
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 3001 });
    client.resetRelogin();
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 3001 });
    expect(relogins).toEqual([3001, 3001]);
  });

  it('stores the refreshed token of 3004 in the main cookie and repeats the call once', async () => {
    const { client, requests, jar } = setup(
      (config) =>
        config.headers.get('authorization') === 'fresh'
          ? ok({ list: [] })
          : envelope(3004, '登录状态已续期', { accessToken: 'fresh' }),
      { AUTHENTICATE_TOKEN: 'stale' },
    );
    await expect(client.call(formCall, { page: 1 })).resolves.toEqual({ list: [] });
    expect(requests).toHaveLength(2);
    expect(client.http.getUri(requests[1])).toBe('/api/test/findList?page=1');
    expect(jar.writes).toEqual([
      { name: 'AUTHENTICATE_TOKEN', value: 'fresh', options: { maxAgeSec: 86_400, path: '/' } },
    ]);
  });

  it('stores a refreshed navy token in the navy cookie', async () => {
    const { client, jar } = setup((_config, attempt) =>
      attempt === 1 ? envelope(3004, '登录状态已续期', { accessToken: 'navy-2' }) : ok(1),
    );
    await expect(client.call(navyCall, {})).resolves.toBe(1);
    expect(jar.get('NAVY_TOKEN')).toBe('navy-2');
    expect(jar.get('AUTHENTICATE_TOKEN')).toBeUndefined();
  });

  it('repeats a refreshed call only once', async () => {
    const { client, requests } = setup(() =>
      envelope(3004, '登录状态已续期', { accessToken: 'again' }),
    );
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 3004 });
    expect(requests).toHaveLength(2);
  });

  it('sends the user to /login when 3004 carries no token, except for the external article', async () => {
    const { client, relogins } = setup(() => envelope(3004, '登录状态已续期', {}));
    await expect(client.call(externalCall, {})).rejects.toMatchObject({ code: 3004 });
    expect(relogins).toEqual([]);
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 3004 });
    expect(relogins).toEqual([3004]);
  });

  it('rejects calls cancelled by a route change silently', async () => {
    const { client, shown } = setup(hangUntilAborted);
    const pending = client.call(formCall, {});
    await Promise.resolve();
    expect(client.pending.size).toBe(1);
    expect(client.cancelAll(ROUTE_CANCEL_REASON)).toBe(1);
    await expect(pending).rejects.toBeInstanceOf(CanceledError);
    await expect(pending).rejects.toMatchObject({ message: ROUTE_CANCEL_REASON });
    expect(shown).toEqual([]);
    expect(client.pending.size).toBe(0);
  });

  it('keeps persistent calls alive across route changes', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const { client } = setup(() => new Promise<Reply>((resolve) => (release = resolve)));
    const pending = client.call(formCall, {}, { persistent: true });
    await Promise.resolve();
    expect(client.cancelAll()).toBe(0);
    release(ok('still here'));
    await expect(pending).resolves.toBe('still here');
  });

  it('aborts with the caller signal (a query whose component unmounted)', async () => {
    const { client, shown } = setup(hangUntilAborted);
    const controller = new AbortController();
    const pending = client.call(formCall, {}, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CanceledError);
    expect(shown).toEqual([]);
  });

  it('answers a timeout with 请求超时，请稍后再试', async () => {
    const { client, shown } = setup((config) => {
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ETIMEDOUT', config);
    });
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(shown).toEqual([{ kind: 'notify-warning', text: '请求超时，请稍后再试' }]);
  });

  it('answers other transport errors with 系统异常 / 请稍后尝试', async () => {
    const { client, shown } = setup((config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(shown).toEqual([{ kind: 'notify-error', text: '系统异常', description: '请稍后尝试' }]);
  });

  it('rejects HTTP statuses outside 2xx/3xx', async () => {
    const { client, shown } = setup(() => ({ status: 502, data: 'Bad Gateway' }));
    await expect(client.call(formCall, {})).rejects.toMatchObject({ response: { status: 502 } });
    expect(shown).toEqual([{ kind: 'notify-error', text: '系统异常', description: '请稍后尝试' }]);
  });

  it('shows the Chinese message of an envelope answered with a 4xx or 503 status', async () => {
    const { client, shown } = setup((_config, attempt) =>
      attempt === 1
        ? { ...envelope(4013, '提交的内容过大'), status: 413 }
        : { ...envelope(5030, '服务暂时不可用，请稍后再试'), status: 503 },
    );
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 4013 });
    await expect(client.call(formCall, {})).rejects.toMatchObject({ code: 5030 });
    expect(shown).toEqual([
      { kind: 'warning', text: '提交的内容过大' },
      { kind: 'error', text: '服务暂时不可用，请稍后再试' },
    ]);
  });

  it('passes 3xx answers to the envelope handler', async () => {
    const { client } = setup(() => ({ ...ok('moved'), status: 304 }));
    await expect(client.call(formCall, {})).resolves.toBe('moved');
  });
});
