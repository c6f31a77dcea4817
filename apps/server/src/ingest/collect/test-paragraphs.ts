/**
 * Filler paragraphs for the extraction tests' minimal pages: `n` numbered news sentences, long
 * enough that the page's text block wins over its furniture.
 */
export const para = (n: number): string =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>第${i + 1}段，记者从有关部门获悉，相关工作正在有序推进，群众反映良好，后续还将持续跟进报道。</p>`,
  ).join('');
