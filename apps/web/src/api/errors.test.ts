import { describe, expect, it } from 'vitest';
import { ApiError, savedOrShown } from './errors';

describe('savedOrShown', () => {
  it('is true when the save went through and false on a business failure the client showed', async () => {
    expect(await savedOrShown(() => Promise.resolve(null))).toBe(true);
    expect(await savedOrShown(() => Promise.reject(new ApiError(4009, '数据已存在')))).toBe(false);
  });

  it('rethrows anything that is not a business failure', async () => {
    await expect(savedOrShown(() => Promise.reject(new TypeError('boom')))).rejects.toThrow('boom');
  });
});
