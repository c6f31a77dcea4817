import { Alert, Progress } from 'antd';
import type { PaperState } from '../paper';
import styles from '../Paper.module.css';

type NotReady = Exclude<PaperState, { kind: 'ready' }>;

/** A report without its snapshot yet: 生成中 with progress, 待生成报告, or 生成失败. */
export function PaperStatus({ state }: { state: NotReady }) {
  switch (state.kind) {
    case 'generating':
      return (
        <div className={styles.status} role="status">
          <div className={styles.statusTitle}>报告生成中</div>
          <Progress percent={state.percent} status="active" />
          <div className={styles.statusText}>{state.text}</div>
        </div>
      );
    case 'pending':
      return (
        <div className={styles.status} role="status">
          <div className={styles.statusTitle}>待生成报告</div>
          <div className={styles.statusText}>报告将在计划时间自动生成，生成后即可查看。</div>
        </div>
      );
    case 'failed':
      return (
        <div className={styles.status}>
          <Alert type="error" showIcon title="报告生成失败" description={state.text} />
        </div>
      );
  }
}
