import type { FastifyBaseLogger } from 'fastify';
import type { OaFlowService } from './oa-flow.service.js';

const TICK_MS = 60_000;

/** Looks for overdue report steps once a minute and notices their approvers (message centre). */
export class OaOverdueWatcher {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly flow: OaFlowService,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stop();
    const tick = () =>
      void this.flow.noticeOverdue().catch((err: unknown) => {
        this.log.error({ err }, 'OA 超时提醒失败');
      });
    tick();
    this.timer = setInterval(tick, TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
