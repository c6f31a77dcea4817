import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import type { Clock } from '../platform/clock.js';
import type { AnalysedArticle } from './analysed-article.js';
import type { AnalyseResult, AnalyserPool } from './analyse/analyser-pool.js';
import type { ClusterIndex } from './dedupe/cluster-index.js';
import type { RuleBook } from './match/rule-book.js';
import { articleKey, canonicalUrl } from './normalise/canonical-url.js';
import { writeArticles } from './persist/article-writer.js';
import { recordRecollected } from './persist/video-snapshots.js';
import { resolvedCluster } from './persist/article-writer.js';
import type { ArticleToStore, TransactionHook } from './persist/article-writer.js';
import { SimHashIndex } from '../nlp/simhash.js';
import type { RawArticle } from './raw-article.js';
import { stripControls } from './normalise/control-chars.js';

/** The SimHash of an article without text: never a near-duplicate of anything. */
const EMPTY_SIMHASH = '0000000000000000';

/** Turns a raw article into an analysed one (pure CPU work; see analyse/). */
export interface Analyser {
  analyse(raw: RawArticle, url: string, hash: string, crawlTime: number): AnalysedArticle;
}

export type ItemOutcome =
  | { status: 'accepted'; id: number; urlHash: string }
  | { status: 'duplicate'; urlHash: string }
  | { status: 'rejected'; reason: string };

export interface PipelineDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  analyser: Analyser;
  rules: RuleBook;
  clusters: ClusterIndex;
  /** Worker threads for analysis; without it analysis runs on the calling thread. */
  pool?: AnalyserPool;
}

function analyseSafely(
  analyser: Analyser,
  t: { raw: RawArticle; url: string; hash: string; crawlTime: number },
): AnalyseResult {
  try {
    return { ok: true, article: analyser.analyse(t.raw, t.url, t.hash, t.crawlTime) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Listeners run after a batch is committed (warnings, websocket push, source stats). */
export type CommitListener = (
  stored: { id: number; article: AnalysedArticle; hits: { ruleId: number; orgId: number }[] }[],
) => void;

/**
 * The one ingest pipeline every collector feeds: canonical URL → exact dedupe → analyse →
 * near-duplicate cluster → match every active rule at once → persist in one transaction.
 * Returns one outcome per input, in order, only after the batch is durably committed.
 */
export class IngestPipeline {
  private readonly listeners: CommitListener[] = [];
  private readonly hooks: TransactionHook[] = [];

  constructor(private readonly deps: PipelineDeps) {}

  onCommit(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  /** Work that must commit atomically with the articles (a durable follow-up job). */
  inTransaction(hook: TransactionHook): void {
    this.hooks.push(hook);
  }

  async ingest(input: RawArticle[]): Promise<ItemOutcome[]> {
    const { db, clock, analyser, rules, clusters, dialect } = this.deps;
    // Whatever the collector: no NUL or other control character reaches analysis or storage.
    const raws = input.map((raw) => stripControls(raw));
    const now = clock.now();
    const outcomes: ItemOutcome[] = new Array<ItemOutcome>(raws.length);
    const candidates: { index: number; raw: RawArticle; url: string; hash: string }[] = [];
    const seenInBatch = new Set<string>();
    raws.forEach((raw, index) => {
      const url = canonicalUrl(raw.url);
      if (!url) {
        outcomes[index] = { status: 'rejected', reason: '链接不是有效的 http(s) 地址' };
        return;
      }
      if (!raw.title.trim()) {
        outcomes[index] = { status: 'rejected', reason: '标题不能为空' };
        return;
      }
      const hash = articleKey(url, raw.ownerOrgId);
      if (seenInBatch.has(hash)) {
        outcomes[index] = { status: 'duplicate', urlHash: hash };
        return;
      }
      seenInBatch.add(hash);
      candidates.push({ index, raw, url, hash });
    });

    const existing = await this.existingHashes(candidates.map((c) => c.hash));
    const recollected: { articleId: number; engagement: NonNullable<RawArticle['engagement']> }[] =
      [];
    const fresh = candidates.filter((c) => {
      const known = existing.get(c.hash);
      if (!known) {
        return true;
      }
      outcomes[c.index] = { status: 'duplicate', urlHash: c.hash };
      if (known.carrier === 'video' && c.raw.engagement) {
        recollected.push({ articleId: known.id, engagement: c.raw.engagement });
      }
      return false;
    });
    // A known video collected again: its counts continue the series (短视频 growth).
    await recordRecollected(db, recollected, now);

    await rules.refreshIfStale(now);
    await clusters.ensureLoaded(db, now);
    const tasks = fresh.map((c) => ({ raw: c.raw, url: c.url, hash: c.hash, crawlTime: now }));
    const analysed = this.deps.pool
      ? await this.deps.pool.analyse(tasks)
      : tasks.map((task) => analyseSafely(analyser, task));
    const toStore: (ArticleToStore & { index: number })[] = [];
    // Reprints arriving in one batch cluster together too (the index only knows stored ones).
    const batchMates = new SimHashIndex<number>();
    analysed.forEach((result, i) => {
      const index = fresh[i]!.index;
      if (!result.ok) {
        outcomes[index] = {
          status: 'rejected',
          reason: `内容无法解析：${result.error}`.slice(0, 200),
        };
        return;
      }
      const article = result.article;
      const owner = article.raw.ownerOrgId ?? null;
      // An organisation's own articles stay out of the shared clusters both ways: they cannot
      // swell a shared story's similar count (and so another organisation's warnings).
      const shared = owner === null;
      const clusterId = shared ? clusters.clusterOf(article.simhash) : null;
      const hashable = shared && article.simhash !== EMPTY_SIMHASH;
      const mate =
        clusterId === null && hashable ? batchMates.findNear(article.simhash)[0] : undefined;
      if (hashable) {
        batchMates.add(toStore.length, article.simhash);
      }
      toStore.push({
        index,
        article,
        clusterId,
        ...(mate !== undefined ? { sameClusterAs: toStore[mate]!.article.urlHash } : {}),
        // Provenance: an owned article is matched against its owner's rules only.
        hits: rules.match(article).filter((h) => shared || h.orgId === owner),
      });
    });

    const ids = await writeArticles(db, dialect, toStore, this.hooks);
    const byHash = new Map(toStore.map((i) => [i.article.urlHash, i]));
    const committed: Parameters<CommitListener>[0] = [];
    for (const item of toStore) {
      const id = ids.get(item.article.urlHash);
      if (id === undefined) {
        outcomes[item.index] = { status: 'duplicate', urlHash: item.article.urlHash };
        continue;
      }
      outcomes[item.index] = { status: 'accepted', id, urlHash: item.article.urlHash };
      if ((item.article.raw.ownerOrgId ?? null) === null) {
        clusters.add(id, resolvedCluster(item, byHash, ids) ?? id, item.article.simhash);
      }
      committed.push({ id, article: item.article, hits: item.hits });
    }
    for (const listener of this.listeners) {
      listener(committed);
    }
    return outcomes;
  }

  /** The stored articles among these keys: id and carrier by URL hash. */
  private async existingHashes(
    hashes: string[],
  ): Promise<Map<string, { id: number; carrier: string }>> {
    const found = new Map<string, { id: number; carrier: string }>();
    for (let i = 0; i < hashes.length; i += 500) {
      const part = hashes.slice(i, i + 500);
      if (part.length === 0) {
        continue;
      }
      const rows = await this.deps.db
        .selectFrom('article')
        .select(['url_hash', 'id', 'carrier'])
        .where('url_hash', 'in', part)
        .execute();
      for (const r of rows) {
        found.set(r.url_hash, { id: Number(r.id), carrier: r.carrier });
      }
    }
    return found;
  }
}
