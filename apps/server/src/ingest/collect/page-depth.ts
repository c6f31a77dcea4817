/** Deepest element nesting a page may have; real pages stay far below, attacks go far above. */
export const MAX_DEPTH = 1000;
// Elements that browsers close implicitly or that never contain others: they do not nest.
const FLAT = new Set(
  'p li dt dd tr td th option thead tbody tfoot colgroup br hr img input meta link area base col embed source track wbr param'.split(
    ' ',
  ),
);

/** Nesting depth of the markup, estimated from its tags without building a tree. */
export function nestingDepth(html: string): number {
  let depth = 0;
  let max = 0;
  const tag = /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = (m[2] ?? '').toLowerCase();
    if (FLAT.has(name) || m[3]) {
      continue;
    }
    depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
    max = Math.max(max, depth);
  }
  return max;
}
