import styles from '../BigScreen.module.css';
import type { LiveItem, ScreenPanel } from '../screen-types';
import {
  CarrierPanel,
  HotspotsPanel,
  LeadersPanel,
  LivePanel,
  RatioPanel,
  RegionPanel,
  StatisticsPanel,
  TrendPanel,
  WordsPanel,
} from './ArticlePanels';

/** /publicOpinion (full = 全量 panels and hot spots) and /visualScreen (the bound scope only). */
export function ArticleScreen({
  panels,
  live,
  pushedAt,
  full,
}: {
  panels: Record<string, ScreenPanel>;
  live: LiveItem[];
  pushedAt: string | null;
  full: boolean;
}) {
  return (
    <div className={`${styles.body} ${styles.cols}`}>
      <div className={styles.column}>
        <StatisticsPanel panels={panels} style={{ flex: '0 0 230px' }} />
        <RatioPanel panels={panels} style={{ flex: 1 }} />
        <CarrierPanel panels={panels} style={{ flex: 1 }} />
      </div>
      <div className={styles.column}>
        <RegionPanel panels={panels} style={{ flex: '0 0 560px' }} />
        <TrendPanel
          panels={panels}
          name={full ? 'carrierTrend' : 'emotionTrend'}
          title={full ? '全网载体走势' : '情感走势'}
          style={{ flex: 1 }}
        />
      </div>
      <div className={styles.column}>
        <WordsPanel panels={panels} style={{ flex: '0 0 250px' }} />
        {full ? (
          <HotspotsPanel panels={panels} style={{ flex: '0 0 250px' }} />
        ) : (
          <LeadersPanel panels={panels} style={{ flex: '0 0 250px' }} />
        )}
        <LivePanel panels={panels} live={live} pushedAt={pushedAt} style={{ flex: 1 }} />
      </div>
    </div>
  );
}
