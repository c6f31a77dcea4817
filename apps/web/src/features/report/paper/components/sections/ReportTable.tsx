import type { AnalysisTableData } from '@guanlan/shared';
import { cx } from '../../../../../lib/cx';
import styles from './Sections.module.css';

/**
 * An analysis table as a plain document table (prints cleanly, no scroll areas): the server's
 * column titles, numbers right-aligned with separators, the 合计 row in bold.
 */
export function ReportTable({
  table,
  omit = [],
}: {
  table: AnalysisTableData;
  /** Column keys left out (links, long summaries). */
  omit?: readonly string[];
}) {
  const columns = table.columns.filter((c) => !omit.includes(c.key));
  const isNumeric = new Set(
    columns
      .filter((c) => table.rows.some((row) => typeof row[c.key] === 'number'))
      .map((c) => c.key),
  );
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} className={cx(isNumeric.has(c.key) && styles.num)}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index} className={cx(row.carrier === 'total' && styles.totalRow)}>
            {columns.map((c) => {
              const value = row[c.key];
              return (
                <td key={c.key} className={cx(isNumeric.has(c.key) && styles.num)}>
                  {typeof value === 'number' ? value.toLocaleString('zh-CN') : (value ?? '')}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
