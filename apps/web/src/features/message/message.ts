/** The message types of the message centre with their Chinese names, as filter tabs. */
export const MESSAGE_TYPE_TABS = [
  { key: 'all', label: '全部' },
  { key: 'warning', label: '预警' },
  { key: 'briefing', label: '简报' },
  { key: 'system', label: '系统' },
  { key: 'task', label: '任务' },
  { key: 'approval', label: '审批' },
] as const;
export type MessageTab = (typeof MESSAGE_TYPE_TABS)[number]['key'];

/** Where clicking a message goes: an app path, an external page, or nowhere. */
export type MessageTarget =
  { kind: 'internal'; href: string } | { kind: 'external'; href: string } | undefined;

/**
 * The target of a message: its link when that is an app path (`/…`, not `//host`) or an
 * http(s) address; else its article's detail page; else nothing.
 */
export function messageTarget(item: {
  link: string | null;
  articleId: number | null;
}): MessageTarget {
  const link = item.link?.trim() ?? '';
  if (link.startsWith('/') && !link.startsWith('//')) {
    return { kind: 'internal', href: link };
  }
  if (/^https?:\/\//i.test(link)) {
    return { kind: 'external', href: link };
  }
  if (item.articleId !== null) {
    const params = new URLSearchParams({ articleId: String(item.articleId), fromType: 'message' });
    return { kind: 'internal', href: `/articleDetails?${params.toString()}` };
  }
  return undefined;
}
