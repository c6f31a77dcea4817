import axios, { isAxiosError, isCancel } from 'axios';
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { codeInfo, isRefreshCode, RELOGIN_CODES } from '@guanlan/shared';
import type { CallDef, CallInput, CallOutput, Envelope, ShowType } from '@guanlan/shared';
import { AUTH_COOKIE, SESSION_COOKIE_OPTIONS, TOKEN_COOKIE } from './cookies';
import type { CookieJar } from './cookies';
import { fileNameFromDisposition, isJsonContentType } from './download';
import { ApiError } from './errors';
import { createPendingRequests } from './pending';
import type { PendingRequests } from './pending';
import { buildRequest } from './request';

/** User-facing texts of SPEC §8. */
export const TEXTS = {
  timeout: '请求超时，请稍后再试',
  systemErrorTitle: '系统异常',
  systemErrorDescription: '请稍后尝试',
  downloadSuccess: '下载成功',
  badResponse: '服务器返回的数据格式有误',
} as const;

const SUCCESS_CODE = 200;

/** How the client talks to the user; the app binds it to antd `message` and `notification`. */
export interface Notifier {
  success(text: string): void;
  warning(text: string): void;
  error(text: string): void;
  notify(args: {
    type: 'error' | 'warning' | 'info';
    title: string;
    description?: string;
    key?: string;
  }): void;
}

export interface ClientDeps {
  cookies: CookieJar;
  notifier: Notifier;
  /** Sends the user to /login; called once however many calls fail together (SPEC §4). */
  onRelogin: (code: number) => void;
  /** Saves a downloaded file (an object URL and a link click in the browser). */
  saveFile: (blob: Blob, fileName: string) => void;
  pending?: PendingRequests;
  /** The transport; tests pass an axios custom adapter instead of a server. */
  adapter?: AxiosRequestConfig['adapter'];
  baseURL?: string;
}

export interface CallOptions {
  /** Aborts the request, e.g. TanStack Query's signal when a component unmounts. */
  signal?: AbortSignal;
  /** Shows nothing for business failures; the caller handles the ApiError. */
  silent?: boolean;
  /** Survives route changes: layout-level calls such as the current user or message count. */
  persistent?: boolean;
}

export interface DownloadResult {
  fileName: string;
}

export interface ApiClient {
  /**
   * Runs one call of the shared registry. Resolves the envelope's data on code 200; rejects
   * with ApiError on business codes and with the axios error on transport failures. A
   * download call saves its file and resolves `{ fileName }`.
   */
  readonly call: <C extends CallDef>(
    def: C,
    input: CallInput<C>,
    options?: CallOptions,
  ) => Promise<CallOutput<C>>;
  readonly download: <C extends CallDef>(
    def: C,
    input: CallInput<C>,
    options?: CallOptions,
  ) => Promise<DownloadResult>;
  /** Aborts every pending, non-persistent request (route change). */
  readonly cancelAll: (reason?: string) => number;
  /** Re-arms the one-time redirect to /login after a successful login. */
  readonly resetRelogin: () => void;
  readonly http: AxiosInstance;
  readonly pending: PendingRequests;
}

/** Calls that may fail with an expired session without sending the visitor to /login. */
const RELOGIN_EXEMPT_NAMES = new Set(['showArticleDetailExternal']);
/** The IP location file is read by anonymous visitors too. */
const IP_FILE = /(^|\/)ip[\w-]*\.(json|txt|dat)$/i;

export function isReloginExempt(def: Pick<CallDef, 'name' | 'path'>): boolean {
  return RELOGIN_EXEMPT_NAMES.has(def.name) || IP_FILE.test(def.path);
}

function isEnvelope(value: unknown): value is Envelope {
  if (value === null || typeof value !== 'object' || !('meta' in value)) {
    return false;
  }
  const { meta } = value;
  return (
    meta !== null && typeof meta === 'object' && 'code' in meta && typeof meta.code === 'number'
  );
}

function accessTokenOf(data: unknown): string | undefined {
  if (data !== null && typeof data === 'object' && 'accessToken' in data) {
    const token = data.accessToken;
    return typeof token === 'string' && token !== '' ? token : undefined;
  }
  return undefined;
}

async function blobText(data: unknown): Promise<string> {
  if (typeof data === 'string') {
    return data;
  }
  if (data instanceof Blob) {
    return data.text();
  }
  return JSON.stringify(data);
}

/**
 * A 4xx or 503 answer whose body is the envelope (its status follows the business code): the
 * envelope handler shows its Chinese message. A 500 or a non-JSON answer stays a transport
 * failure.
 */
function envelopeAnswer(error: unknown): AxiosResponse<unknown> | undefined {
  if (!isAxiosError(error) || !error.response) {
    return undefined;
  }
  const { response } = error as { response: AxiosResponse<unknown> };
  const headers = response.headers as Record<string, unknown>;
  const status = response.status;
  const envelopeStatus = (status >= 400 && status < 500) || status === 503;
  return envelopeStatus && isJsonContentType(headers['content-type']) ? response : undefined;
}

function isTimeout(error: unknown): boolean {
  if (!isAxiosError(error)) {
    return false;
  }
  return (
    error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message))
  );
}

/** Builds the API client with injected cookie jar, notifier and navigator (DOM-free). */
export function createClient(deps: ClientDeps): ApiClient {
  const { cookies, notifier } = deps;
  const pending = deps.pending ?? createPendingRequests();
  const http = axios.create({
    baseURL: deps.baseURL ?? '',
    withCredentials: true,
    // 3xx answers reach the envelope handler; everything else is a transport failure.
    validateStatus: (status) => status >= 200 && status < 400,
    transitional: { clarifyTimeoutError: true },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });
  let reloginStarted = false;

  function relogin(code: number, message: string): void {
    cookies.remove(AUTH_COOKIE);
    if (reloginStarted) {
      return;
    }
    reloginStarted = true;
    if (message) {
      notifier.warning(message);
    }
    deps.onRelogin(code);
  }

  function show(showType: ShowType, message: string): void {
    switch (showType) {
      case 'silent':
      case 'redirect':
        return;
      case 'warn':
        notifier.warning(message);
        return;
      case 'error':
        notifier.error(message);
        return;
      case 'notify':
        notifier.notify({ type: 'warning', title: message });
        return;
    }
  }

  function transportFailure(error: unknown): never {
    if (isCancel(error)) {
      throw error;
    }
    if (isTimeout(error)) {
      notifier.notify({ type: 'warning', title: TEXTS.timeout, key: 'request-timeout' });
    } else {
      notifier.notify({
        type: 'error',
        title: TEXTS.systemErrorTitle,
        description: TEXTS.systemErrorDescription,
        key: 'system-error',
      });
    }
    throw error;
  }

  async function send(
    def: CallDef,
    input: unknown,
    options: CallOptions,
  ): Promise<AxiosResponse<unknown>> {
    const controller = new AbortController();
    const { signal } = options;
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) {
      onAbort();
    } else {
      signal?.addEventListener('abort', onAbort, { once: true });
    }
    if (!options.persistent) {
      pending.add(controller);
    }
    try {
      return await http.request<unknown>({
        ...buildRequest(def, input, cookies),
        signal: controller.signal,
      });
    } catch (error) {
      const answered = envelopeAnswer(error);
      if (answered) {
        return answered;
      }
      return transportFailure(error);
    } finally {
      pending.remove(controller);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Applies SPEC §8 to one envelope. `repeat` re-sends the original request after a refreshed
   * token has been stored; it is absent on the repeated attempt, so a call repeats only once.
   */
  async function settle(
    def: CallDef,
    envelope: unknown,
    options: CallOptions,
    repeat: (() => Promise<unknown>) | undefined,
  ): Promise<unknown> {
    if (!isEnvelope(envelope)) {
      notifier.notify({
        type: 'error',
        title: TEXTS.systemErrorTitle,
        description: TEXTS.badResponse,
        key: 'bad-response',
      });
      throw new ApiError(-1, TEXTS.badResponse);
    }
    const { code } = envelope.meta;
    const info = codeInfo(code);
    const message = envelope.meta.message || info?.message || '操作失败';
    if (code === SUCCESS_CODE) {
      return envelope.data;
    }
    if (RELOGIN_CODES.includes(code)) {
      relogin(code, message);
      throw new ApiError(code, message);
    }
    if (isRefreshCode(code)) {
      const token = accessTokenOf(envelope.data);
      if (token && repeat) {
        cookies.set(TOKEN_COOKIE[def.system], token, SESSION_COOKIE_OPTIONS);
        return repeat();
      }
      if (!token && !isReloginExempt(def)) {
        relogin(code, '');
      }
      throw new ApiError(code, message);
    }
    if (!options.silent) {
      show(info?.showType ?? 'warn', message);
    }
    throw new ApiError(code, message);
  }

  async function runJson(
    def: CallDef,
    input: unknown,
    options: CallOptions,
    mayRepeat: boolean,
  ): Promise<unknown> {
    const response = await send(def, input, options);
    if (def.bare) {
      // Static files such as /config.json answer their content without an envelope.
      return response.data;
    }
    const repeat = mayRepeat ? () => runJson(def, input, options, false) : undefined;
    return settle(def, response.data, options, repeat);
  }

  async function runDownload(
    def: CallDef,
    input: unknown,
    options: CallOptions,
    mayRepeat: boolean,
  ): Promise<DownloadResult> {
    const response = await send(def, input, options);
    const headers = response.headers as Record<string, unknown>;
    if (isJsonContentType(headers['content-type']) || !(response.data instanceof Blob)) {
      let envelope: unknown;
      try {
        envelope = JSON.parse(await blobText(response.data));
      } catch {
        envelope = undefined;
      }
      const repeat = mayRepeat ? () => runDownload(def, input, options, false) : undefined;
      const result = await settle(def, envelope, options, repeat);
      if (result !== null && typeof result === 'object' && 'fileName' in result) {
        return result as DownloadResult;
      }
      // A 200 envelope instead of a file: nothing to save, but tell the user what the server said.
      if (isEnvelope(envelope) && envelope.meta.message) {
        notifier.warning(envelope.meta.message);
      }
      return { fileName: '' };
    }
    const disposition = headers['content-disposition'];
    const fileName =
      fileNameFromDisposition(typeof disposition === 'string' ? disposition : undefined) ??
      `${def.name}.xlsx`;
    deps.saveFile(response.data, fileName);
    notifier.success(TEXTS.downloadSuccess);
    return { fileName };
  }

  function download<C extends CallDef>(
    def: C,
    input: CallInput<C>,
    options: CallOptions = {},
  ): Promise<DownloadResult> {
    return runDownload(def, input, options, true);
  }

  async function call<C extends CallDef>(
    def: C,
    input: CallInput<C>,
    options: CallOptions = {},
  ): Promise<CallOutput<C>> {
    if (def.download) {
      return (await runDownload(def, input, options, true)) as CallOutput<C>;
    }
    return (await runJson(def, input, options, true)) as CallOutput<C>;
  }

  return {
    call,
    download,
    cancelAll: (reason) => pending.cancelAll(reason),
    resetRelogin: () => {
      reloginStarted = false;
    },
    http,
    pending,
  };
}
