import type { CallDef } from './define-call.js';
import * as groups from './calls/index.js';

/** Every declared call, each exactly once. Server routes, client types and sweeps walk this. */
export const ALL_CALLS: readonly CallDef[] = Object.values(groups).flatMap(
  (group: Record<string, CallDef>) => Object.values(group),
);

/** Calls by path; building it also proves that no path is declared twice. */
export const CALLS_BY_PATH: ReadonlyMap<string, CallDef> = (() => {
  const map = new Map<string, CallDef>();
  for (const call of ALL_CALLS) {
    if (map.has(call.path)) {
      throw new Error(`call declared twice: ${call.path}`);
    }
    map.set(call.path, call);
  }
  return map;
})();
