import { sql } from 'kysely';
import { formatCn } from '@guanlan/shared';
import { scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { buildSpreadRoute } from './spread-route.js';
import type { SpreadNode } from './spread-route.js';
import { byCodePoint, carrierLabel } from './table.js';
import type { Table } from './table.js';

/** The reprint tree shows at most this many articles of the cluster (the earliest ones). */
export const TREE_LIMIT = 300;

const HOUR = 3_600_000;
const CLUSTER = sql<number>`COALESCE(article.cluster_id, article.id)`;

/**
 * 跨载体传播顺序: for every carrier the scope's articles appear on, its first article (earliest,
 * ties by id), how many articles it has and how many hours after the scope's first article it
 * appeared; rows in order of appearance (ties by carrier code). Columns: 顺序, 载体, 首发时间,
 * 首发标题, 首发媒体, 信息量, 滞后(小时) — the Excel twin renders the same table.
 */
export async function carrierSpreadOrder(adb: AnalysisDb, scope: ArticleScope): Promise<Table> {
  const groups = await scopedArticles(adb, scope)
    .select([
      sql<string>`article.carrier`.as('carrier'),
      sql<number>`MIN(article.publish_time)`.as('first'),
      sql<number>`COUNT(*)`.as('n'),
    ])
    .groupBy(sql`article.carrier`)
    .execute();
  const ordered = groups
    .map((g) => ({ carrier: g.carrier, first: Number(g.first), n: Number(g.n) }))
    .sort((a, b) => a.first - b.first || byCodePoint(a.carrier, b.carrier));
  const firsts = await Promise.all(
    ordered.map((g) =>
      scopedArticles(adb, { ...scope, carriers: [g.carrier] })
        .select(['article.id', 'article.title', 'article.site_name', 'article.publish_time'])
        .orderBy('article.publish_time')
        .orderBy('article.id')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  const origin = ordered[0]?.first ?? 0;
  return {
    columns: [
      { key: 'order', title: '顺序' },
      { key: 'carrierName', title: '载体' },
      { key: 'firstTime', title: '首发时间' },
      { key: 'firstTitle', title: '首发标题' },
      { key: 'firstSiteName', title: '首发媒体' },
      { key: 'count', title: '信息量' },
      { key: 'delayHours', title: '滞后(小时)' },
    ],
    rows: ordered.flatMap((g, i) => {
      const a = firsts[i];
      if (!a) {
        return [];
      }
      return [
        {
          order: i + 1,
          carrier: g.carrier,
          carrierName: carrierLabel(g.carrier),
          firstTime: formatCn(g.first),
          firstTimestamp: g.first,
          firstArticleId: Number(a.id),
          firstTitle: a.title,
          firstSiteName: a.site_name ?? '',
          count: g.n,
          delayHours: Math.round(((g.first - origin) / HOUR) * 10) / 10,
        },
      ];
    }),
  };
}

/** The reprint tree of the scope's largest similar cluster. */
export interface ReprintTree {
  root: SpreadNode;
  /** The cluster's articles in the scope; the tree holds the earliest `shown` of them. */
  total: number;
  shown: number;
}

/**
 * 转载树: the scope's largest similar cluster (most articles in the scope; ties by the earlier
 * first article, then the smaller cluster id) as a spread route (buildSpreadRoute: the earliest
 * article is the origin, a reprint hangs under its in-cluster parent, else under the origin).
 * Null when the scope has no article.
 */
export async function reprintTree(
  adb: AnalysisDb,
  scope: ArticleScope,
): Promise<ReprintTree | null> {
  const top = await scopedArticles(adb, scope)
    .select([
      CLUSTER.as('cluster'),
      sql<number>`COUNT(*)`.as('n'),
      sql<number>`MIN(article.publish_time)`.as('first'),
    ])
    .groupBy(CLUSTER)
    .orderBy(sql`COUNT(*)`, 'desc')
    .orderBy(sql`MIN(article.publish_time)`)
    .orderBy(CLUSTER)
    .limit(1)
    .executeTakeFirst();
  if (!top) {
    return null;
  }
  const cluster = Number(top.cluster);
  const members = await scopedArticles(adb, scope, 'check')
    .where((eb) =>
      eb.or([
        eb('article.cluster_id', '=', cluster),
        eb.and([eb('article.cluster_id', 'is', null), eb('article.id', '=', cluster)]),
      ]),
    )
    .select([
      'article.id',
      'article.title',
      'article.site_name',
      'article.carrier',
      'article.publish_time',
      'article.parent_id',
    ])
    .orderBy('article.publish_time')
    .orderBy('article.id')
    .limit(TREE_LIMIT)
    .execute();
  const root = buildSpreadRoute(
    members.map((m) => ({
      ...m,
      id: Number(m.id),
      publish_time: Number(m.publish_time),
      parent_id: m.parent_id === null ? null : Number(m.parent_id),
    })),
  );
  return root ? { root, total: Number(top.n), shown: members.length } : null;
}

/** The reprint tree flattened for the Excel twin: 层级, 标题, 媒体, 载体, 发布时间. */
export function reprintTable(tree: ReprintTree | null): Table {
  const rows: Table['rows'] = [];
  const walk = (node: SpreadNode, depth: number) => {
    rows.push({
      id: node.id,
      depth,
      title: `${'　'.repeat(depth)}${node.title}`,
      siteName: node.siteName,
      carrierName: node.carrierName,
      publishTime: node.publishTime,
    });
    node.children.forEach((c) => walk(c, depth + 1));
  };
  if (tree) {
    walk(tree.root, 0);
  }
  return {
    columns: [
      { key: 'depth', title: '层级' },
      { key: 'title', title: '标题' },
      { key: 'siteName', title: '媒体' },
      { key: 'carrierName', title: '载体' },
      { key: 'publishTime', title: '发布时间' },
    ],
    rows,
  };
}
