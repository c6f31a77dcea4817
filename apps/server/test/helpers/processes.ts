import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_PASSWORD } from './factories.js';

/**
 * The server as real child processes on a test database (the multi-process suite): a free
 * port, polling until a condition holds, and `src/main.ts` or `src/worker.ts` started with the
 * production settings of a test.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A TCP port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `check` every 200 ms until it answers a truthy value (throws after `ms`). */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 40_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) {
      return value;
    }
    if (Date.now() > until) {
      throw new Error('timed out waiting');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A started child process, its output so far, and a SIGTERM that resolves to its exit code. */
export interface Proc {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Starts `src/main.ts` (API) or `src/worker.ts` as a real child process on the test database. */
export function start(entry: 'main' | 'worker', env: Record<string, string>): Proc {
  let out = '';
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', `apps/server/src/${entry}.ts`],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        GUANLAN_NO_SEED: '1',
        GUANLAN_PLATFORM_PASSWORD: TEST_PASSWORD,
        COLLECTORS: '0',
        ANALYSIS_WORKERS: '0',
        LOG_LEVEL: 'info',
        OUTBOUND_ALLOW: '127.0.0.1',
        SHUTDOWN_GRACE_SECONDS: '5',
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (b: Buffer) => (out += b.toString('utf8')));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => out,
    stop: () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
      }
      return exited;
    },
  };
}
