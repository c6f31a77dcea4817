import type { CascadeNode } from './cascade-repo.js';

/** 传播层级: level 1 = direct reposts/comments of the original; share of all nodes below it. */
export interface CascadeLevel {
  level: number;
  count: number;
  share: number;
}

/** An account whose posts caused the most downstream reposts, with the path that reached it. */
export interface KeyNode {
  /** uid (or name when the platform gave only a name). */
  account: string;
  name: string;
  /** Its posts in the cascade. */
  posts: number;
  /** Reposts and comments below its posts (all levels). */
  downstream: number;
  /** Reposts and comments directly of its posts. */
  direct: number;
  /** Level of its most influential post. */
  level: number;
  /** Names from the original author down to this account (its most influential post). */
  path: string[];
}

export interface CascadeStructure {
  /** Nodes below the original. */
  size: number;
  levels: CascadeLevel[];
  maxDepth: number;
  /** The most nodes on one level, and that level. */
  maxWidth: number;
  widthLevel: number;
  keyNodes: KeyNode[];
  /** How parent links were found, by kind (explicit, url, chain, root). */
  links: Record<string, number>;
  /** Per node id: its level and downstream count (for hot comments). */
  depth: Map<number, number>;
  downstream: Map<number, number>;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export const accountOf = (n: CascadeNode) => n.authorUid ?? n.authorName ?? `#${n.id}`;
export const nameOf = (n: CascadeNode) => n.authorName ?? n.authorUid ?? '未知用户';

/**
 * Levels, width, key nodes and link provenance of a cascade (`nodes[0]`-independent: the root
 * is the node with no parent, or `rootId`). Linear in the number of nodes.
 */
export function cascadeStructure(
  nodes: readonly CascadeNode[],
  rootId: number,
  topN = 10,
): CascadeStructure {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<number, number[]>();
  for (const n of nodes) {
    if (n.id !== rootId && n.parentId !== null && byId.has(n.parentId)) {
      const list = children.get(n.parentId);
      if (list) {
        list.push(n.id);
      } else {
        children.set(n.parentId, [n.id]);
      }
    }
  }
  // Breadth-first from the root: every node gets its level once (cycles cannot repeat a node).
  const depth = new Map<number, number>([[rootId, 0]]);
  const order = [rootId];
  for (let i = 0; i < order.length; i += 1) {
    const id = order[i]!;
    for (const c of children.get(id) ?? []) {
      if (!depth.has(c)) {
        depth.set(c, depth.get(id)! + 1);
        order.push(c);
      }
    }
  }
  const downstream = new Map<number, number>();
  for (let i = order.length - 1; i >= 0; i -= 1) {
    const id = order[i]!;
    let sum = 0;
    for (const c of children.get(id) ?? []) {
      sum += 1 + (downstream.get(c) ?? 0);
    }
    downstream.set(id, sum);
  }
  const size = order.length - 1;
  const perLevel = new Map<number, number>();
  const links: Record<string, number> = {};
  for (const id of order.slice(1)) {
    const d = depth.get(id)!;
    perLevel.set(d, (perLevel.get(d) ?? 0) + 1);
    const via = byId.get(id)!.linkVia ?? 'explicit';
    links[via] = (links[via] ?? 0) + 1;
  }
  const levels = [...perLevel.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([level, count]) => ({ level, count, share: size ? round4(count / size) : 0 }));
  const widest = levels.reduce((w, l) => (l.count > w.count ? l : w), {
    level: 0,
    count: 0,
    share: 0,
  });
  return {
    size,
    levels,
    maxDepth: levels.length ? levels[levels.length - 1]!.level : 0,
    maxWidth: widest.count,
    widthLevel: widest.level,
    keyNodes: keyNodes(order, byId, children, depth, downstream, topN),
    links,
    depth,
    downstream,
  };
}

function keyNodes(
  order: readonly number[],
  byId: ReadonlyMap<number, CascadeNode>,
  children: ReadonlyMap<number, number[]>,
  depth: ReadonlyMap<number, number>,
  downstream: ReadonlyMap<number, number>,
  topN: number,
): KeyNode[] {
  const acc = new Map<
    string,
    { posts: number; downstream: number; direct: number; best: number }
  >();
  for (const id of order.slice(1)) {
    const n = byId.get(id)!;
    const key = accountOf(n);
    const down = downstream.get(id)!;
    const a = acc.get(key);
    if (!a) {
      acc.set(key, {
        posts: 1,
        downstream: down,
        direct: children.get(id)?.length ?? 0,
        best: id,
      });
      continue;
    }
    a.posts += 1;
    a.downstream += down;
    a.direct += children.get(id)?.length ?? 0;
    if (down > downstream.get(a.best)!) {
      a.best = id;
    }
  }
  return [...acc.entries()]
    .filter(([, a]) => a.downstream > 0)
    .sort((x, y) => y[1].downstream - x[1].downstream || (x[0] < y[0] ? -1 : 1))
    .slice(0, topN)
    .map(([account, a]) => {
      const path: string[] = [];
      for (
        let n = byId.get(a.best);
        n;
        n = n.parentId === null ? undefined : byId.get(n.parentId)
      ) {
        path.unshift(nameOf(n));
        if (path.length > 50) {
          break;
        }
      }
      return {
        account,
        name: nameOf(byId.get(a.best)!),
        posts: a.posts,
        downstream: a.downstream,
        direct: a.direct,
        level: depth.get(a.best)!,
        path,
      };
    });
}
