import { formatCn } from '@guanlan/shared';
import type { MessageRow } from './message.repo.js';

const TYPE_NAMES = {
  system: '系统消息',
  warning: '预警消息',
  briefing: '简报消息',
  task: '任务消息',
  approval: '审批消息',
} as const;
type MessageType = keyof typeof TYPE_NAMES;

const typeOf = (type: string): MessageType =>
  type in TYPE_NAMES ? (type as MessageType) : 'system';

/** A message row → the message centre item (unknown types show as 系统消息). */
export function toMessageItem(row: MessageRow) {
  const type = typeOf(row.type);
  return {
    messageId: Number(row.id),
    messageType: type,
    messageTypeName: TYPE_NAMES[type],
    title: row.title,
    content: row.content,
    link: row.link,
    articleId: row.article_id === null ? null : Number(row.article_id),
    createTime: formatCn(Number(row.created_at)),
    isRead: row.read_at !== null,
    readTime: row.read_at === null ? null : formatCn(Number(row.read_at)),
  };
}

export function toMessagePage(
  page: { rows: MessageRow[]; total: number },
  pageNum: number,
  pageSize: number,
) {
  return { list: page.rows.map(toMessageItem), total: page.total, pageNum, pageSize };
}
