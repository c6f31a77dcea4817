// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Removes NUL and the other control characters (tab and line breaks stay) from every string in
 * a value. PostgreSQL refuses NUL in text, and no article needs the others. `changed.yes` tells
 * whether anything was removed.
 */
export function stripControls<T>(value: T, changed: { yes: boolean } = { yes: false }): T {
  if (typeof value === 'string') {
    const clean = value.replace(CONTROL, '');
    if (clean !== value) {
      changed.yes = true;
    }
    return clean as T;
  }
  if (Array.isArray(value)) {
    return value.map((v: unknown) => stripControls(v, changed)) as T;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, stripControls(v, changed)]),
    ) as T;
  }
  return value;
}
