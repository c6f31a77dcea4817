import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './BigScreen.module.css';
import { stageScale, STAGE } from './screen-types';

/** The 1920×1080 stage, scaled to the window (letterboxed, centred), with the screen's header. */
export function ScreenFrame({
  title,
  left,
  right,
  children,
  toolbar,
}: {
  title: string;
  left?: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  toolbar?: ReactNode;
}) {
  const [size, setSize] = useState({ w: window.innerWidth, h: window.innerHeight });
  useEffect(() => {
    const onResize = () => setSize({ w: window.innerWidth, h: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const scale = stageScale(size.w, size.h);
  const left0 = (size.w - STAGE.width * scale) / 2;
  const top0 = (size.h - STAGE.height * scale) / 2;
  return (
    <div className={styles.viewport}>
      <div
        className={styles.stage}
        style={{ transform: `translate(${left0}px, ${top0}px) scale(${scale})` }}
        data-testid="screen-stage"
      >
        <header className={styles.header}>
          <div className={styles.headerSide}>{left}</div>
          <h1 className={styles.title}>{title}</h1>
          <div className={`${styles.headerSide} ${styles.headerRight}`}>{right}</div>
        </header>
        {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
        {children}
      </div>
    </div>
  );
}

/** The wall clock in the header, ticking each second. */
export function ScreenClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  // Beijing time, like every time the server sends.
  const text = now.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
  return <span>{text.replace(/\//g, '-')}</span>;
}
