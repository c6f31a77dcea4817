import type { BriefingSectionKey, BriefingSnapshot } from '@guanlan/shared';
import { isSectionEmpty } from '../../paper';
import styles from './Sections.module.css';
import { AnalystArticlesSection, EventsSection, NegativesSection } from './ArticleSections';
import {
  CarrierSection,
  HotWordsSection,
  MediaSection,
  RegionSection,
  SentimentSection,
  TrendSection,
} from './ChartSections';
import { EditorNoteSection, OverviewSection } from './TextSections';

export interface SectionBodyProps {
  sectionKey: BriefingSectionKey;
  snapshot: BriefingSnapshot;
  editorNote: string;
  /** The 媒体版 chart grid: half-width charts and shorter lists. */
  isCompact?: boolean;
  /** The 媒体版 sets article lists in two columns. */
  isTwoColumn?: boolean;
}

/**
 * The content of one report section, drawn only from the frozen snapshot; 暂无数据 when the
 * section has nothing. Both editions use it; only their frames differ.
 */
export function SectionBody({
  sectionKey,
  snapshot,
  editorNote,
  isCompact = false,
  isTwoColumn = false,
}: SectionBodyProps) {
  if (isSectionEmpty(sectionKey, snapshot, editorNote)) {
    return <p className={styles.noData}>暂无数据</p>;
  }
  const t = snapshot.tables;
  switch (sectionKey) {
    case 'overview':
      return <OverviewSection snapshot={snapshot} />;
    case 'sentiment':
      return <SentimentSection table={t.sentiment} isCompact={isCompact} />;
    case 'trend':
      return <TrendSection table={t.trend} isCompact={isCompact} />;
    case 'carrier':
      return <CarrierSection table={t.carriers} isCompact={isCompact} />;
    case 'region':
      return <RegionSection table={t.regions} isCompact={isCompact} />;
    case 'hotWords':
      return <HotWordsSection table={t.hotWords} isCompact={isCompact} />;
    case 'negatives':
      return <NegativesSection table={t.negatives} isTwoColumn={isTwoColumn} />;
    case 'analystArticles':
      return <AnalystArticlesSection table={t.analystArticles} isTwoColumn={isTwoColumn} />;
    case 'events':
      return <EventsSection table={t.events} />;
    case 'media':
      return <MediaSection table={t.media} isCompact={isCompact} />;
    case 'editorNote':
      return <EditorNoteSection editorNote={editorNote} adviceText={snapshot.adviceText} />;
  }
}
