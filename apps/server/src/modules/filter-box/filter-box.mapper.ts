import { formatCn } from '@guanlan/shared';
import type { FilterBoxListRow } from './filter-box.repo.js';

const TYPES = ['site', 'author', 'word'] as const;

/** An entry row → the API entry; special 0 shows as 全部, a vanished special as deleted. */
export function toFilterBox(row: FilterBoxListRow) {
  const specialId = Number(row.special_id);
  return {
    filterBoxId: Number(row.id),
    filterType: TYPES.find((t) => t === row.filter_type) ?? 'word',
    content: row.content,
    specialId,
    specialName: specialId === 0 ? '全部' : (row.special_name ?? '已删除的专题'),
    enableState: row.enabled === 1,
    createTime: formatCn(Number(row.created_at)),
  };
}
