import { describe, expect, it } from 'vitest';
import { flattenRoutes, ROUTES } from '../../router/routes';
import {
  EVENT_VIEWS,
  eventHref,
  eventState,
  formatChange,
  formatDelay,
  formatWindow,
  isObserving,
  parseEventId,
  partPercent,
  validateBasics,
  wireToMs,
} from './event';

const BASICS = {
  eventName: '暴雨内涝',
  eventStartTime: 1_793_462_400_000,
  eventEndTime: undefined,
  description: '',
};

describe('event paths', () => {
  it('carries the event through the views as ?eventId=', () => {
    expect(eventHref('/incident/diffuse', 12)).toBe('/incident/diffuse?eventId=12');
    expect(eventHref('/incident/context', undefined)).toBe('/incident/context');
  });

  it('reads only positive whole ids from the query', () => {
    expect(parseEventId('7')).toBe(7);
    expect(parseEventId(null)).toBeUndefined();
    expect(parseEventId('0')).toBeUndefined();
    expect(parseEventId('7a')).toBeUndefined();
  });

  it('lists the seven views with the titles and paths of the route table', () => {
    const table = flattenRoutes(ROUTES).find(
      (r) => r.path === '/incident/context' && r.children,
    )?.children;
    expect(table?.map((r) => [r.path, r.title])).toEqual(EVENT_VIEWS.map((v) => [v.path, v.title]));
  });
});

describe('event header texts', () => {
  it('shows an open-ended window as 至今', () => {
    expect(formatWindow('2026-11-01 08:30:00', null)).toBe('2026-11-01 08:30 至 今');
    expect(formatWindow('2026-11-01 08:30:00', '2026-11-03 00:00:00')).toBe(
      '2026-11-01 08:30 至 2026-11-03 00:00',
    );
  });

  it('calls a stopped event 已停用 whatever its window, else takes the server status', () => {
    expect(eventState({ enableState: false, status: 'ongoing' }).label).toBe('已停用');
    expect(eventState({ enableState: true, status: 'ended', statusName: '已结束' }).label).toBe(
      '已结束',
    );
    expect(eventState({ enableState: true, status: 'ongoing' }).label).toBe('进行中');
  });

  it('says how long after the first article a carrier picked the event up', () => {
    expect(formatDelay(0)).toBe('首发');
    expect(formatDelay(0.25)).toBe('15分钟后');
    expect(formatDelay(3.46)).toBe('3.5小时后');
    expect(formatDelay(72)).toBe('3天后');
  });

  it('formats a change ratio with its sign and a part score as a percentage', () => {
    expect(formatChange(-0.125)).toBe('-12.5%');
    expect(formatChange(0.3)).toBe('+30.0%');
    expect(formatChange(null)).toBe('—');
    expect(partPercent(21.1, 40)).toBe(52.8);
    expect(partPercent(5, 0)).toBe(0);
  });
});

describe('isObserving', () => {
  it('holds the verdict until the window after a disposal has passed', () => {
    const at = 1_793_462_400_000;
    expect(isObserving(at, 24, at + 23 * 3_600_000)).toBe(true);
    expect(isObserving(at, 24, at + 24 * 3_600_000)).toBe(false);
  });
});

describe('wireToMs', () => {
  it('reads a wire time as Shanghai time whatever the browser zone', () => {
    expect(wireToMs('2026-11-01 08:00:00')).toBe(Date.UTC(2026, 10, 1, 0, 0, 0));
    expect(wireToMs(null)).toBeUndefined();
    expect(wireToMs('昨天')).toBeUndefined();
  });
});

describe('validateBasics', () => {
  it('accepts a named event with a start and no end', () => {
    expect(validateBasics(BASICS)).toEqual({});
  });

  it('asks for a name and a start time in Chinese', () => {
    const errors = validateBasics({ ...BASICS, eventName: '  ', eventStartTime: undefined });
    expect(errors.eventName).toBe('请输入事件名称');
    expect(errors.eventStartTime).toBe('请选择事件开始时间');
  });

  it('rejects an end that is not after the start', () => {
    expect(
      validateBasics({ ...BASICS, eventEndTime: BASICS.eventStartTime - 3_600_000 }).eventEndTime,
    ).toBe('结束时间须晚于开始时间');
    expect(validateBasics({ ...BASICS, eventEndTime: BASICS.eventStartTime }).eventEndTime).toBe(
      '结束时间须晚于开始时间',
    );
  });

  it('bounds the name and the description', () => {
    const errors = validateBasics({
      ...BASICS,
      eventName: '事'.repeat(51),
      description: '述'.repeat(1001),
    });
    expect(errors.eventName).toBe('事件名称不能超过50个字符');
    expect(errors.description).toBe('事件描述不能超过1000个字符');
  });
});
