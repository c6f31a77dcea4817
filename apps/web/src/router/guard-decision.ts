/** Pure navigation rules of SPEC §2 "Navigation behaviour"; guards.ts applies them. */

export const PRODUCT_NAME = '观澜舆情';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';

/** Browser title: the page title followed by the product name. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** `/login?redirect=<full path incl. query>`. */
export function loginRedirectPath(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export interface NavigationTarget {
  pathname: string;
  /** The query string, with or without its leading `?`. */
  search: string;
  /** Whether the target route needs the authentication cookie. */
  auth: boolean;
}

export type NavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string };

/** Query keys that let a visitor open a protected page without a session (shared links). */
export const SHARE_QUERY_KEYS = ['id', 'articleId'] as const;

/**
 * Decides one route change: public routes and visitors with the cookie pass; a protected route
 * without the cookie goes to /login with the intended full path, unless the query carries
 * `id` or `articleId`.
 */
export function decideNavigation(
  target: NavigationTarget,
  hasAuthCookie: boolean,
): NavigationDecision {
  if (!target.auth || hasAuthCookie) {
    return { type: 'allow' };
  }
  const query = new URLSearchParams(target.search);
  if (SHARE_QUERY_KEYS.some((key) => query.has(key))) {
    return { type: 'allow' };
  }
  const search =
    target.search === '' || target.search.startsWith('?') ? target.search : `?${target.search}`;
  return { type: 'redirect', to: loginRedirectPath(target.pathname + search) };
}

/**
 * The page to open after login: the `redirect` query when it is a path of this site,
 * otherwise the dashboard (never an absolute or protocol-relative URL).
 */
export function safeRedirect(redirect: string | null | undefined, fallback = HOME_PATH): string {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  ) {
    return fallback;
  }
  if (redirect === LOGIN_PATH || redirect.startsWith(`${LOGIN_PATH}?`)) {
    return fallback;
  }
  return redirect;
}
