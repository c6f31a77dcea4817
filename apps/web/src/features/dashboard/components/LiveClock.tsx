import { useEffect, useState } from 'react';
import { clockText } from '../dashboard';

/** A clock that ticks every second. */
export function LiveClock({ className }: { className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className={className} dateTime={new Date(now).toISOString()}>
      {clockText(now)}
    </time>
  );
}
