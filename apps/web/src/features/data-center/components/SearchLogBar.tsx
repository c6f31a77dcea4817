import { HistoryOutlined } from '@ant-design/icons';
import { Tag, Tooltip, Typography } from 'antd';
import { SEARCH_AREAS } from '@guanlan/shared';
import { useDeleteSearchLog, useSearchLog } from '../hooks/useDataCenter';
import type { SearchLogItem } from '../hooks/useDataCenter';
import styles from '../DataCenter.module.css';

/** 搜索记录: the account's recent searches as tags; click runs one again, × deletes it. */
export function SearchLogBar({ onPick }: { onPick: (item: SearchLogItem) => void }) {
  const log = useSearchLog(12);
  const remove = useDeleteSearchLog();
  const items = log.data?.list ?? [];
  if (items.length === 0) {
    return null;
  }
  return (
    <div className={styles.logRow}>
      <Typography.Text type="secondary" style={{ marginRight: 8 }}>
        <HistoryOutlined /> 搜索记录：
      </Typography.Text>
      {items.map((item) => (
        <Tooltip
          key={item.searchLogId}
          title={`${SEARCH_AREAS[item.searchArea]} · ${item.resultCount} 条结果 · ${item.searchTime}`}
        >
          <Tag
            closable
            style={{ cursor: 'pointer' }}
            onClick={() => onPick(item)}
            onClose={(e) => {
              e.preventDefault();
              remove.mutate({ searchLogIds: [item.searchLogId] });
            }}
          >
            {item.keyword}
          </Tag>
        </Tooltip>
      ))}
    </div>
  );
}
