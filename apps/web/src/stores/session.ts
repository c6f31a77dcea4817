import type { SessionUser } from '@guanlan/shared';
import { createPendingRequests } from '../api/pending';
import type { PendingRequests } from '../api/pending';

/** Client state of SPEC §4. */
export interface SessionState {
  isLogin: boolean;
  /** Whether the account may use at least one module. */
  hasPermissions: boolean;
  userName: string;
  user: SessionUser | null;
  /** The cancellable requests; a route change aborts them all. */
  readonly requests: PendingRequests;
  /** True while a route change is in progress. */
  isNavigating: boolean;
}

type Listener = () => void;

/** A minimal external store (useSyncExternalStore-compatible); no state library needed. */
export function createSessionStore() {
  let state: SessionState = {
    isLogin: false,
    hasPermissions: false,
    userName: '',
    user: null,
    requests: createPendingRequests(),
    isNavigating: false,
  };
  const listeners = new Set<Listener>();

  function setState(patch: Partial<Omit<SessionState, 'requests'>>): void {
    const keys = Object.keys(patch) as (keyof typeof patch)[];
    if (keys.every((key) => Object.is(state[key], patch[key]))) {
      return;
    }
    state = { ...state, ...patch };
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    getState: (): SessionState => state,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setState,
    /** Fills the session from `/api/login/currentUser` or a login answer. */
    setUser: (user: SessionUser): void => {
      setState({
        isLogin: true,
        user,
        userName: user.realName ?? user.userName,
        hasPermissions: user.permissions.length > 0,
      });
    },
    clearUser: (): void => {
      setState({ isLogin: false, user: null, userName: '', hasPermissions: false });
    },
    setNavigating: (isNavigating: boolean): void => {
      setState({ isNavigating });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStore = createSessionStore();
