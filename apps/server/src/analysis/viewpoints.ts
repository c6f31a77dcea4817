import { formatCn } from '@guanlan/shared';
import { isKeywordCandidate } from '../nlp/keywords.js';
import { effectiveSentiment, engagement, scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { byCodePoint, percent } from './table.js';
import type { Table } from './table.js';

/** An article as the clustering sees it: its id and its keywords. */
export interface ViewpointDoc {
  id: number;
  words: readonly string[];
}

/** A viewpoint found by clustering: its words and the ids of its articles (best first). */
export interface ViewpointCluster {
  keywords: string[];
  articleIds: number[];
}

export interface ClusterOptions {
  /** Candidate words considered (highest document frequency first); 40 by default. */
  candidates?: number;
  /** Jaccard association a word needs with a viewpoint's seed to join it; 0.3 by default. */
  minAssociation?: number;
  /** Words per viewpoint; 5 by default. */
  maxWords?: number;
  /** Viewpoints returned; 8 by default. */
  maxViewpoints?: number;
}

/** Words in more than this share of the articles (the event's own subject) say nothing apart. */
const UBIQUITOUS = 0.8;

/**
 * Keyword co-occurrence clustering:
 *
 * 1. candidate words: in ≥ 2 articles, and (with 5+ articles) in at most 80% of them, the
 *    `candidates` most frequent (ties by word);
 * 2. association of two words = Jaccard over articles: both / either;
 * 3. greedy grouping: the most frequent unused word seeds a viewpoint, and every unused word
 *    with association ≥ minAssociation to the seed joins it (strongest first, up to maxWords);
 * 4. each article joins the viewpoint sharing most words with it (ties: the earlier viewpoint);
 *    articles sharing none stay out; viewpoints with fewer than 2 articles are dropped.
 *
 * Viewpoints come largest first (ties by their first word); articles in a viewpoint are
 * ordered by shared words, then by their order in `docs` (callers pass the most engaging first).
 */
export function clusterViewpoints(
  docs: readonly ViewpointDoc[],
  options: ClusterOptions = {},
): ViewpointCluster[] {
  const sets = docs.map((d) => new Set(d.words));
  const df = new Map<string, number>();
  for (const s of sets) {
    for (const w of s) {
      df.set(w, (df.get(w) ?? 0) + 1);
    }
  }
  const n = docs.length;
  const candidates = [...df.entries()]
    .filter(([, f]) => f >= 2 && (n < 5 || f <= UBIQUITOUS * n))
    .sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]))
    .slice(0, options.candidates ?? 40)
    .map(([w]) => w);
  const both = (a: string, b: string) =>
    sets.reduce((k, s) => k + (s.has(a) && s.has(b) ? 1 : 0), 0);
  const jaccard = (a: string, b: string) => {
    const co = both(a, b);
    return co / (df.get(a)! + df.get(b)! - co);
  };
  const used = new Set<string>();
  const groups: string[][] = [];
  for (const seed of candidates) {
    if (used.has(seed)) {
      continue;
    }
    used.add(seed);
    const joined = candidates
      .filter((w) => !used.has(w))
      .map((w) => ({ w, a: jaccard(seed, w) }))
      .filter((x) => x.a >= (options.minAssociation ?? 0.3))
      .sort((x, y) => y.a - x.a || byCodePoint(x.w, y.w))
      .slice(0, (options.maxWords ?? 5) - 1)
      .map((x) => x.w);
    joined.forEach((w) => used.add(w));
    groups.push([seed, ...joined]);
  }
  const members = groups.map(() => [] as { id: number; shared: number; order: number }[]);
  sets.forEach((s, order) => {
    let best = -1;
    let bestShared = 0;
    groups.forEach((g, gi) => {
      const shared = g.filter((w) => s.has(w)).length;
      if (shared > bestShared) {
        best = gi;
        bestShared = shared;
      }
    });
    if (best >= 0) {
      members[best]!.push({ id: docs[order]!.id, shared: bestShared, order });
    }
  });
  return groups
    .map((keywords, gi) => ({
      keywords,
      articleIds: members[gi]!.sort((a, b) => b.shared - a.shared || a.order - b.order).map(
        (m) => m.id,
      ),
    }))
    .filter((v) => v.articleIds.length >= 2)
    .sort(
      (a, b) =>
        b.articleIds.length - a.articleIds.length || byCodePoint(a.keywords[0]!, b.keywords[0]!),
    )
    .slice(0, options.maxViewpoints ?? 8);
}

/** Articles (most engaging first) and keywords per article the clustering reads. */
const MAX_ARTICLES = 1000;
const WORDS_PER_ARTICLE = 8;
const ID_CHUNK = 500;
const REPRESENTATIVES = 3;

/** One viewpoint as the consensus call answers it. */
export interface ViewpointRow {
  viewpointId: number;
  label: string;
  keywords: string[];
  count: number;
  share: number;
  positive: number;
  neutral: number;
  negative: number;
  articles: {
    id: number;
    title: string;
    siteName: string;
    publishTime: string;
    sentiment: string;
  }[];
}

/** The viewpoints, and as a table (观点, 关键词, 文章数, 占比, 代表文章) for the Excel twin. */
export interface ViewpointsTable extends Table {
  total: number;
  viewpoints: ViewpointRow[];
}

/**
 * 舆论观点: the scope's (up to 1000 most engaging) articles clustered by their stored keywords
 * (the 8 heaviest of each, stop words removed) with clusterViewpoints; each viewpoint's share is
 * its articles over all clustered articles, with its sentiment split and 3 representative
 * articles (most shared words, then most engaging).
 */
export async function viewpoints(adb: AnalysisDb, scope: ArticleScope): Promise<ViewpointsTable> {
  const articles = await scopedArticles(adb, scope)
    .select([
      'article.id',
      'article.title',
      'article.site_name',
      'article.publish_time',
      effectiveSentiment.as('sentiment'),
      engagement.as('engagement'),
    ])
    .orderBy(engagement, 'desc')
    .orderBy('article.publish_time')
    .orderBy('article.id')
    .limit(MAX_ARTICLES)
    .execute();
  const ids = articles.map((a) => Number(a.id));
  const words = new Map<number, { word: string; weight: number }[]>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await adb.db
      .selectFrom('article_keyword')
      .select(['article_id', 'word', 'weight'])
      .where('article_id', 'in', ids.slice(i, i + ID_CHUNK))
      // The scope's months of the keywords (partition pruning on PostgreSQL).
      .where('publish_time', '>=', scope.startTime)
      .where('publish_time', '<=', scope.endTime)
      .execute();
    for (const r of rows) {
      const list = words.get(Number(r.article_id)) ?? [];
      list.push({ word: r.word, weight: Number(r.weight) });
      words.set(Number(r.article_id), list);
    }
  }
  const docs = ids.map((id) => ({
    id,
    words: (words.get(id) ?? [])
      .filter((w) => isKeywordCandidate(w.word))
      .sort((a, b) => b.weight - a.weight || byCodePoint(a.word, b.word))
      .slice(0, WORDS_PER_ARTICLE)
      .map((w) => w.word),
  }));
  const clusters = clusterViewpoints(docs);
  const byId = new Map(articles.map((a) => [Number(a.id), a]));
  const clustered = clusters.reduce((sum, c) => sum + c.articleIds.length, 0);
  const rows: ViewpointRow[] = clusters.map((c, i) => {
    const members = c.articleIds.map((id) => byId.get(id)!);
    const count = (s: string) => members.filter((m) => m.sentiment === s).length;
    return {
      viewpointId: i + 1,
      label: c.keywords.slice(0, 3).join('、'),
      keywords: c.keywords,
      count: members.length,
      share: percent(members.length, clustered),
      positive: count('positive'),
      neutral: count('neutral'),
      negative: count('negative'),
      articles: members.slice(0, REPRESENTATIVES).map((m) => ({
        id: Number(m.id),
        title: m.title,
        siteName: m.site_name ?? '',
        publishTime: formatCn(Number(m.publish_time)),
        sentiment: m.sentiment,
      })),
    };
  });
  return {
    total: clustered,
    viewpoints: rows,
    columns: [
      { key: 'label', title: '观点' },
      { key: 'keywords', title: '关键词' },
      { key: 'count', title: '文章数' },
      { key: 'share', title: '占比(%)' },
      { key: 'representative', title: '代表文章' },
    ],
    rows: rows.map((r) => ({
      viewpointId: r.viewpointId,
      label: r.label,
      keywords: r.keywords.join('、'),
      count: r.count,
      share: r.share,
      representative: r.articles[0]?.title ?? '',
    })),
  };
}
