import type { Kysely } from 'kysely';
import { DAY_MS } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import { SimHashIndex } from '../../nlp/simhash.js';

/** Reprints are looked for among articles of the last 30 days. */
const WINDOW_MS = 30 * DAY_MS;
const EMPTY_HASH = '0000000000000000';

/**
 * Near-duplicate clusters: an article within 3 bits (SimHash) of a stored one joins that
 * article's cluster, so reprints share a cluster and similarArticleCount, similarArticles and
 * the spread tree come from it. The index lives in memory and is loaded once per process.
 */
export class ClusterIndex {
  private readonly index = new SimHashIndex<number>();
  private readonly clusterById = new Map<number, number>();
  private loaded: Promise<void> | undefined;

  ensureLoaded(db: Kysely<DB>, now: number): Promise<void> {
    this.loaded ??= (async () => {
      const rows = await db
        .selectFrom('article')
        .select(['id', 'simhash', 'cluster_id'])
        .where('publish_time', '>=', now - WINDOW_MS)
        .where('owner_org_id', 'is', null)
        .execute();
      for (const r of rows) {
        this.add(r.id, r.cluster_id ?? r.id, r.simhash);
      }
    })();
    return this.loaded;
  }

  /** The cluster of the nearest stored article, or null when this starts a new cluster. */
  clusterOf(hash: string): number | null {
    if (hash === EMPTY_HASH) {
      return null;
    }
    const near = this.index.findNear(hash)[0];
    return near === undefined ? null : (this.clusterById.get(near) ?? near);
  }

  add(id: number, clusterId: number, hash: string): void {
    if (hash === EMPTY_HASH) {
      return;
    }
    this.index.add(id, hash);
    this.clusterById.set(id, clusterId);
  }
}
