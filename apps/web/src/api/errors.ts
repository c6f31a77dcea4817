import { isCancel } from 'axios';

/** A business failure: the envelope answered a code other than 200. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: number,
    message: string,
    /** True when the client already showed the user something (or chose to stay silent). */
    readonly handled = true,
  ) {
    super(message);
  }
}

/** True for requests aborted by a route change, a component unmount or the caller. */
export function isCancelledError(error: unknown): boolean {
  return isCancel(error);
}

/** True when `error` is an ApiError with one of `codes` (all ApiErrors when none are given). */
export function isApiError(error: unknown, ...codes: number[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

/**
 * Runs a form's save: true when it succeeded; false on a business failure, which the client has
 * already shown (the form stays open for a fix); anything else is rethrown.
 */
export async function savedOrShown(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (isApiError(error)) {
      return false;
    }
    throw error;
  }
}
