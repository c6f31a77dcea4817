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
import { resolvedCluster } from './persist/article-rows.js';
import type { ArticleToStore } from './persist/article-rows.js';
import type { TransactionHook } from './persist/article-writer.js';
import type { RuleHit } from './persist/org-hits.js';
import { SimHashIndex } from '../nlp/simhash.js';
import type { RawArticle } from './raw-article.js';
import { storedByUrlHash } from '../db/article-months.js';
import { stripControls } from './normalise/control-chars.js';
import { FtsMergePacer } from './persist/fts-merge-pacer.js';

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

/** Items per chunk: analysis on threads costs the main thread little, on it ~0.5 ms each. */
const CHUNK_WITH_THREADS = 100;
const CHUNK_ON_MAIN_THREAD = 50;
/**
 * On SQLite a write transaction holds the event loop from start to commit: each slice of a chunk
 * is sized to take about this long, from the write time per article measured so far, so a busy
 * machine gets small slices and a quiet one few commits (and few warning-evaluation jobs).
 * (Slices of 20 ms raised /healthz's p99 under bench:ops by about 25 ms.)
 */
const SQLITE_WRITE_BUDGET_MS = 12;
/** Recent slices whose write time per article is weighed (their median). */
const SLICE_SAMPLES = 9;
/** The first slice, before any write was measured, and the bounds of every slice. */
const SQLITE_FIRST_SLICE = 10;
const SQLITE_MIN_SLICE = 4;
const SQLITE_MAX_SLICE = 200;
/**
 * Each SQLite full-text merge step (automatic merging is off) after a slice and after a batch
 * writes as many pages as fit this budget (FtsMergePacer), like a write slice.
 */
const FTS_MERGE_BUDGET_MS = SQLITE_WRITE_BUDGET_MS;
/** At most this many merge steps after a batch; the next batch goes on where these stop. */
const FTS_CATCH_UP_STEPS = 500;

/** Lets timers and I/O (health checks, other requests) run between two chunks. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Candidate {
  index: number;
  raw: RawArticle;
  url: string;
  hash: string;
}

interface Prepared {
  fresh: Candidate[];
  analysed: AnalyseResult[];
}

/** Listeners run after a batch is committed (warnings, websocket push, source stats). */
export type CommitListener = (
  stored: { id: number; article: AnalysedArticle; hits: RuleHit[] }[],
) => void;

/**
 * The one ingest pipeline every collector feeds: canonical URL → exact dedupe → analyse →
 * near-duplicate cluster → match every active rule at once → persist in one transaction.
 * Returns one outcome per input, in order, only after the batch is durably committed.
 */
export class IngestPipeline {
  private readonly listeners: CommitListener[] = [];
  private readonly hooks: TransactionHook[] = [];
  /** SQLite write time per article (ms) of the recent slices, oldest first. */
  private readonly writeMsPerArticle: number[] = [];
  private readonly ftsMerges = new FtsMergePacer(FTS_MERGE_BUDGET_MS);

  constructor(private readonly deps: PipelineDeps) {}

  onCommit(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  /** Work that must commit atomically with the articles (a durable follow-up job). */
  inTransaction(hook: TransactionHook): void {
    this.hooks.push(hook);
  }

  /**
   * Ingests a batch of any size in chunks: each chunk is analysed (on the analysis threads,
   * the next chunk while this one is stored), matched and committed in its own transaction, and
   * the event loop is free between chunks — a 5,000-line batch never holds it for long. Resolves
   * only once every chunk is committed; an item's outcome never depends on its chunk.
   */
  async ingest(input: RawArticle[]): Promise<ItemOutcome[]> {
    const { db, clock, rules, clusters } = this.deps;
    const now = clock.now();
    const outcomes: ItemOutcome[] = new Array<ItemOutcome>(input.length);
    const seenInBatch = new Set<string>();
    await rules.refreshIfStale(now);
    await clusters.ensureLoaded(db, now);
    const size = this.deps.pool ? CHUNK_WITH_THREADS : CHUNK_ON_MAIN_THREAD;
    const prepare = (from: number) =>
      this.prepare(input.slice(from, from + size), from, outcomes, seenInBatch, now);
    let ahead = input.length > 0 ? prepare(0) : undefined;
    for (let from = 0; ahead; from += size) {
      const current = await ahead;
      ahead = from + size < input.length ? prepare(from + size) : undefined;
      // Marked handled now; a failure still surfaces when the next chunk awaits it.
      ahead?.catch(() => undefined);
      await this.store(current, outcomes);
      await yieldToEventLoop();
    }
    await this.catchUpFtsMerges();
    return outcomes;
  }

  /**
   * After a batch, SQLite's full-text segments are merged in bounded steps, an event-loop turn
   * apart, until no level holds enough segments to merge (the steps between slices fall behind
   * during a large batch: 31 segments after 5,000 articles).
   */
  private async catchUpFtsMerges(): Promise<void> {
    const { db, dialect } = this.deps;
    if (dialect.engine !== 'sqlite') {
      return;
    }
    for (let step = 0; step < FTS_CATCH_UP_STEPS; step += 1) {
      if (!(await this.ftsMerges.step((pages) => dialect.mergeFtsStep(db, pages)))) {
        return;
      }
      await yieldToEventLoop();
    }
  }

  /** Screens a chunk (URL, title, duplicates) and analyses what is new. */
  private async prepare(
    input: RawArticle[],
    offset: number,
    outcomes: ItemOutcome[],
    seenInBatch: Set<string>,
    now: number,
  ): Promise<Prepared> {
    // Whatever the collector: no NUL or other control character reaches analysis or storage.
    const raws = input.map((raw) => stripControls(raw));
    const candidates: Candidate[] = [];
    raws.forEach((raw, i) => {
      const index = offset + i;
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
    await recordRecollected(this.deps.db, recollected, now);
    const tasks = fresh.map((c) => ({ raw: c.raw, url: c.url, hash: c.hash, crawlTime: now }));
    const analysed = this.deps.pool
      ? await this.deps.pool.analyse(tasks)
      : tasks.map((task) => analyseSafely(this.deps.analyser, task));
    return { fresh, analysed };
  }

  /** Clusters, matches and commits one analysed chunk, then tells the listeners. */
  private async store({ fresh, analysed }: Prepared, outcomes: ItemOutcome[]): Promise<void> {
    const { db, rules, clusters, dialect } = this.deps;
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

    const committed: Parameters<CommitListener>[0] = [];
    // On SQLite a write runs on this thread from start to commit: write in time-budgeted slices
    // so no transaction holds the event loop for long. PostgreSQL writes wait on the network.
    const sqlite = dialect.engine === 'sqlite';
    /** The cluster every stored item of this chunk ended up in, by URL hash. */
    const clusterOf = new Map<string, number>();
    const written = new Set<string>();
    for (let from = 0, slice = 0; from < toStore.length; from += slice) {
      if (from > 0) {
        await yieldToEventLoop();
      }
      slice = sqlite ? this.sliceSize() : toStore.length;
      // A batch-mate stored by an earlier slice is a stored near-duplicate by now.
      const part = toStore.slice(from, from + slice).map((item) => {
        if (!item.sameClusterAs || !written.has(item.sameClusterAs)) {
          return item;
        }
        const { sameClusterAs: mate, ...rest } = item;
        return { ...rest, clusterId: clusterOf.get(mate) ?? null };
      });
      const started = performance.now();
      const ids = await writeArticles(db, dialect, part, this.hooks);
      if (sqlite) {
        this.measured((performance.now() - started) / part.length);
        await yieldToEventLoop();
        await this.ftsMerges.step((pages) => dialect.mergeFtsStep(db, pages));
      }
      const byHash = new Map(part.map((i) => [i.article.urlHash, i]));
      for (const item of part) {
        written.add(item.article.urlHash);
        const id = ids.get(item.article.urlHash);
        if (id === undefined) {
          outcomes[item.index] = { status: 'duplicate', urlHash: item.article.urlHash };
          continue;
        }
        outcomes[item.index] = { status: 'accepted', id, urlHash: item.article.urlHash };
        const cluster = resolvedCluster(item, byHash, ids) ?? id;
        clusterOf.set(item.article.urlHash, cluster);
        if ((item.article.raw.ownerOrgId ?? null) === null) {
          clusters.add(id, cluster, item.article.simhash);
        }
        committed.push({ id, article: item.article, hits: item.hits });
      }
    }
    for (const listener of this.listeners) {
      listener(committed);
    }
  }

  /**
   * Articles for the next SQLite transaction: as many as fit the time budget at the median write
   * time per article of the recent slices. The median, not the last or the mean: on a busy
   * machine a slice is now and then descheduled for tens of milliseconds, which says nothing
   * about how long the next one takes, and shrinking every slice after it only adds commits.
   */
  private sliceSize(): number {
    const recent = [...this.writeMsPerArticle].sort((a, b) => a - b);
    if (recent.length === 0) {
      return SQLITE_FIRST_SLICE;
    }
    const perArticle = recent[Math.floor(recent.length / 2)]!;
    const fit = Math.floor(SQLITE_WRITE_BUDGET_MS / Math.max(perArticle, 0.01));
    return Math.min(SQLITE_MAX_SLICE, Math.max(SQLITE_MIN_SLICE, fit));
  }

  private measured(msPerArticle: number): void {
    this.writeMsPerArticle.push(msPerArticle);
    if (this.writeMsPerArticle.length > SLICE_SAMPLES) {
      this.writeMsPerArticle.shift();
    }
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
      const rows = await storedByUrlHash(this.deps.db, part);
      for (const r of rows) {
        found.set(r.url_hash, { id: Number(r.id), carrier: r.carrier });
      }
    }
    return found;
  }
}
