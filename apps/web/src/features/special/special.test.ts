import { describe, expect, it } from 'vitest';
import {
  articleDetailsHref,
  backfillView,
  EMPTY_RULE,
  parseSpecialId,
  splitAtError,
  timeScope,
  validateRule,
} from './special';

describe('special helpers', () => {
  it('reads the route id: notCreated and garbage are a new topic', () => {
    expect(parseSpecialId('12')).toBe(12);
    expect(parseSpecialId('notCreated')).toBeUndefined();
    expect(parseSpecialId('0')).toBeUndefined();
    expect(parseSpecialId(undefined)).toBeUndefined();
  });

  it('validates rules with the shared parser and positions advanced errors', () => {
    expect(validateRule({ ...EMPTY_RULE, subjectWords: '医院 公交' })).toBeUndefined();
    expect(validateRule(EMPTY_RULE)?.message).toBe('地域词、主体词、事件词至少填写一项');
    const error = validateRule({ ...EMPTY_RULE, ruleMode: 'advanced', expression: '医院+' });
    expect(error?.message).toContain('第3个字符处');
    expect(error && splitAtError('医院+', error)).toEqual(['医院', '+', '']);
  });

  it('marks one cell for an error at the end of the text', () => {
    expect(splitAtError('(医院', { position: 3, length: 0 })).toEqual(['(医院', '', '']);
    expect(splitAtError('a(b', { position: 1, length: 0 })).toEqual(['a', '(', 'b']);
  });

  it('sends 近15天 as a custom range and waits for both ends of a custom range', () => {
    const now = 1_800_000_000_000;
    expect(timeScope('7d', undefined, now)).toEqual({ timeRange: '7d' });
    expect(timeScope('15d', undefined, now)).toEqual({
      timeRange: 'custom',
      startTime: now - 15 * 86_400_000,
      endTime: now,
    });
    expect(timeScope('custom', undefined, now)).toBeUndefined();
    expect(timeScope('custom', [1, 2], now)).toEqual({
      timeRange: 'custom',
      startTime: 1,
      endTime: 2,
    });
  });

  it('links an article with the date part of its publish time', () => {
    expect(articleDetailsHref(3, 45, '2026-11-22 13:24:00')).toBe(
      '/articleDetails?fromId=3&fromType=special&articleId=45&publishTime=2026-11-22',
    );
  });

  it('shows back-fill progress only while the job is queued or running', () => {
    expect(backfillView(null)).toBeUndefined();
    expect(backfillView({ status: 'done', progress: 1, progressText: 'x' })).toBeUndefined();
    expect(backfillView({ status: 'running', progress: 0.42, progressText: null })).toEqual({
      percent: 42,
      text: '正在匹配历史文章（42%）',
    });
  });
});
