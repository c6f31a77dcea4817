import { describe, expect, it } from 'vitest';
import { createReadyTracker } from './report-ready';

/** A deferral the test runs by hand. */
function manualDefer() {
  const queue: (() => void)[] = [];
  return {
    defer: (fn: () => void) => queue.push(fn),
    flush: () => queue.splice(0).forEach((fn) => fn()),
  };
}

describe('createReadyTracker', () => {
  it('is ready once sealed without any chart', () => {
    const d = manualDefer();
    let calls = 0;
    const tracker = createReadyTracker(() => (calls += 1), d.defer);
    tracker.seal();
    d.flush();
    expect(calls).toBe(1);
    expect(tracker.isReady()).toBe(true);
  });

  it('waits for every chart that began before it calls ready, and calls it once', () => {
    const d = manualDefer();
    let calls = 0;
    const tracker = createReadyTracker(() => (calls += 1), d.defer);
    const pie = tracker.begin();
    const map = tracker.begin();
    tracker.seal();
    d.flush();
    pie();
    pie();
    d.flush();
    expect(calls).toBe(0);
    map();
    d.flush();
    expect(calls).toBe(1);
    tracker.begin()();
    d.flush();
    expect(calls).toBe(1);
  });

  it('does not count a chart restarted within one commit as drawn', () => {
    const d = manualDefer();
    let calls = 0;
    const tracker = createReadyTracker(() => (calls += 1), d.defer);
    const first = tracker.begin();
    tracker.seal();
    first();
    tracker.begin();
    d.flush();
    expect(calls).toBe(0);
  });

  it('is never ready before it is sealed', () => {
    const d = manualDefer();
    let calls = 0;
    const tracker = createReadyTracker(() => (calls += 1), d.defer);
    tracker.begin()();
    d.flush();
    expect(calls).toBe(0);
  });
});
