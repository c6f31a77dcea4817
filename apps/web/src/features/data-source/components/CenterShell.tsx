import { HomeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { HOME_PATH, PRODUCT_NAME } from '../../../router/guard-decision';
import styles from '../DataSourceCenter.module.css';

export interface CenterShellProps {
  title: string;
  /** Right side of the top bar, before 返回首页. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The full-page frame of this standalone route: product name, page title and 返回首页. */
export function CenterShell({ title, extra, children }: CenterShellProps) {
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <div className={styles.brand}>
          <BrandLogo size={28} />
          {PRODUCT_NAME}
        </div>
        <span className={styles.divider} aria-hidden />
        <h1 className={styles.pageTitle} style={{ margin: 0, fontWeight: 500, color: '#fff' }}>
          {title}
        </h1>
        <div className={styles.topRight}>
          {extra}
          <Link to={HOME_PATH}>
            <HomeOutlined /> 返回首页
          </Link>
        </div>
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
