import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';

/**
 * The page of a server-paged table (number and size) and its antd pagination, which shows
 * 共 N {unit} and goes back to page 1 when the page size changes.
 */
export function usePaging(initialSize: number) {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);

  /** The table's pagination for `total` rows (`extra`: size changer and options). */
  function pagination(
    total: number | undefined,
    unit: string,
    extra: TablePaginationConfig = {},
  ): TablePaginationConfig {
    return {
      current: pageNum,
      pageSize,
      total: total ?? 0,
      ...extra,
      showTotal: (n) => `共 ${n} ${unit}`,
      onChange: (page, size) => {
        setPageNum(size === pageSize ? page : 1);
        setPageSize(size);
      },
    };
  }

  return { pageNum, pageSize, setPageNum, pagination };
}
