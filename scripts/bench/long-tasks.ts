/**
 * Long tasks of a V8 CPU profile (`node --cpu-prof`): the stretches where the main thread ran
 * JavaScript without a break of at least `GAP_MS` (an idle or program sample), longer than
 * `MIN_MS`, each with the functions that took most of it (self time) and the outermost
 * project frames they ran under. Usage: `node --import tsx scripts/bench/long-tasks.ts
 * <file.cpuprofile> [MIN_MS]`. Wall time under load includes time the thread was not
 * scheduled: read the stretches as "what ran", the samples as how much of it was CPU.
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) {
  throw new Error('用法：long-tasks.ts <file.cpuprofile> [最短毫秒]');
}
const MIN_MS = Number(process.argv[3] ?? 50);
const GAP_MS = 0;
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) {
  for (const c of n.children ?? []) {
    parent.set(c, n.id);
  }
}
const idle = (n: Node) =>
  ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName);
const label = (n: Node) => {
  const url = n.callFrame.url
    .replace(/^file:\/\//, '')
    .replace(/.*\/(apps|packages|node_modules)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};
/** The outermost frame of the project's own code (apps/ or packages/) in a sample's stack. */
const outerOwn = (id: number) => {
  let own: Node | undefined;
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur)!;
    if (/\/(apps|packages)\//.test(n.callFrame.url) && !n.callFrame.url.includes('node_modules')) {
      own = n;
    }
  }
  return own ? label(own) : '(no project frame)';
};

let t = 0;
let task: { start: number; end: number; samples: number[] } | undefined;
const tasks: { start: number; end: number; samples: number[] }[] = [];
for (let i = 0; i < profile.samples.length; i += 1) {
  t += profile.timeDeltas[i]! / 1000;
  const node = byId.get(profile.samples[i]!)!;
  if (idle(node) && node.callFrame.functionName !== '(garbage collector)') {
    if (task && t - task.end > GAP_MS) {
      tasks.push(task);
      task = undefined;
    }
    continue;
  }
  if (!task) {
    task = { start: t, end: t, samples: [] };
  }
  task.end = t;
  task.samples.push(i);
}
if (task) {
  tasks.push(task);
}
const long = tasks.filter((k) => k.end - k.start >= MIN_MS);
process.stdout.write(
  `${String(long.length)} 段 ≥ ${String(MIN_MS)} ms（共 ${String(tasks.length)} 段）\n`,
);
const interval = t / profile.samples.length || 1;
const total = new Map<string, number>();
for (const k of long.sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 15)) {
  const self = new Map<string, number>();
  const outer = new Map<string, number>();
  for (const i of k.samples) {
    const n = byId.get(profile.samples[i]!)!;
    self.set(label(n), (self.get(label(n)) ?? 0) + 1);
    const o = outerOwn(n.id);
    outer.set(o, (outer.get(o) ?? 0) + 1);
    total.set(o, (total.get(o) ?? 0) + 1);
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k2, v]) => `      ${(v * interval).toFixed(0)} ms  ${k2}`)
      .join('\n');
  process.stdout.write(
    `\n@${k.start.toFixed(0)} ms: ${(k.end - k.start).toFixed(0)} ms, ${String(k.samples.length)} samples\n` +
      `   under:\n${top(outer)}\n   self:\n${top(self)}\n`,
  );
}
