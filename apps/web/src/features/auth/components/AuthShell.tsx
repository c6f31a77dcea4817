import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/BrandLogo';
import { cx } from '../../../lib/cx';
import { PRODUCT_NAME } from '../../../router/guard-decision';
import styles from './AuthShell.module.css';

const FEATURES = [
  { title: '全网监测', text: '新闻、微信、微博、视频等全载体' },
  { title: '智能研判', text: '情感倾向、热词与传播路径分析' },
  { title: '及时预警', text: '敏感信息分级预警与实时推送' },
];

export interface AuthShellProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Wide card for long forms such as the trial application. */
  isWide?: boolean;
  children: ReactNode;
}

/** The frame of login, registration and account-recovery pages: brand panel and a form card. */
export function AuthShell({ title, subtitle, isWide = false, children }: AuthShellProps) {
  return (
    <div className={styles.shell}>
      <aside className={styles.brandPanel}>
        <div className={styles.brandHead}>
          <BrandLogo size={40} />
          {PRODUCT_NAME}
        </div>
        <div className={styles.slogan}>
          <h1>
            观全网之澜
            <br />
            察舆情之变
          </h1>
          <p>面向政府、高校与企业的全网舆情监测与分析平台，助您第一时间发现、研判与处置舆情。</p>
        </div>
        <div className={styles.features}>
          {FEATURES.map((feature) => (
            <div key={feature.title} className={styles.feature}>
              <strong>{feature.title}</strong>
              <span>{feature.text}</span>
            </div>
          ))}
        </div>
        <div className={styles.copyright}>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </div>
      </aside>
      <main className={styles.formPanel}>
        <div className={cx(styles.card, isWide && styles.cardWide)}>
          <div className={styles.mobileBrand}>
            <BrandLogo size={32} />
            {PRODUCT_NAME}
          </div>
          <h2 className={styles.cardTitle}>{title}</h2>
          {subtitle ? (
            <p className={styles.cardSubtitle}>{subtitle}</p>
          ) : (
            <div style={{ height: 16 }} />
          )}
          {children}
        </div>
      </main>
    </div>
  );
}
