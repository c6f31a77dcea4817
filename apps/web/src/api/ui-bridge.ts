import type { Notifier } from './client';

/**
 * Late binding between the API client and the UI. The client is created at module load,
 * while antd's context-aware `message`/`notification` and the router exist only once the
 * app renders; App.tsx and main.tsx plug them in here.
 */

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let notifier: Notifier | undefined;
let navigate: Navigate | undefined;

export function bindNotifier(next: Notifier): void {
  notifier = next;
}

export function bindNavigator(next: Navigate): void {
  navigate = next;
}

/** Notifier that forwards to the bound antd instances (and drops messages before boot). */
export const bridgedNotifier: Notifier = {
  success: (text) => notifier?.success(text),
  warning: (text) => notifier?.warning(text),
  error: (text) => notifier?.error(text),
  notify: (args) => notifier?.notify(args),
};

/** Navigates inside the SPA, or with a full page load before the router is ready. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigate) {
    navigate(to, options);
  } else {
    window.location.assign(to);
  }
}
