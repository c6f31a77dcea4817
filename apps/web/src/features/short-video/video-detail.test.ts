import { describe, expect, it } from 'vitest';
import { countText, growthTable, readVideoDetail } from './video-detail';

describe('video detail', () => {
  const raw = {
    articleId: 7,
    title: '夜市探店',
    platform: 'douyin',
    publishTime: '2026-11-20 10:00:00',
    coverUrl: '/media/covers/7.jpg',
    counts: { plays: 900, likes: 40, comments: 5, shares: null, favourites: null },
    snapshots: [
      { time: '2026-11-21 10:00', plays: 900, likes: 40, comments: 5, shares: null },
      { time: '2026-11-20 10:00', plays: 100, likes: 4, comments: 1, shares: null },
    ],
    similar: [
      { id: 8, title: '夜市探店（二）', publishTime: '2026-11-20 12:00:00', siteName: '快手' },
    ],
  };

  it('reads the video, its counts with a hidden count as null, and its similar videos', () => {
    const detail = readVideoDetail(raw);
    expect(detail.video).toMatchObject({
      articleId: 7,
      title: '夜市探店',
      coverUrl: '/media/covers/7.jpg',
    });
    expect(detail.snapshots.map((s) => s.time)).toEqual(['2026-11-20 10:00', '2026-11-21 10:00']);
    expect(detail.counts).toEqual({
      plays: 900,
      likes: 40,
      comments: 5,
      shares: null,
      favourites: null,
    });
    expect(countText(detail.counts.shares)).toBe('不可获取');
    expect(countText(detail.counts.plays)).toBe('900');
    expect(detail.similar.map((v) => [v.articleId, v.coverUrl])).toEqual([[8, null]]);
  });

  it('draws only the counts the platform exposes, oldest snapshot first', () => {
    const table = growthTable(readVideoDetail(raw).snapshots);
    expect(table.columns.map((c) => c.title)).toEqual(['时间', '播放', '点赞', '评论']);
    expect(table.rows.map((r) => r.plays)).toEqual([100, 900]);
  });

  it('takes the latest snapshot when the answer has no counts of its own', () => {
    const detail = readVideoDetail({ ...raw, counts: undefined });
    expect(detail.counts.plays).toBe(900);
  });

  it('reads counts named playCount/likeCount on a flat answer', () => {
    const detail = readVideoDetail({ id: 1, title: 't', playCount: 12, likeCount: 3 });
    expect(detail.counts.plays).toBe(12);
    expect(detail.counts.likes).toBe(3);
    expect(detail.counts.comments).toBeNull();
  });
});
