/** up / down / top / bottom (SPEC §4: groups and sets move by a position type). */
export type PositionType = 'up' | 'down' | 'top' | 'bottom';

/**
 * The sibling ids after moving `id` one step up or down, or to the top or bottom. An id at an
 * edge stays put; an unknown id leaves the order unchanged.
 */
export function reorder(ids: readonly number[], id: number, type: PositionType): number[] {
  const from = ids.indexOf(id);
  if (from < 0) {
    return [...ids];
  }
  const rest = ids.filter((x) => x !== id);
  const to =
    type === 'top'
      ? 0
      : type === 'bottom'
        ? rest.length
        : type === 'up'
          ? Math.max(0, from - 1)
          : Math.min(rest.length, from + 1);
  rest.splice(to, 0, id);
  return rest;
}
