/** JSON array columns of the workflow tables: parsed leniently, written compactly. */
export function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(Number).filter((n) => Number.isSafeInteger(n)) : [];
  } catch {
    return [];
  }
}

export function parseStrings(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Offset and limit of a 1-based page. */
export function pageWindow(input: { pageNum: number; pageSize: number }) {
  return { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize };
}
