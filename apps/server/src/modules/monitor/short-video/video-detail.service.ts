import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { ShortVideoDetail } from '@guanlan/shared';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../platform/http/app-error.js';
import { visibleTo } from '../../../analysis/scope.js';

/** How many videos of the same cluster the details page shows. */
const SIMILAR = 8;

const counts = (r: {
  plays: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  favourites: number | null;
}) => ({
  plays: r.plays === null ? null : Number(r.plays),
  likes: r.likes === null ? null : Number(r.likes),
  comments: r.comments === null ? null : Number(r.comments),
  shares: r.shares === null ? null : Number(r.shares),
  favourites: r.favourites === null ? null : Number(r.favourites),
});

const UNKNOWN = { plays: null, likes: null, comments: null, shares: null, favourites: null };

/**
 * 短视频详情: a video with its cover (our media store), its latest counts and every count
 * snapshot oldest first (growth, not only totals), and the videos of its similar cluster with
 * their covers. A count a platform does not expose stays null (shown 不可获取, never 0).
 */
export class VideoDetailService {
  constructor(private readonly db: Kysely<DB>) {}

  async detail(orgId: number, articleId: number): Promise<ShortVideoDetail> {
    const a = await this.db
      .selectFrom('article')
      .leftJoin('org_article_state as oas', (j) =>
        j.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId),
      )
      .select([
        'article.id',
        'article.title',
        'article.summary',
        'article.url',
        'article.site_name',
        'article.author_name',
        'article.publish_time',
        'article.sentiment',
        'oas.sentiment as own_sentiment',
        'article.cover_url',
        'article.cluster_id',
      ])
      .where('article.id', '=', articleId)
      .where('article.carrier', '=', 'video')
      .where((eb) => visibleTo(eb, orgId))
      .executeTakeFirst();
    if (!a) {
      throw new AppError('NOT_FOUND', '短视频不存在或已被删除');
    }
    const shots = await this.db
      .selectFrom('video_snapshot')
      .selectAll()
      .where('article_id', '=', articleId)
      .orderBy('taken_at')
      .execute();
    const snapshots = shots.map((s) => ({
      takenAt: Number(s.taken_at),
      time: formatCn(Number(s.taken_at)),
      ...counts(s),
    }));
    const last = shots.at(-1);
    return {
      articleId: Number(a.id),
      title: a.title,
      summary: a.summary,
      url: a.url,
      platform: a.site_name ?? '',
      author: a.author_name ?? '',
      publishTime: formatCn(Number(a.publish_time)),
      sentiment: a.own_sentiment ?? a.sentiment,
      coverUrl: a.cover_url,
      counts: last ? counts(last) : UNKNOWN,
      snapshots,
      similar:
        a.cluster_id === null ? [] : await this.similar(orgId, Number(a.id), Number(a.cluster_id)),
    };
  }

  private async similar(orgId: number, articleId: number, clusterId: number) {
    const rows = await this.db
      .selectFrom('article')
      .select(['id', 'title', 'site_name', 'cover_url', 'publish_time'])
      .where('cluster_id', '=', clusterId)
      .where((eb) => visibleTo(eb, orgId))
      .where('id', '!=', articleId)
      .orderBy('publish_time', 'desc')
      .limit(SIMILAR)
      .execute();
    return rows.map((r) => ({
      articleId: Number(r.id),
      title: r.title,
      platform: r.site_name ?? '',
      coverUrl: r.cover_url,
      publishTime: formatCn(Number(r.publish_time)),
    }));
  }
}
