import { formatCn } from '@guanlan/shared';
import type { ScreenLiveItem as LiveItem } from '@guanlan/shared';
import type { PushBus } from '../../notify/push/push-bus.js';
import type { Clock } from '../../platform/clock.js';
import { carrierLabel, sentimentLabel } from '../../analysis/index.js';
import type { AnalysedArticle } from '../../ingest/analysed-article.js';

/** Push message type of the big screens. */
export const SCREEN_PUSH_TYPE = 'bigScreen';
/** At most one push per organisation in this window; articles in between are batched. */
const PUSH_EVERY_MS = 5_000;
const LIVE_ITEMS = 5;

interface Committed {
  id: number;
  article: AnalysedArticle;
  hits: { orgId: number }[];
}

/**
 * Tells the screens of an organisation that new articles of its monitoring arrived: a small
 * `bigScreen` push (count and the newest few titles) at most every five seconds; the screen
 * puts the titles into its live feed and refreshes its panels.
 */
export class ScreenPulse {
  private readonly pending = new Map<number, { count: number; live: LiveItem[] }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: PushBus,
    private readonly clock: Clock,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The pipeline's commit listener. */
  readonly onCommit = (committed: readonly Committed[]): void => {
    for (const c of committed) {
      for (const orgId of new Set(c.hits.map((h) => h.orgId))) {
        const p = this.pending.get(orgId) ?? { count: 0, live: [] };
        p.count += 1;
        const a = c.article;
        p.live.unshift({
          id: c.id,
          title: a.title.slice(0, 60),
          siteName: (a.raw.siteName ?? '').slice(0, 30),
          carrierName: carrierLabel(a.carrier),
          sentiment: a.sentiment,
          sentimentName: sentimentLabel(a.sentiment),
          publishTime: formatCn(a.publishTime),
        });
        p.live.length = Math.min(p.live.length, LIVE_ITEMS);
        this.pending.set(orgId, p);
      }
    }
    if (this.pending.size > 0 && !this.timer) {
      this.timer = setTimeout(() => this.flush(), PUSH_EVERY_MS);
      this.timer.unref();
    }
  };

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const at = formatCn(this.clock.now());
    for (const [orgId, p] of this.pending) {
      this.bus
        .publish({ orgId, payload: { type: SCREEN_PUSH_TYPE, at, count: p.count, live: p.live } })
        .catch(this.onError);
    }
    this.pending.clear();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
