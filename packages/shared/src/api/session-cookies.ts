import type { System } from './define-call.js';

/** The cookie holding each system's access token (SPEC §7, §9). */
export const SESSION_COOKIES: Readonly<Record<System, string>> = {
  main: 'AUTHENTICATE_TOKEN',
  navy: 'NAVY_TOKEN',
  oa: 'OA_TOKEN',
};

/** Cookie whose value the client sends as the `ueToken` header. */
export const UE_TOKEN_COOKIE = 'ueToken';

/** Session cookies last one day (SPEC §9). */
export const SESSION_COOKIE_MAX_AGE_SEC = 24 * 3600;
