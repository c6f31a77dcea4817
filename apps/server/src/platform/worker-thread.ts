import { Worker } from 'node:worker_threads';
import type { WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread `name` that sits beside the module at `callerUrl` (its
 * `import.meta.url`): built code runs `name.js`; under tsx or vitest the caller is a `.ts` file,
 * and the thread starts from `name-dev.mjs`, which registers tsx and imports `name.ts`.
 */
export function startWorkerThread(
  callerUrl: string,
  name: string,
  options: WorkerOptions = {},
): Worker {
  const isSource = callerUrl.endsWith('.ts');
  const entry = new URL(isSource ? `./${name}-dev.mjs` : `./${name}.js`, callerUrl);
  return new Worker(entry, isSource ? { ...options, execArgv: ['--conditions=source'] } : options);
}
