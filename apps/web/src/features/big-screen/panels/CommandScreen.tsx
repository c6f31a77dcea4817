import { EChart } from '../../../components/charts';
import styles from '../BigScreen.module.css';
import { PanelEmpty, ScreenPanel } from '../ScreenPanel';
import type { LiveItem, ScreenPanel as PanelData } from '../screen-types';
import { LivePanel, RegionPanel, StatisticsPanel } from './ArticlePanels';
import { curveOption, levelBarOption } from './screen-charts';

interface Warnings {
  levels: { level: string; name: string; count: number }[];
  total: number;
  latest: { warningId: number; level: string; title: string; time: string }[];
}
/** 舆情上报 at a glance (states without drafts, overdue steps, newest reports). */
interface OaReports {
  states: { state: string; name: string; count: number }[];
  overdue: number;
  latest: { reportId: number; title: string; stateName: string; overdue: boolean; time: string }[];
}
interface RunningEvent {
  eventId: number;
  name: string;
  startTime: string;
  count: number;
  currentPhase: string;
  curve: { time: string; count: number }[];
  disposes: { time: string; department: string; content: string }[];
}

const LEVEL_CLASS: Record<string, string | undefined> = {
  red: styles.error,
  orange: styles.warn,
  yellow: styles.warn,
};

/** /emergencyCommandCenter: warnings by level, the running events, disposal, map, live feed. */
export function CommandScreen({
  panels,
  live,
  pushedAt,
}: {
  panels: Record<string, PanelData>;
  live: LiveItem[];
  pushedAt: string | null;
}) {
  const warnings = panels.warnings?.data as Warnings | undefined;
  const events = (panels.events?.data ?? []) as RunningEvent[];
  const oa = panels.oa?.data as OaReports | undefined;
  return (
    <div className={`${styles.body} ${styles.cols}`}>
      <div className={styles.column}>
        <ScreenPanel
          title={`24小时预警（共 ${warnings?.total ?? 0} 条）`}
          panel={panels.warnings}
          style={{ flex: '0 0 220px' }}
        >
          {warnings ? (
            <EChart isDark height="100%" option={levelBarOption(warnings.levels)} />
          ) : (
            <PanelEmpty />
          )}
        </ScreenPanel>
        <ScreenPanel title="最新预警" panel={panels.warnings} style={{ flex: 1 }}>
          {warnings?.latest.length ? (
            <ul className={styles.list}>
              {warnings.latest.map((w) => (
                <li key={w.warningId} className={styles.listItem}>
                  <span className={LEVEL_CLASS[w.level]}>●</span>
                  <span className={styles.grow}>{w.title}</span>
                  <span className={styles.meta}>{w.time.slice(11, 16)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <PanelEmpty text="近24小时无预警" />
          )}
        </ScreenPanel>
        <ScreenPanel
          title={`舆情上报（超时 ${oa?.overdue ?? 0}）`}
          panel={panels.oa}
          style={{ flex: '0 0 190px' }}
          testId="panel-oa"
        >
          {oa ? (
            <>
              <div className={styles.stateGrid}>
                {oa.states.map((s) => (
                  <span key={s.state} className={styles.stateCell}>
                    <span>{s.name}</span>
                    <strong>{s.count}</strong>
                  </span>
                ))}
              </div>
              <ul className={styles.list}>
                {oa.latest.slice(0, 2).map((r) => (
                  <li key={r.reportId} className={styles.listItem}>
                    <span className={r.overdue ? styles.error : styles.meta}>{r.stateName}</span>
                    <span className={styles.grow}>{r.title}</span>
                    <span className={styles.meta}>{r.time.slice(5, 16)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <PanelEmpty text="暂无上报" />
          )}
        </ScreenPanel>
      </div>
      <div className={styles.column}>
        <RegionPanel panels={panels} style={{ flex: '0 0 470px' }} />
        <ScreenPanel
          title={`处置中的事件（${events.length}）`}
          panel={panels.events}
          style={{ flex: 1 }}
          testId="panel-events"
        >
          {events.length ? (
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: events.length > 1 ? '1fr 1fr' : '1fr',
                gap: 10,
                height: '100%',
              }}
            >
              {events.slice(0, 2).map((e) => (
                <div
                  key={e.eventId}
                  className={styles.eventCard}
                  style={{ display: 'flex', flexDirection: 'column' }}
                >
                  <div>
                    <span className={styles.eventName}>{e.name}</span>
                    {e.currentPhase ? (
                      <span className={styles.phaseTag}>{e.currentPhase}</span>
                    ) : null}
                  </div>
                  <div className={styles.meta}>
                    开始于 {e.startTime.slice(0, 16)} · 信息量 {e.count}
                  </div>
                  <div style={{ flex: 1, minHeight: 120 }}>
                    <EChart isDark height="100%" option={curveOption(e.curve)} />
                  </div>
                  <div className={styles.meta} style={{ height: 48, overflow: 'hidden' }}>
                    {e.disposes.length
                      ? e.disposes.slice(-2).map((d) => (
                          <div key={d.time} className={styles.grow}>
                            {d.time.slice(5, 16)} {d.department}：{d.content}
                          </div>
                        ))
                      : '尚无处置记录'}
                  </div>
                </div>
              ))}
            </div>
          ) : (
            <PanelEmpty text="当前没有进行中的事件" />
          )}
        </ScreenPanel>
      </div>
      <div className={styles.column}>
        <StatisticsPanel panels={panels} style={{ flex: '0 0 230px' }} />
        <LivePanel panels={panels} live={live} pushedAt={pushedAt} style={{ flex: 1 }} />
      </div>
    </div>
  );
}
