/** Approver ids are stored as `,3,7,` so one LIKE finds the reports an account approves. */
export function encodeIds(ids: readonly number[]): string {
  return ids.length === 0 ? '' : `,${[...new Set(ids)].join(',')},`;
}

export function decodeIds(text: string): number[] {
  return text
    .split(',')
    .filter((s) => s !== '')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n));
}

export const idPattern = (id: number) => `%,${id},%`;
