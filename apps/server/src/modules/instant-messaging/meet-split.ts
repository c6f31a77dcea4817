/** The idle gap that ends a meet record (会话): longer than this between two messages. */
export const MEET_IDLE_GAP_MS = 30 * 60_000;

/** The rule as the pages state it. */
export const MEET_RULE_TEXT =
  '会话划分规则：同一群组的消息按时间排序，相邻两条消息间隔超过30分钟即开始新的会话。';

/**
 * Splits a chat's message times (any order) into meet records: runs of messages where each
 * follows the previous one by at most `gapMs`. Returns [first index, last index] pairs over
 * the times sorted ascending (a gap of exactly `gapMs` stays in the same meet).
 */
export function splitMeets(
  sortedTimes: readonly number[],
  gapMs = MEET_IDLE_GAP_MS,
): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= sortedTimes.length; i++) {
    if (i === sortedTimes.length || sortedTimes[i]! - sortedTimes[i - 1]! > gapMs) {
      if (sortedTimes.length > 0) {
        out.push([start, i - 1]);
      }
      start = i;
    }
  }
  return out;
}
