/**
 * What bench:query and bench:report share: the cached seeded database (BENCH_ARTICLES articles,
 * default 1,000,000, under /tmp per size), the real server over it in its own process, and
 * /proc readings of that process.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { SEED_VERSION, seedQueryDb } from './query-seed.js';
import type { SeedInfo } from './query-seed.js';

export const N = Number(process.env.BENCH_ARTICLES ?? 1_000_000);
const root = path.resolve(import.meta.dirname, '../..');
export const dir = path.join(os.tmpdir(), `guanlan-bench-query-${N}`);
const file = path.join(dir, 'guanlan.sqlite');
const metaFile = path.join(dir, 'bench.json');

export function log(text = ''): void {
  process.stdout.write(`${text}\n`);
}

/**
 * Builds the web app when `apps/web/dist` has none: report PDFs are Chromium printing the app's
 * report page, and without it the PDF export answers 5030 after its page timeout.
 */
export function ensureWebBuilt(): void {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    return;
  }
  log('构建前端（PDF 由 Chromium 打开报告页面打印）…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@guanlan/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    throw new Error('前端构建失败（npm run build -w @guanlan/web）');
  }
}

/** The seeded database: from the cache when present, else seeded now (and cached). */
export async function seededDb(): Promise<SeedInfo> {
  const info = fs.existsSync(metaFile)
    ? (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as SeedInfo)
    : undefined;
  const version = info?.seedVersion ?? 1;
  if (info && version !== SEED_VERSION) {
    log(`缓存的数据库由旧版造数脚本生成（版本 ${version}，现为 ${SEED_VERSION}），重新造数`);
  } else if (info) {
    const age = (Date.now() - info.seededAt) / 3600_000;
    log(
      `使用缓存的数据库 ${file}（${info.articles.toLocaleString('en-US')} 篇，${age.toFixed(1)} 小时前造好，当时用时 ${Math.round(info.seedMs / 1000)} 秒），跳过造数；删除 ${dir} 可重新造数`,
    );
    return info;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  log(`造数：${N.toLocaleString('en-US')} 篇 → ${file}`);
  const seeded = await seedQueryDb(file, N);
  fs.writeFileSync(metaFile, JSON.stringify(seeded, null, 2));
  log(`造数完成，用时 ${Math.round(seeded.seedMs / 1000)} 秒（已缓存，下次运行跳过）`);
  return seeded;
}

/** Starts the server over the seeded file; resolves with its port once it listens. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(root, 'scripts/bench/query-server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: '0',
        GUANLAN_NO_SEED: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout });
  const t0 = performance.now();
  for await (const line of lines) {
    const m = /^READY (\d+) (\d+) ?(.*)$/.exec(line);
    if (m) {
      const secs = ((performance.now() - t0) / 1000).toFixed(1);
      const applied = m[3] ? `，应用迁移 ${m[3]}（${m[2]} ms）` : '';
      log(`服务器进程 ${child.pid} 已在 127.0.0.1:${m[1]} 启动（${secs} 秒${applied}）`);
      return { child, port: Number(m[1]) };
    }
    log(`[server] ${line}`);
  }
  throw new Error('服务器未能启动');
}

/** CPU time (user + system) of a process in ms, from /proc (Linux clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Waits (≤ 60 s) until the server is idle: its analysis threads load their models at start. */
export async function settle(pid: number): Promise<void> {
  const t0 = performance.now();
  for (let i = 0; i < 120; i += 1) {
    const c0 = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuMs(pid) - c0 <= 20) {
      break;
    }
  }
  log(`服务器空闲（等待 ${((performance.now() - t0) / 1000).toFixed(1)} 秒）`);
}
