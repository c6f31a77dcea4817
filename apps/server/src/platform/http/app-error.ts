import { CODES } from '@guanlan/shared';
import type { CodeKey } from '@guanlan/shared';

/** A business failure with a code from the shared table and an optional precise Chinese message. */
export class AppError extends Error {
  readonly key: CodeKey;
  readonly data: unknown;

  constructor(key: CodeKey, message?: string, data: unknown = null) {
    super(message ?? CODES[key].message);
    this.key = key;
    this.data = data;
  }

  get code(): number {
    return CODES[this.key].code;
  }
}
