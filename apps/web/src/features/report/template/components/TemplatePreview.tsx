import type { BriefingSectionKey } from '@guanlan/shared';
import { cx } from '../../../../lib/cx';
import { MASTHEAD, reportSections } from '../../paper/paper';
import type { TemplateType } from '../template';
import styles from '../Template.module.css';

/**
 * A thumbnail of a report made with the template: 页眉, a title line, the sections numbered
 * 一、二、… in their order, 页脚 — in the red official look or the newspaper look.
 */
export function TemplatePreview({
  templateType,
  sections,
  headerText,
  footerText,
}: {
  templateType: TemplateType;
  sections: readonly BriefingSectionKey[];
  headerText: string;
  footerText: string;
}) {
  const isMedia = templateType === 2;
  const numbered = reportSections(sections);
  return (
    <div className={styles.previewFrame} aria-label="模板预览">
      <div className={cx(styles.preview, isMedia ? styles.previewMedia : styles.previewOfficial)}>
        {isMedia ? (
          <>
            <div className={styles.previewTopline}>
              <span>{headerText}</span>
              <span>某年某月某日</span>
            </div>
            <div className={styles.previewMasthead}>{MASTHEAD}</div>
            <div className={styles.previewTitle}>（报告标题）</div>
          </>
        ) : (
          <>
            {headerText ? <div className={styles.previewHeader}>{headerText}</div> : null}
            <div className={styles.previewTitle}>（报告标题）</div>
            <div className={styles.previewRule} />
          </>
        )}
        {numbered.length > 0 ? (
          <ol className={styles.previewSections}>
            {numbered.map((s) => (
              <li key={s.key}>
                <span className={styles.previewHeading}>{s.heading}</span>
                <span className={styles.previewLines} aria-hidden />
              </li>
            ))}
          </ol>
        ) : (
          <div className={styles.previewEmpty}>请添加板块</div>
        )}
        {footerText ? <div className={styles.previewFooter}>{footerText}</div> : null}
      </div>
      <div className={styles.previewCaption}>预览 · 共 {numbered.length} 个板块</div>
    </div>
  );
}
