import { BRIEFING_TYPES } from '@guanlan/shared';
import type { BriefingInfo, BriefingSnapshot } from '@guanlan/shared';
import type { ReactNode } from 'react';
import { cx } from '../../../../lib/cx';
import {
  formatPeriod,
  issueDate,
  leadStory,
  MASTHEAD,
  mediaBlocks,
  reportSections,
  shortTime,
} from '../paper';
import type { ReportSection } from '../paper';
import paper from '../Paper.module.css';
import styles from '../Media.module.css';
import { usePaper } from './PaperContext';
import { SectionBody } from './sections/SectionBody';

/**
 * 媒体版: a newspaper front page — 页眉 and issue date above the masthead, the report title as
 * the issue's banner, then the body (lead story and sections, or the report's state).
 */
export function MediaDocument({ info, children }: { info: BriefingInfo; children: ReactNode }) {
  const { headerText, footerText } = info.template;
  const generated = info.snapshot?.generatedAt ?? info.generatedAt;
  const topics = info.topicNames.length > 0 ? info.topicNames.join('、') : info.snapshot?.subject;
  return (
    <article className={`${paper.sheet} ${styles.sheet}`}>
      <div className={styles.topline}>
        <span className={styles.headerText}>{headerText}</span>
        <span>{issueDate(generated ?? info.briefingEndTime)}</span>
      </div>
      <div className={styles.masthead}>{MASTHEAD}</div>
      <div className={styles.dateline}>
        <span>{BRIEFING_TYPES[info.briefingType]}</span>
        <span>监测时段：{formatPeriod(info.briefingStartTime, info.briefingEndTime)}</span>
        {generated ? <span>生成时间：{shortTime(generated)}</span> : null}
      </div>
      <h1 className={styles.banner}>{info.briefingTitle}</h1>
      {topics ? <div className={styles.topics}>监测专题：{topics}</div> : null}
      {children}
      {footerText ? <footer className={styles.footer}>{footerText}</footer> : null}
    </article>
  );
}

function MediaSection({
  section,
  info,
  snapshot,
  isCell = false,
}: {
  section: ReportSection;
  info: BriefingInfo;
  snapshot: BriefingSnapshot;
  isCell?: boolean;
}) {
  const isArticles = section.key === 'negatives' || section.key === 'analystArticles';
  return (
    <section className={cx(styles.section, isCell && styles.cell)} data-section={section.key}>
      <h2 className={styles.heading}>{section.heading}</h2>
      <SectionBody
        sectionKey={section.key}
        snapshot={snapshot}
        editorNote={info.editorNote}
        isCompact={isCell}
        isTwoColumn={isArticles}
      />
    </section>
  );
}

/** The lead story, then the template's sections: charts two to a row, articles in columns. */
export function MediaSections({
  info,
  snapshot,
}: {
  info: BriefingInfo;
  snapshot: BriefingSnapshot;
}) {
  const { isPrint } = usePaper();
  const sections = reportSections(info.template.sections);
  const lead = leadStory(
    snapshot,
    sections.map((s) => s.key),
  );
  const hasLink = !isPrint && /^https?:\/\//.test(lead?.url ?? '');
  return (
    <>
      {lead ? (
        <div className={cx(styles.lead, lead.isNegative && styles.leadNegative)}>
          <span className={styles.kicker}>{lead.kicker}</span>
          <h2 className={styles.leadTitle}>
            {hasLink ? (
              <a href={lead.url} target="_blank" rel="noreferrer">
                {lead.title}
              </a>
            ) : (
              lead.title
            )}
          </h2>
          <div className={styles.leadMeta}>
            {[lead.source, lead.time].filter(Boolean).join(' · ')}
          </div>
          {lead.summary ? <p className={styles.leadSummary}>{lead.summary}</p> : null}
        </div>
      ) : null}
      {mediaBlocks(sections).map((block) =>
        block.kind === 'full' ? (
          <MediaSection
            key={block.section.key}
            section={block.section}
            info={info}
            snapshot={snapshot}
          />
        ) : (
          <div key={block.sections[0]?.key} className={styles.grid}>
            {block.sections.map((section) => (
              <MediaSection
                key={section.key}
                section={section}
                info={info}
                snapshot={snapshot}
                isCell
              />
            ))}
          </div>
        ),
      )}
    </>
  );
}
