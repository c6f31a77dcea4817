/**
 * Builds the SQLite extensions the server loads next to this file, in build/, with the machine's
 * C compiler ($CC, else cc) against the SQLite headers better-sqlite3 ships: gl-groups.c (a hash
 * aggregate) and gl-walbuf.c (a VFS that writes a commit's WAL frames in one call). Run by
 * `npm install` (postinstall) and `npm run build`; a library newer than its source is kept.
 * Without a compiler the server answers the same, more slowly on SQLite (GROUP BY, a write call
 * per WAL frame): this prints why and exits 0.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const suffix =
  process.platform === 'darwin' ? 'dylib' : process.platform === 'win32' ? 'dll' : 'so';
/** Each extension and what the server does without it. */
const EXTENSIONS = [
  ['gl-groups', 'SQLite 上的排行与相似合并改用 GROUP BY，结果相同、较慢'],
  ['gl-walbuf', 'SQLite 逐帧写 WAL，结果相同、入库较慢'],
];

/** The SQLite headers better-sqlite3 ships (its amalgamation's). */
function sqliteHeaders() {
  const require = createRequire(path.join(here, '..', 'package.json'));
  return path.join(path.dirname(require.resolve('better-sqlite3/package.json')), 'deps', 'sqlite3');
}

let headers;
for (const [name, without] of EXTENSIONS) {
  const source = path.join(here, `${name}.c`);
  const out = path.join(here, 'build', `${name}.${suffix}`);
  try {
    headers ??= sqliteHeaders();
    const built = fs.existsSync(out) && fs.statSync(out).mtimeMs >= fs.statSync(source).mtimeMs;
    if (!built) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const shared = process.platform === 'darwin' ? ['-dynamiclib'] : ['-shared', '-fPIC'];
      execFileSync(process.env.CC || 'cc', ['-O2', ...shared, '-I', headers, source, '-o', out], {
        stdio: 'inherit',
      });
      process.stdout.write(`SQLite 扩展已编译：${path.relative(process.cwd(), out)}\n`);
    }
  } catch (err) {
    process.stderr.write(
      `未能编译 SQLite 扩展 ${name}（${err instanceof Error ? err.message : String(err)}）：${without}。\n`,
    );
  }
}
