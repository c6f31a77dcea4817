import { useSyncExternalStore } from 'react';
import { sessionStore } from './session';
import type { SessionState } from './session';

/** Reads a slice of the session store and re-renders when it changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => selector(sessionStore.getState()));
}
