import { parseNdjsonLine } from './ingest-line.js';
import type { LineResult, ParsedLine } from './ingest-line.js';

/**
 * Main-thread time spent parsing a batch before other requests get an event-loop turn. The
 * body stays bytes: each line is found with a byte search and decoded on its own (the byte 0x0A
 * never occurs inside a multi-byte UTF-8 character), so no decoded copy of the whole batch, no
 * array of its lines and no joined slices are built — these held the event loop for 200+ ms
 * (bench:ops CPU profile: string slicing and the garbage collection after it).
 */
const PARSE_BUDGET_MS = 8;

const LF = 0x0a;

/** Where the line starting at `start` ends (its newline, or the end of the body). */
function lineEnd(body: Buffer, start: number): number {
  const cut = body.indexOf(LF, start);
  return cut < 0 ? body.length : cut;
}

/** Whether the bytes hold nothing but what `String.prototype.trim` removes. */
function isBlank(body: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i += 1) {
    const b = body[i]!;
    if (b === 0x20 || (b >= 0x09 && b <= 0x0d)) {
      continue;
    }
    // Non-ASCII: Unicode spaces (U+3000, U+FEFF …) count as blank too, so decode and ask.
    return b < 0x80 ? false : body.toString('utf8', start, end).trim() === '';
  }
  return true;
}

/** The body's non-blank lines (lines are separated by "\n"; "\r\n" counts as one). */
export function countLines(body: Buffer): number {
  let count = 0;
  for (let start = 0; start <= body.length;) {
    const end = lineEnd(body, start);
    if (!isBlank(body, start, end)) {
      count += 1;
    }
    start = end + 1;
  }
  return count;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every line of the body parsed and validated (blank lines skipped, line numbers counting them),
 * letting other requests run whenever PARSE_BUDGET_MS of parsing has passed.
 */
export async function parseBody(
  body: Buffer,
  now: number,
): Promise<{ items: ParsedLine[]; rejected: LineResult[] }> {
  const items: ParsedLine[] = [];
  const rejected: LineResult[] = [];
  let sliceStart = performance.now();
  for (let start = 0, line = 1; start <= body.length; line += 1) {
    const end = lineEnd(body, start);
    if (!isBlank(body, start, end)) {
      const result = parseNdjsonLine(body.toString('utf8', start, end), line, now);
      if (result && 'status' in result) {
        rejected.push(result);
      } else if (result) {
        items.push(result);
      }
    }
    start = end + 1;
    if (performance.now() - sliceStart >= PARSE_BUDGET_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  return { items, rejected };
}
