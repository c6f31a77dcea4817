import { describe, expect, it } from 'vitest';
import { detectPhases, phaseRuns } from './event-phases.js';
import { findPeaks } from './peaks.js';

describe('detectPhases', () => {
  it('labels a rise, a climax at ≥ 60% of the peak and a decline on a constructed curve', () => {
    const curve = [0, 1, 1, 3, 8, 10, 9, 5, 2, 1];
    expect(detectPhases(curve)).toEqual([
      'latent',
      'latent',
      'latent',
      'outbreak',
      'climax',
      'climax',
      'climax',
      'decline',
      'decline',
      'decline',
    ]);
    expect(phaseRuns(detectPhases(curve))).toEqual([
      { phase: 'latent', from: 0, to: 2 },
      { phase: 'outbreak', from: 3, to: 3 },
      { phase: 'climax', from: 4, to: 6 },
      { phase: 'decline', from: 7, to: 9 },
    ]);
  });

  it('has no outbreak when the story jumps straight to its peak', () => {
    expect(detectPhases([0, 0, 10, 10, 4])).toEqual([
      'latent',
      'latent',
      'climax',
      'climax',
      'decline',
    ]);
  });

  it('has no decline while the curve is still at its peak', () => {
    expect(detectPhases([1, 2, 5, 10])).toEqual(['latent', 'outbreak', 'outbreak', 'climax']);
  });

  it('keeps an empty curve latent throughout', () => {
    expect(detectPhases([0, 0, 0])).toEqual(['latent', 'latent', 'latent']);
    expect(detectPhases([])).toEqual([]);
  });

  it('ends the climax at the first dip below 60% of the peak, a later wave is decline', () => {
    expect(detectPhases([2, 10, 4, 7, 1])).toEqual([
      'outbreak',
      'climax',
      'decline',
      'decline',
      'decline',
    ]);
  });
});

describe('findPeaks', () => {
  it('keeps local maxima of at least half the highest count, in time order', () => {
    expect(findPeaks([0, 4, 1, 10, 2, 6, 6, 1])).toEqual([
      { index: 3, count: 10 },
      { index: 5, count: 6 },
    ]);
  });

  it('finds nothing on a flat or tiny curve', () => {
    expect(findPeaks([0, 0, 0])).toEqual([]);
    expect(findPeaks([1, 0, 1])).toEqual([]);
  });
});
