/** The relation diagram as the server answers it (relationDiagramPortraitAnalysis). */
export interface RelationGraphData {
  nodes: { id: string; name: string; category: number; value: number; isSubject: boolean }[];
  links: {
    source: string;
    target: string;
    relation: string;
    relationName: string;
    value: number;
  }[];
  categories: { name: string }[];
  counts?: Record<string, { accounts: number; interactions: number }>;
  basedOn?: { posts: number; children: number };
  rule?: string;
}

/**
 * 关系全景图: the diagrams of several portraits as one. An account met in several keeps one
 * node (values summed, the subject look wins); links of the same pair and relation add up.
 */
export function mergeGraphs(graphs: readonly RelationGraphData[]): RelationGraphData {
  const nodes = new Map<string, RelationGraphData['nodes'][number]>();
  const links = new Map<string, RelationGraphData['links'][number]>();
  for (const g of graphs) {
    for (const n of g.nodes) {
      const old = nodes.get(n.id);
      nodes.set(
        n.id,
        old
          ? {
              ...old,
              value: old.value + n.value,
              isSubject: old.isSubject || n.isSubject,
              category: old.isSubject || n.isSubject ? 0 : old.category,
            }
          : { ...n },
      );
    }
    for (const l of g.links) {
      const key = `${l.source}\u0000${l.target}\u0000${l.relation}`;
      const old = links.get(key);
      links.set(key, old ? { ...old, value: old.value + l.value } : { ...l });
    }
  }
  return {
    nodes: [...nodes.values()],
    links: [...links.values()],
    categories: graphs[0]?.categories ?? [],
  };
}

/** Node size: the subject large, others by interactions on a square-root scale (8–36 px). */
export function nodeSize(n: { value: number; isSubject: boolean }) {
  return n.isSubject ? 48 : Math.min(36, 8 + Math.sqrt(n.value) * 4);
}

/** The ECharts force graph of a relation diagram; legend = relation categories. */
export function relationGraphOption(g: RelationGraphData) {
  return {
    tooltip: {
      formatter: (p: {
        dataType: string;
        data: {
          name?: string;
          relationName?: string;
          value: number;
          sourceName?: string;
          targetName?: string;
        };
      }) =>
        p.dataType === 'edge'
          ? `${p.data.sourceName} → ${p.data.targetName}<br/>${p.data.relationName}：${p.data.value} 次`
          : `${p.data.name}：互动 ${p.data.value} 次`,
    },
    legend: { top: 0, data: g.categories.map((c) => c.name) },
    // 画像对象 red; 转发TA人, 提及, 回复, 转发/评论TA each in its own colour.
    color: ['#e5484d', '#3a7bd5', '#2fb57a', '#f5a623', '#8e6bd8'],
    series: [
      {
        type: 'graph',
        layout: 'force',
        roam: true,
        draggable: true,
        top: 56,
        force: { repulsion: 320, edgeLength: [60, 200], gravity: 0.05 },
        categories: g.categories,
        label: { show: true, position: 'right', fontSize: 11 },
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 6,
        lineStyle: { color: 'source', opacity: 0.5, curveness: 0.15 },
        emphasis: { focus: 'adjacency' },
        data: g.nodes.map((n) => ({
          id: n.id,
          name: n.name,
          value: n.value,
          category: n.category,
          symbolSize: nodeSize(n),
          label: { show: n.isSubject || n.value >= 2 },
        })),
        links: g.links.map((l) => ({
          source: l.source,
          target: l.target,
          value: l.value,
          relationName: l.relationName,
          sourceName: g.nodes.find((n) => n.id === l.source)?.name ?? l.source,
          targetName: g.nodes.find((n) => n.id === l.target)?.name ?? l.target,
          lineStyle: { width: Math.min(6, 1 + Math.log2(l.value)) },
        })),
      },
    ],
  };
}
