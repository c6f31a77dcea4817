/** How often a page asks again while one of its analyses is 分析中. */
export const RUNNING_POLL_MS = 2000;

/**
 * True while an answer shows work in progress: a record with `status: 'running'`, a page whose
 * list holds one, or statistics with a `running` count above zero.
 */
export function anyRunning(data: unknown): boolean {
  if (!data || typeof data !== 'object') {
    return false;
  }
  const d = data as { status?: unknown; running?: unknown; list?: unknown };
  if (d.status === 'running' || (typeof d.running === 'number' && d.running > 0)) {
    return true;
  }
  return (
    Array.isArray(d.list) && d.list.some((r) => (r as { status?: unknown }).status === 'running')
  );
}

/** A TanStack `refetchInterval` that polls while the answer is still running. */
export const pollWhileRunning =
  (ms = RUNNING_POLL_MS) =>
  (q: { state: { data?: unknown } }): number | false =>
    anyRunning(q.state.data) ? ms : false;
