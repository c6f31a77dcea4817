import type { FastifyBaseLogger } from 'fastify';

/** Process-wide state /healthz reads: set once SIGTERM (or SIGINT) arrives. */
export const processState = { draining: false };

export interface ShutdownStep {
  name: string;
  run: () => unknown;
}

/**
 * Graceful shutdown on SIGTERM/SIGINT: /healthz turns 503 (`draining`), then the steps run in
 * order — each caller lists them: stop schedulers, let running jobs finish (or hand them back),
 * stop taking HTTP requests and finish the ones in flight, close the pools. A step that takes
 * longer than `graceMs` is given up on; the whole shutdown never takes longer than twice that.
 * A second signal exits at once.
 */
export function installShutdown(opts: {
  log: FastifyBaseLogger;
  graceMs: number;
  steps: ShutdownStep[];
}): void {
  const { log, graceMs, steps } = opts;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      log.warn({ signal }, '再次收到停止信号，立即退出');
      process.exit(1);
    }
    started = true;
    processState.draining = true;
    log.info({ signal, graceMs }, '收到停止信号：不再接收新任务，正在完成进行中的工作');
    const hardStop = setTimeout(() => {
      log.error('停止超时，强制退出');
      process.exit(1);
    }, graceMs * 2);
    hardStop.unref();
    void (async () => {
      let clean = true;
      for (const step of steps) {
        const t0 = Date.now();
        try {
          const outcome = await withTimeout(Promise.resolve(step.run()), graceMs);
          if (outcome === TIMED_OUT) {
            clean = false;
            log.warn({ step: step.name, ms: Date.now() - t0 }, '停止步骤超时，跳过');
          } else {
            log.info({ step: step.name, ms: Date.now() - t0 }, '停止步骤完成');
          }
        } catch (err) {
          clean = false;
          log.error({ err, step: step.name }, '停止步骤失败');
        }
      }
      log.info({ clean }, '已停止');
      process.exit(clean ? 0 : 1);
    })();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
