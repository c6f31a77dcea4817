import type { AxiosRequestConfig } from 'axios';
import type { CallDef } from '@guanlan/shared';
import { TOKEN_COOKIE, UE_TOKEN_COOKIE } from './cookies';
import type { CookieJar } from './cookies';

/** Default HTTP timeout (SPEC §9). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Export and briefing downloads wait much longer (SPEC §9). */
export const DOWNLOAD_TIMEOUT_MS = 500_000;

export function timeoutOf(def: Pick<CallDef, 'download'>): number {
  return def.download ? DOWNLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

type QueryValue = string | number | boolean | null | undefined | Date | object;

function queryText(value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) {
    return String(value.getTime());
  }
  if (typeof value === 'object') {
    return JSON.stringify(value);
  }
  return String(value);
}

/**
 * Serialises form-style parameters into a query string. Arrays become repeated keys
 * (`a=1&a=2`), null and undefined are left out, nested objects are sent as JSON text.
 */
export function serializeQuery(params: unknown): string {
  if (params === null || typeof params !== 'object') {
    return '';
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, QueryValue>)) {
    const items: QueryValue[] = Array.isArray(value) ? (value as QueryValue[]) : [value];
    for (const item of items) {
      if (item !== null && item !== undefined) {
        search.append(key, queryText(item));
      }
    }
  }
  return search.toString();
}

/** The headers every call sends (SPEC §7): device, JSON type, system token and ueToken. */
export function headersFor(
  def: Pick<CallDef, 'system'>,
  cookies: CookieJar,
): Record<string, string> {
  const headers: Record<string, string> = {
    deviceInfo: 'web',
    'Content-Type': 'application/json',
  };
  const token = cookies.get(TOKEN_COOKIE[def.system]);
  if (token) {
    headers.authorization = token;
  }
  const ueToken = cookies.get(UE_TOKEN_COOKIE);
  if (ueToken) {
    headers.ueToken = ueToken;
  }
  return headers;
}

/**
 * The axios request for one call: GET and form-style calls carry their input in the query
 * string, JSON calls as the body; downloads ask for a blob and wait 500000 ms.
 */
export function buildRequest(
  def: Pick<CallDef, 'path' | 'method' | 'style' | 'download' | 'system'>,
  input: unknown,
  cookies: CookieJar,
): AxiosRequestConfig {
  const inQuery = def.method === 'GET' || def.style === 'form';
  const config: AxiosRequestConfig = {
    url: def.path,
    method: def.method,
    headers: headersFor(def, cookies),
    timeout: timeoutOf(def),
    withCredentials: true,
    responseType: def.download ? 'blob' : 'json',
  };
  if (inQuery) {
    config.params = input ?? {};
    config.paramsSerializer = { serialize: serializeQuery };
  } else {
    config.data = input ?? {};
  }
  return config;
}
