import { describe, expect, it } from 'vitest';
import { countText, growthTable, readVideoDetail } from './video-detail';

describe('video detail', () => {
  const raw = {
    article: { id: 7, title: '夜市探店', publishTime: '2026-11-20 10:00:00', siteName: '抖音' },
    snapshots: [
      { time: '2026-11-21 10:00', plays: 900, likes: 40, comments: 5, shares: null },
      { time: '2026-11-20 10:00', plays: 100, likes: 4, comments: 1, shares: null },
    ],
    similar: [
      { id: 8, title: '夜市探店（二）', publishTime: '2026-11-20 12:00:00', siteName: '快手' },
    ],
  };

  it('takes the latest snapshot as the counts and keeps a hidden count as null', () => {
    const detail = readVideoDetail(raw);
    expect(detail.article.title).toBe('夜市探店');
    expect(detail.snapshots.map((s) => s.time)).toEqual(['2026-11-20 10:00', '2026-11-21 10:00']);
    expect(detail.counts).toEqual({
      plays: 900,
      likes: 40,
      comments: 5,
      shares: null,
      favorites: null,
    });
    expect(countText(detail.counts.shares)).toBe('不可获取');
    expect(countText(detail.counts.plays)).toBe('900');
    expect(detail.similar).toHaveLength(1);
  });

  it('draws only the counts the platform exposes, oldest snapshot first', () => {
    const table = growthTable(readVideoDetail(raw).snapshots);
    expect(table.columns.map((c) => c.title)).toEqual(['时间', '播放', '点赞', '评论']);
    expect(table.rows.map((r) => r.plays)).toEqual([100, 900]);
  });

  it('reads counts named playCount/likeCount on a flat answer', () => {
    const detail = readVideoDetail({ id: 1, title: 't', playCount: 12, likeCount: 3 });
    expect(detail.counts.plays).toBe(12);
    expect(detail.counts.likes).toBe(3);
    expect(detail.counts.comments).toBeNull();
  });
});
