/**
 * Builds the SQLite extensions the server loads (gl-groups.c: a hash aggregate) next to this
 * file, in build/, with the machine's C compiler ($CC, else cc) against the SQLite headers
 * better-sqlite3 ships. Run by `npm install` (postinstall) and `npm run build`; skipped when the
 * library is newer than its source. Without a compiler the server answers the same with GROUP BY,
 * more slowly on SQLite: this prints why and exits 0.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const suffix =
  process.platform === 'darwin' ? 'dylib' : process.platform === 'win32' ? 'dll' : 'so';
const source = path.join(here, 'gl-groups.c');
const out = path.join(here, 'build', `gl-groups.${suffix}`);

try {
  const require = createRequire(path.join(here, '..', 'package.json'));
  const headers = path.join(
    path.dirname(require.resolve('better-sqlite3/package.json')),
    'deps',
    'sqlite3',
  );
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
    `未能编译 SQLite 扩展 gl-groups（${err instanceof Error ? err.message : String(err)}）：` +
      'SQLite 上的排行与相似合并改用 GROUP BY，结果相同、较慢。\n',
  );
}
