/**
 * Info bars that print their labels without a colon, each value in an element of its own and the
 * fields split by bars: `发表于 2014-08-24 21:30 | 来源 CSDN | 0 条评论 | 作者 魏星` (CSDN).
 * A field is read only between separators, so prose that happens to say 来源 is not one.
 */
// The last field may run on into the next line's text (`作者 魏星 知道创宇 余弦`): a value ends at
// a space as well as at a separator.
const FIELD =
  /(?:^|[|｜])\s*(来源|來源|出处|出處|作者|作\s者)\s+([^\s|｜:：]{2,20})(?=\s|[|｜]|$)/g;

/** The source and author a bar-separated info line names, if it is one. */
export function barFields(text: string): { source?: string; author?: string } {
  const out: { source?: string; author?: string } = {};
  if (!/[|｜]/.test(text)) {
    return out;
  }
  for (const m of text.matchAll(FIELD)) {
    const [, label = '', value = ''] = m;
    if (/作/.test(label)) {
      out.author ??= value;
    } else {
      out.source ??= value;
    }
  }
  return out;
}
