import { describe, expect, it } from 'vitest';
import { FtsMergePacer } from './fts-merge-pacer.js';

describe('FTS merge pacing', () => {
  it('sizes steps to the time budget from the measured time per page', () => {
    const pacer = new FtsMergePacer(25);
    expect(pacer.pages()).toBe(16);
    pacer.measured(16, 8, true); // 0.5 ms a page
    expect(pacer.pages()).toBe(50);
    pacer.measured(50, 100, true); // a slow step (2 ms a page) counts at once
    expect(pacer.pages()).toBe(12);
    pacer.measured(12, 0.12, true); // a fast one lowers the estimate gently
    expect(pacer.pages()).toBe(17);
  });

  it('ignores steps that found nothing to merge and stays within bounds', () => {
    const pacer = new FtsMergePacer(25);
    pacer.measured(16, 0.001, false);
    expect(pacer.pages()).toBe(16);
    pacer.measured(16, 1000, true);
    expect(pacer.pages()).toBe(4);
    const quick = new FtsMergePacer(25);
    quick.measured(16, 0.0001, true);
    expect(quick.pages()).toBe(1024);
  });
});
