import { describe, expect, it } from 'vitest';
import { findDateInText, findTimesInText, parseLooseDate } from './loose-date.js';

const at = (iso: string) => Date.parse(iso);

describe('loose-date', () => {
  it('parses RFC 822 dates with numeric zones and GMT', () => {
    expect(parseLooseDate('Tue, 05 Mar 2024 10:20:00 +0800')).toBe(at('2024-03-05T02:20:00Z'));
    expect(parseLooseDate('Tue, 05 Mar 2024 02:20:00 GMT')).toBe(at('2024-03-05T02:20:00Z'));
  });

  it('reads CST and a missing zone in RFC 822 as China Standard Time', () => {
    expect(parseLooseDate('Tue, 05 Mar 2024 10:20:00 CST')).toBe(at('2024-03-05T02:20:00Z'));
    expect(parseLooseDate('Tue, 05 Mar 2024 10:20:00')).toBe(at('2024-03-05T02:20:00Z'));
  });

  it('parses ISO 8601 with and without a zone (no zone means Asia/Shanghai)', () => {
    expect(parseLooseDate('2024-03-05T10:20:00Z')).toBe(at('2024-03-05T10:20:00Z'));
    expect(parseLooseDate('2024-03-05T10:20:00+08:00')).toBe(at('2024-03-05T02:20:00Z'));
    expect(parseLooseDate('2024-03-05T10:20:00')).toBe(at('2024-03-05T02:20:00Z'));
    expect(parseLooseDate('2024-03-05T10:20:00.123-05:00')).toBe(at('2024-03-05T15:20:00Z'));
  });

  it('parses the zone-less formats Chinese CMSs emit as Asia/Shanghai', () => {
    expect(parseLooseDate('2024-03-05 10:20:00')).toBe(at('2024-03-05T02:20:00Z'));
    expect(parseLooseDate('2024/3/5 10:20')).toBe(at('2024-03-05T02:20:00Z'));
    expect(parseLooseDate('2024年3月5日 10:20')).toBe(at('2024-03-05T02:20:00Z'));
    expect(parseLooseDate('2024-03-05')).toBe(at('2024-03-04T16:00:00Z'));
  });

  it('accepts epoch seconds and milliseconds and rejects junk', () => {
    expect(parseLooseDate('1709605200')).toBe(1709605200000);
    expect(parseLooseDate('1709605200000')).toBe(1709605200000);
    expect(parseLooseDate('昨天')).toBeUndefined();
    expect(parseLooseDate('2024-13-05 10:00')).toBeUndefined();
    expect(parseLooseDate('')).toBeUndefined();
  });

  it('finds the first date in byline text', () => {
    expect(findDateInText('来源：新华社 2024年3月5日 10:20 责任编辑：王')).toBe(
      at('2024-03-05T02:20:00Z'),
    );
    expect(findDateInText('发布时间：2024-03-05 10:20:30 来源：人民网')).toBe(
      at('2024-03-05T02:20:30Z'),
    );
    expect(findDateInText('电话 010-12345678')).toBeUndefined();
  });

  it('reads a UTC+8 zone label printed between the date and the clock', () => {
    expect(findTimesInText('2018-07-02 HKT 12:58')[0]).toMatchObject({
      ms: at('2018-07-02T04:58:00Z'),
      precise: true,
    });
    expect(findTimesInText('2024-03-05 北京时间 08:30')[0]?.ms).toBe(at('2024-03-05T00:30:00Z'));
  });

  it('reads an English month as blog platforms print it, with or without a weekday', () => {
    expect(findTimesInText('Dec 28 Sat 2013 00:28')[0]).toMatchObject({
      ms: at('2013-12-27T16:28:00Z'),
      precise: true,
    });
    expect(findTimesInText('發表於 March 5, 2024 08:30')[0]?.ms).toBe(at('2024-03-05T00:30:00Z'));
    expect(findTimesInText('28 Dec 2013 00:28')[0]?.ms).toBe(at('2013-12-27T16:28:00Z'));
    expect(findTimesInText('Dec 28 2013')[0]).toMatchObject({ precise: false });
    expect(findTimesInText('Mayday 2013')).toEqual([]);
  });
});
