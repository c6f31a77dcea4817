import NProgress from 'nprogress';
import { matchRoutes, redirect } from 'react-router';
import type { createBrowserRouter, LoaderFunctionArgs, RouterState } from 'react-router';
import { AUTH_COOKIE, browserCookies } from '../api/cookies';
import { ROUTE_CANCEL_REASON } from '../api/pending';
import { decideNavigation, documentTitle } from './guard-decision';
import type { RouteHandle } from './route-handle';
import { titleOfMatches } from './route-handle';

type AppRouter = ReturnType<typeof createBrowserRouter>;

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.12 });

/** Class on <body> that turns the loading bar red after a failed route change. */
export const PROGRESS_ERROR_CLASS = 'nprogress-error';

/**
 * Loader of every protected route: runs before the page renders and sends visitors without
 * the authentication cookie to /login (unless the query carries id or articleId).
 */
export function authGuardLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const decision = decideNavigation(
    { pathname: url.pathname, search: url.search, auth: true },
    Boolean(browserCookies.get(AUTH_COOKIE)),
  );
  return decision.type === 'redirect' ? redirect(decision.to) : null;
}

export interface GuardDeps {
  /** Aborts every pending request. */
  cancelAll: (reason: string) => void;
  setNavigating: (isNavigating: boolean) => void;
}

/**
 * The before/after hooks of SPEC §2: before each change cancel pending requests, start the
 * loading bar and set the title; afterwards finish the bar (red on failure) and scroll to top.
 */
export function installNavigationGuards(router: AppRouter, deps: GuardDeps): () => void {
  let activeKey: string | undefined;

  function before(location: RouterState['location']): void {
    if (activeKey === location.key) {
      return;
    }
    activeKey = location.key;
    deps.cancelAll(ROUTE_CANCEL_REASON);
    deps.setNavigating(true);
    document.body.classList.remove(PROGRESS_ERROR_CLASS);
    NProgress.start();
    const matches = matchRoutes(router.routes, location) ?? [];
    document.title = documentTitle(titleOfMatches(matches.map((m) => m.route.handle as unknown)));
  }

  function after(state: RouterState): void {
    activeKey = undefined;
    const failed = state.errors !== null && Object.keys(state.errors).length > 0;
    if (failed) {
      document.body.classList.add(PROGRESS_ERROR_CLASS);
    }
    NProgress.done();
    document.title = documentTitle(
      titleOfMatches(state.matches.map((m) => m.route.handle as RouteHandle | undefined)),
    );
    window.scrollTo(0, 0);
    deps.setNavigating(false);
  }

  if (!router.state.initialized) {
    before(router.state.location);
  } else {
    after(router.state);
  }

  let wasInitialized = router.state.initialized;
  return router.subscribe((state) => {
    if (!wasInitialized) {
      if (state.initialized) {
        wasInitialized = true;
        after(state);
      }
      return;
    }
    if (state.navigation.state !== 'idle' && state.navigation.location) {
      before(state.navigation.location);
    } else if (state.navigation.state === 'idle' && activeKey !== undefined) {
      after(state);
    }
  });
}
