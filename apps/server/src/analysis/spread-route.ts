import { formatCn } from '@guanlan/shared';
import { carrierLabel } from './table.js';

/** One article of the route (the shape of the call's tree nodes). */
export interface SpreadNode {
  id: number;
  title: string;
  siteName: string;
  carrier: string;
  carrierName: string;
  publishTime: string;
  children: SpreadNode[];
}

/** What the spread route needs of a cluster member. */
export interface RouteMember {
  id: number;
  title: string;
  site_name: string | null;
  carrier: string;
  publish_time: number;
  parent_id: number | null;
}

/**
 * 传播路径 of a similar cluster: the earliest article (ties by id) is the origin and the root; a
 * reprint hangs under its parent_id when that parent is in the cluster (and following parents
 * does not loop back to it), else under the origin. Children are ordered by time, then id.
 */
export function buildSpreadRoute(members: readonly RouteMember[]): SpreadNode | undefined {
  const sorted = [...members].sort((a, b) => a.publish_time - b.publish_time || a.id - b.id);
  const origin = sorted[0];
  if (!origin) {
    return undefined;
  }
  const byId = new Map(sorted.map((m) => [m.id, m]));
  const nodes = new Map<number, SpreadNode>(
    sorted.map((m) => [
      m.id,
      {
        id: m.id,
        title: m.title,
        siteName: m.site_name ?? '',
        carrier: m.carrier,
        carrierName: carrierLabel(m.carrier),
        publishTime: formatCn(m.publish_time),
        children: [],
      },
    ]),
  );
  const parentOf = (m: RouteMember): number => {
    const seen = new Set([m.id]);
    let p = m.parent_id;
    // Walk up the in-cluster parents: reaching the origin or a parentless article is fine,
    // coming back to `m` is a loop (bad data) and sends `m` to the origin.
    while (p !== null && byId.has(p) && p !== origin.id) {
      if (seen.has(p)) {
        return origin.id;
      }
      seen.add(p);
      p = byId.get(p)!.parent_id;
    }
    return m.parent_id !== null && byId.has(m.parent_id) ? m.parent_id : origin.id;
  };
  for (const m of sorted.slice(1)) {
    nodes.get(parentOf(m))!.children.push(nodes.get(m.id)!);
  }
  return nodes.get(origin.id);
}
