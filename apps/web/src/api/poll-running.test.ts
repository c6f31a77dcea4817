import { describe, expect, it } from 'vitest';
import { RUNNING_POLL_MS, anyRunning, pollWhileRunning } from './poll-running';

describe('pollWhileRunning', () => {
  it('polls while a record, a page row or the statistics say 分析中, and stops after', () => {
    const poll = pollWhileRunning();
    expect(poll({ state: { data: { status: 'running' } } })).toBe(RUNNING_POLL_MS);
    expect(poll({ state: { data: { list: [{ status: 'done' }, { status: 'running' }] } } })).toBe(
      RUNNING_POLL_MS,
    );
    expect(poll({ state: { data: { total: 3, running: 1 } } })).toBe(RUNNING_POLL_MS);
    expect(poll({ state: { data: { status: 'failed' } } })).toBe(false);
    expect(poll({ state: { data: { list: [{ status: 'done' }], running: 0 } } })).toBe(false);
    expect(anyRunning(undefined)).toBe(false);
  });
});
