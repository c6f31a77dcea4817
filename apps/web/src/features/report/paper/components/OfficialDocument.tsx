import type { BriefingInfo, BriefingSnapshot } from '@guanlan/shared';
import type { ReactNode } from 'react';
import { infoItems, reportSections } from '../paper';
import paper from '../Paper.module.css';
import styles from '../Official.module.css';
import { SectionBody } from './sections/SectionBody';

/**
 * 通用版: an official briefing sheet — red 页眉 text, the title in dark red, the info line
 * and a red double rule, then the body (the sections, or the report's state) and the 页脚.
 */
export function OfficialDocument({ info, children }: { info: BriefingInfo; children: ReactNode }) {
  const { headerText, footerText } = info.template;
  return (
    <article className={`${paper.sheet} ${styles.sheet}`}>
      {headerText ? <div className={styles.header}>{headerText}</div> : null}
      <h1 className={styles.title}>{info.briefingTitle}</h1>
      <div className={styles.info}>
        {infoItems(info).map((item) => (
          <span key={item.label} className={styles.infoItem}>
            {item.label}：{item.value}
          </span>
        ))}
      </div>
      <div className={styles.rule} aria-hidden />
      {children}
      {footerText ? <footer className={styles.footer}>{footerText}</footer> : null}
    </article>
  );
}

/** The template's sections in order, each numbered 一、二、… with its body. */
export function OfficialSections({
  info,
  snapshot,
}: {
  info: BriefingInfo;
  snapshot: BriefingSnapshot;
}) {
  return (
    <>
      {reportSections(info.template.sections).map((section) => (
        <section key={section.key} className={styles.section} data-section={section.key}>
          <h2 className={styles.heading}>{section.heading}</h2>
          <SectionBody sectionKey={section.key} snapshot={snapshot} editorNote={info.editorNote} />
        </section>
      ))}
    </>
  );
}
