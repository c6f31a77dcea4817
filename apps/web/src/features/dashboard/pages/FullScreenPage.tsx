import { FullscreenExitOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { DASHBOARD_RANGES, OVERVIEW_HEIGHT, screenLayout } from '../dashboard';
import type { DashboardRange } from '../dashboard';
import { SensitiveListPanel, WarningListPanel } from '../components/ArticleLists';
import {
  EmotionTrendCard,
  HotWordsCard,
  MediaLeadersCard,
  RegionCard,
  SentimentPieCard,
} from '../components/DashboardCharts';
import { LiveClock } from '../components/LiveClock';
import { OverviewPanel } from '../components/OverviewPanel';
import { WarningVoiceSwitch } from '../../warning/components/WarningVoiceSwitch';
import styles from '../FullScreen.module.css';

function useViewportHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/**
 * /fullScreen — 全屏监测: the dashboard's key charts on a dark big screen that fills the
 * viewport, refreshing every minute, with a live clock; 退出全屏 (or Esc) returns to /dashboard.
 */
export function FullScreenPage() {
  const navigate = useNavigate();
  const [timeRange, setTimeRange] = useState<DashboardRange>('7d');
  const live = { timeRange, isDark: true, isLive: true };
  const { side, mapHeight } = screenLayout(useViewportHeight());

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        void navigate('/dashboard');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.headerSide}>
          <LiveClock className={styles.clock} />
        </div>
        <h1 className={styles.title}>
          <BrandLogo />
          观澜舆情 · 全屏监测
        </h1>
        <div className={styles.headerSide} style={{ justifyContent: 'flex-end' }}>
          <Segmented
            size="small"
            className={styles.range}
            options={DASHBOARD_RANGES.map((r) => ({ value: r.value, label: r.label }))}
            value={timeRange}
            onChange={setTimeRange}
          />
          <WarningVoiceSwitch isDark />
          <Button
            ghost
            size="small"
            icon={<FullscreenExitOutlined />}
            onClick={() => void navigate('/dashboard')}
          >
            退出全屏
          </Button>
        </div>
      </header>
      <main className={styles.grid}>
        <section className={styles.column}>
          <SentimentPieCard {...live} height={side} />
          <EmotionTrendCard {...live} height={side} />
          <MediaLeadersCard {...live} height={side} />
        </section>
        <section className={styles.column}>
          <OverviewPanel isDark isLive height={OVERVIEW_HEIGHT} />
          <RegionCard {...live} height={mapHeight} showList={false} />
        </section>
        <section className={styles.column}>
          <WarningListPanel {...live} height={side} size={5} />
          <HotWordsCard {...live} height={side} />
          <SensitiveListPanel {...live} height={side} size={5} />
        </section>
      </main>
    </div>
  );
}

export default FullScreenPage;
