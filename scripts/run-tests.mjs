#!/usr/bin/env node
// The README's test command: format, lint, types, unit + integration (SQLite and PostgreSQL),
// build, then browser e2e. Ends with one plain line `N passed, N failed, N skipped` that sums
// every suite, and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env, TZ: 'Asia/Shanghai', FORCE_COLOR: '0', NODE_ENV: 'test' };
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test with the first line of its error, printed again at the very end. */
const failedTests = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-report-'));
const only = process.argv.slice(2);

function run(label, cmd, args) {
  process.stdout.write(`\n▶ ${label}: ${cmd} ${args.join(' ')}\n`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`◀ ${label}: exit ${r.status} in ${secs}s\n`);
  return r.status === 0;
}

/** A gate that is not a test suite counts as one test. */
function check(label, cmd, args) {
  if (only.length && !only.includes(label)) return true;
  const ok = run(label, cmd, args);
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(label);
  }
  return ok;
}

/** A vitest run whose JSON report adds every test to the tally. */
function vitest(label, projects) {
  if (only.length && !only.includes(label)) return;
  const out = path.join(reportDir, `${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const ok = run(label, 'npx', [
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  let counted = false;
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
    tally.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    counted = report.numTotalTests > 0;
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      // A suite that failed to load has no tests in the report: count it as one failure.
      if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
        tally.failed += 1;
        failedTests.push(`${where}: ${firstLine(file.message)}`);
      }
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') {
          failedTests.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
        }
      }
    }
  }
  if (!ok || !counted) {
    if (!counted) tally.failed += 1;
    failures.push(label);
  }
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300);
}

check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit-integration', ['shared', 'server', 'web']);
if (check('build', 'npm', ['run', '--silent', 'build'])) {
  vitest('e2e', ['e2e']);
} else if (!only.length || only.includes('e2e')) {
  failures.push('e2e (not run: build failed)');
  tally.failed += 1;
}

fs.rmSync(reportDir, { recursive: true, force: true });
if (failedTests.length) process.stdout.write(`\nfailed tests:\n  ${failedTests.join('\n  ')}\n`);
if (failures.length) process.stdout.write(`\nfailed: ${failures.join(', ')}\n`);
process.stdout.write(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped\n`);
process.exit(tally.failed > 0 || failures.length > 0 ? 1 : 0);
