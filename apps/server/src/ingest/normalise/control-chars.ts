// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Removes NUL and the other control characters (tab and line breaks stay) from every string in
 * a value. PostgreSQL refuses NUL in text, and no article needs the others. `changed.yes` tells
 * whether anything was removed. A value with nothing to remove is returned as it is (no copy:
 * every ingested article passes through here).
 */
export function stripControls<T>(value: T, changed: { yes: boolean } = { yes: false }): T {
  if (typeof value === 'string') {
    CONTROL.lastIndex = 0;
    if (!CONTROL.test(value)) {
      return value;
    }
    changed.yes = true;
    return value.replace(CONTROL, '') as T;
  }
  if (value === null || typeof value !== 'object') {
    return value;
  }
  const inner = { yes: false };
  const cleaned = Array.isArray(value)
    ? value.map((v: unknown) => stripControls(v, inner))
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripControls(v, inner)]));
  if (!inner.yes) {
    return value;
  }
  changed.yes = true;
  return cleaned as T;
}
