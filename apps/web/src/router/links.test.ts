import { describe, expect, it } from 'vitest';
import { articleDetailsLink, briefingLink, isBriefingPending } from './links';

describe('router/links', () => {
  it('passes the date part of publishTime to /articleDetails', () => {
    expect(
      articleDetailsLink({
        fromId: 3,
        fromType: 'special',
        articleId: 42,
        publishTime: '2026-11-22 09:30:00',
      }),
    ).toBe('/articleDetails?fromId=3&fromType=special&articleId=42&publishTime=2026-11-22');
  });

  it('opens template type 1 in /paperDetail and other templates in /paperDetail2', () => {
    expect(briefingLink({ briefingId: 7, templateType: 1 })).toBe('/paperDetail?id=7');
    expect(briefingLink({ briefingId: 8, templateType: 2 })).toBe('/paperDetail2?id=8');
  });

  it('gives a briefing without id no link and flags one without start time as pending', () => {
    expect(briefingLink({ briefingId: null, templateType: 1 })).toBeUndefined();
    expect(isBriefingPending({ briefingId: 1, briefingStartTime: null })).toBe(true);
    expect(isBriefingPending({ briefingId: 1, briefingStartTime: '2026-11-22' })).toBe(false);
  });
});
