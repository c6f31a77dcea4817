import type { CSSProperties, ReactNode } from 'react';
import styles from './BigScreen.module.css';
import type { ScreenPanel as PanelData } from './screen-types';

/** One panel: its title, its own 更新于 time and a 数据延迟 mark when its data is late. */
export function ScreenPanel({
  title,
  panel,
  children,
  style,
  testId,
}: {
  title: string;
  panel: PanelData | undefined;
  children: ReactNode;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <section className={styles.panel} style={style} data-testid={testId}>
      <div className={styles.panelHead}>
        <span className={styles.panelTitle}>{title}</span>
        <span className={styles.panelTime}>
          {panel?.updatedAt ? `更新于 ${panel.updatedAt.slice(5, 16)}` : '暂无数据'}
          {panel?.stale ? <span className={styles.stale}>数据延迟</span> : null}
        </span>
      </div>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}

/** What an empty panel says. */
export function PanelEmpty({ text = '暂无数据' }: { text?: string }) {
  return <div className={styles.empty}>{text}</div>;
}
