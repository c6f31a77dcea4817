import type { ReactNode } from 'react';

export interface FilterRowProps {
  /** The row's title (时间, 载体, …). */
  label: ReactNode;
  /** The page's CSS module, with its `filterRow` and `filterLabel` classes. */
  styles: Readonly<Record<string, string>>;
  children?: ReactNode;
}

/** One row of a filter bar: a title followed by its controls. */
export function FilterRow({ label, styles, children }: FilterRowProps) {
  return (
    <div className={styles.filterRow}>
      <span className={styles.filterLabel}>{label}</span>
      {children}
    </div>
  );
}
