import { SESSION_COOKIE_MAX_AGE_SEC, SESSION_COOKIES, UE_TOKEN_COOKIE } from '@guanlan/shared';

/** The session cookie of each system (SPEC §6, §9), from the shared contract. */
export const TOKEN_COOKIE = SESSION_COOKIES;

/** The authentication cookie the navigation guard looks for. */
export const AUTH_COOKIE = SESSION_COOKIES.main;

/** Sent as the `ueToken` header with every call. */
export { UE_TOKEN_COOKIE };

/** Session cookies last one day (SPEC §9). */
export const SESSION_COOKIE_OPTIONS: CookieOptions = {
  maxAgeSec: SESSION_COOKIE_MAX_AGE_SEC,
  path: '/',
};

export interface CookieOptions {
  /** Lifetime in seconds; a session cookie when absent. */
  maxAgeSec?: number;
  path?: string;
  /** Only sent over HTTPS (the browser jar sets it whenever the page itself is on HTTPS). */
  secure?: boolean;
}

/** Reads and writes cookies; the browser jar wraps `document.cookie`, tests use a memory jar. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** Parses a `document.cookie` string; values are URI-decoded where possible. */
export function parseCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) {
      continue;
    }
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (name === '' || jar.has(name)) {
      continue;
    }
    jar.set(name, safeDecode(raw));
  }
  return jar;
}

/** Builds one `Set-Cookie`-style assignment for `document.cookie`. */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSec, path = '/', secure = false }: CookieOptions = {},
): string {
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=Lax`;
  if (maxAgeSec !== undefined) {
    cookie += `; max-age=${Math.round(maxAgeSec)}`;
  }
  if (secure) {
    cookie += '; Secure';
  }
  return cookie;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The browser cookie jar. */
export const browserCookies: CookieJar = {
  get: (name) => parseCookies(document.cookie).get(name),
  set: (name, value, options) => {
    document.cookie = serializeCookie(name, value, {
      ...options,
      secure: window.location.protocol === 'https:',
    });
  },
  remove: (name, { path = '/' } = {}) => {
    document.cookie = `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  },
};

/** An in-memory jar for tests and for environments without `document`. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar & {
  readonly values: Map<string, string>;
  readonly writes: { name: string; value: string; options: CookieOptions | undefined }[];
} {
  const values = new Map(Object.entries(initial));
  const writes: { name: string; value: string; options: CookieOptions | undefined }[] = [];
  return {
    values,
    writes,
    get: (name) => values.get(name),
    set: (name, value, options) => {
      values.set(name, value);
      writes.push({ name, value, options });
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}

/** Clears the token cookies of all three systems (logout). */
export function clearSessionCookies(jar: CookieJar): void {
  for (const name of Object.values(TOKEN_COOKIE)) {
    jar.remove(name);
  }
}
