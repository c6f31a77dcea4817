import type { AnalysisTableData } from '@guanlan/shared';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TableRow } from './options/table';
import styles from './charts.module.css';

const MEDAL_COLORS = ['#e5484d', '#f07c3a', '#f5a623'];
const NO_WRAP = { style: { whiteSpace: 'nowrap' as const } };

/** The rank badge: the first three coloured, the others grey. */
function RankBadge({ rank }: { rank: number }) {
  const color = MEDAL_COLORS[rank - 1];
  return (
    <span className={styles.rank} style={color ? { background: color, color: '#fff' } : undefined}>
      {rank}
    </span>
  );
}

function formatCell(value: TableRow[string] | undefined): string {
  if (typeof value === 'number') {
    return value.toLocaleString('zh-CN');
  }
  return value ?? '';
}

/**
 * An analysis table as the server titles it (媒体活跃度排行, 意见领袖排行, 载体统计, …): `rank`
 * as a badge, numbers right-aligned with separators, the 合计 row (`carrier` = `total`) bold.
 */
export function DataTable({
  table,
  scrollY,
  isDark = false,
}: {
  table: AnalysisTableData;
  scrollY?: number;
  isDark?: boolean;
}) {
  const columns: TableColumnsType<TableRow> = table.columns.map((col, index) => {
    if (col.key === 'rank') {
      return {
        key: col.key,
        title: col.title,
        width: 64,
        align: 'center',
        render: (_v, row) => <RankBadge rank={Number(row.rank)} />,
      };
    }
    const isNumeric = table.rows.some((row) => typeof row[col.key] === 'number');
    // No ellipsis and no wrapping: columns size by content; a narrow card scrolls sideways.
    return {
      key: col.key,
      title: col.title,
      align: isNumeric && index > 0 ? 'right' : 'left',
      onCell: () => NO_WRAP,
      onHeaderCell: () => NO_WRAP,
      render: (_v, row) => formatCell(row[col.key]),
    };
  });
  return (
    <Table<TableRow>
      className={isDark ? styles.darkTable : undefined}
      size="small"
      rowKey={(row) => String(row.rank ?? row.carrier ?? row.code ?? JSON.stringify(row))}
      rowClassName={(row) => (row.carrier === 'total' ? (styles.totalRow ?? '') : '')}
      columns={columns}
      dataSource={table.rows}
      pagination={false}
      scroll={{ x: 'max-content', y: scrollY }}
    />
  );
}
