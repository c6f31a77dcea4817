import { describe, expect, it } from 'vitest';
import { todayCn } from '../daily-record/daily-record-types';
import { groupOptions } from './navy-types';

describe('workflow helpers', () => {
  it('flattens the troop tree into indented options, parents first', () => {
    const leaf = (id: number, name: string) => ({
      userGroupId: id,
      userGroupName: name,
      parentId: null,
      memberCount: 0,
      pendingCount: 0,
      children: [],
    });
    const tree = [{ ...leaf(1, '一队'), children: [leaf(3, '青年组')] }, leaf(2, '二队')];
    expect(groupOptions(tree)).toEqual([
      { value: 1, label: '一队' },
      { value: 3, label: '　青年组' },
      { value: 2, label: '二队' },
    ]);
  });

  it("takes today's date in Shanghai time", () => {
    // 2026-11-24 16:30 UTC is already the 25th in Shanghai.
    expect(todayCn(Date.UTC(2026, 10, 24, 16, 30))).toBe('2026-11-25');
    expect(todayCn(Date.UTC(2026, 10, 24, 15, 59))).toBe('2026-11-24');
  });
});
