/** The message every request cancelled by a route change carries (SPEC §4, §8). */
export const ROUTE_CANCEL_REASON = '路由跳转,取消请求';

/**
 * The registry of cancellable requests (SPEC §4 client state). Each pending request registers
 * its AbortController; a route change aborts them all at once.
 */
export interface PendingRequests {
  add(controller: AbortController): void;
  remove(controller: AbortController): void;
  /** Aborts every registered request with `reason` and empties the registry; returns how many. */
  cancelAll(reason?: string): number;
  readonly size: number;
}

export function createPendingRequests(): PendingRequests {
  const controllers = new Set<AbortController>();
  return {
    add: (controller) => {
      controllers.add(controller);
    },
    remove: (controller) => {
      controllers.delete(controller);
    },
    cancelAll: (reason = ROUTE_CANCEL_REASON) => {
      const all = [...controllers];
      controllers.clear();
      for (const controller of all) {
        controller.abort(reason);
      }
      return all.length;
    },
    get size() {
      return controllers.size;
    },
  };
}
