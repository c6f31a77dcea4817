/**
 * How fast this machine reads memory right now, printed beside a bench's figures so runs of
 * different days can be compared. The machines we bench on share their last-level cache with
 * other tenants: on 2026-11-30 a 4 MB working set read at memory speed (84–165 ns a read, where
 * a 32 MB L3 of our own answers in tens of cycles) while register-bound code ran at full speed, and every
 * cache-bound figure (B-tree walks, sentiment lookups) came out two to four times slower than
 * the day before with the same code. A bench whose probe differs is not comparable.
 */

/** Nanoseconds per dependent random read over a working set of `bytes` (one pointer chase). */
function chaseNs(bytes: number, reads: number): number {
  const n = bytes >>> 2;
  const next = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) {
    next[i] = i;
  }
  // Sattolo's shuffle: one cycle through every slot, so the chase visits the whole set.
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * i);
    const t = next[i]!;
    next[i] = next[j]!;
    next[j] = t;
  }
  let p = 0;
  for (let i = 0; i < n; i += 1) {
    p = next[p]!; // one lap to bring the set into whatever cache will hold it
  }
  const t0 = performance.now();
  for (let i = 0; i < reads; i += 1) {
    p = next[p]!;
  }
  const ns = ((performance.now() - t0) * 1e6) / reads;
  return p < 0 ? -1 : Math.round(ns * 10) / 10;
}

export interface MachineProbe {
  /** ns per random read: 256 KB (core cache), 4 MB (last-level cache), 32 MB (memory). */
  readNs: { kb256: number; mb4: number; mb32: number };
}

/** Takes 1–3 s; run it before the timed part, on an otherwise idle bench process. */
export function probeMachine(): MachineProbe {
  return {
    readNs: {
      kb256: chaseNs(256 << 10, 2_000_000),
      mb4: chaseNs(4 << 20, 1_000_000),
      mb32: chaseNs(32 << 20, 500_000),
    },
  };
}

/** One line for the bench's log. */
export function describeProbe(probe: MachineProbe): string {
  const { kb256, mb4, mb32 } = probe.readNs;
  return `本机内存随机读取：256 KB ${kb256} ns，4 MB ${mb4} ns，32 MB ${mb32} ns（4 MB 远高于 40 ns 时末级缓存被其他租户占用，缓存敏感的数字不可与其他日期相比）`;
}
