import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceCalls, shortVideoCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { realNews } from '../../../test/helpers/news-corpus.js';
import { INGEST_PATH } from './ingest-api.js';

interface IngestAnswer {
  accepted: number;
  duplicates: number;
  rejected: number;
  results: { line: number; status: string; id?: number; reason?: string; notes?: string[] }[];
  message?: string;
}

describe.each(ENGINES)('POST /ingest/v1/articles (%s)', (engine) => {
  let t: TestApp;
  let apiKey: string;
  let token = '';
  const post = async (body: string, key = apiKey) => {
    const res = await t.app.inject({
      method: 'POST',
      url: INGEST_PATH,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
      payload: body,
    });
    return { status: res.statusCode, body: res.json<IngestAnswer>() };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const s = await t.loginAs();
    token = s.token;
    const created = await t.call(
      dataSourceCalls.saveApiKey,
      { name: '测试供应商' },
      { token: s.token },
    );
    apiKey = (created.body.data as { apiKey: string }).apiKey;
  }, 120_000);
  afterAll(() => t.close());

  it('accepts good lines and rejects malformed ones with per-line Chinese reasons', async () => {
    const good = realNews(3).map((a) => JSON.stringify(a));
    const body = [
      good[0],
      '{"url": "https://x.example.cn/1.html"',
      JSON.stringify({ url: 'https://x.example.cn/2.html' }),
      JSON.stringify({ url: 'https://x.example.cn/3.html', title: '标题', carrier: 'tiktok' }),
      good[1],
      '',
      good[2],
    ].join('\n');
    const { status, body: answer } = await post(body);
    expect(status).toBe(202);
    expect(answer).toMatchObject({ accepted: 3, duplicates: 0, rejected: 3 });
    expect(answer.results.find((r) => r.line === 2)?.reason).toBe('第2行不是合法的 JSON');
    expect(answer.results.find((r) => r.line === 3)?.reason).toBe('第3行：缺少 title');
    expect(answer.results.find((r) => r.line === 4)?.reason).toMatch(/^第4行：carrier 必须是/);
  });

  it('numbers the lines of a body of megabytes (read a line at a time) exactly', async () => {
    // Stored by the test before: it comes back a duplicate, at its own line.
    const [good] = realNews(1).map((a) => JSON.stringify(a));
    // 1,200 lines of ~1.5 KB of Chinese (3 bytes each): slices end mid-body at newlines.
    const filler = `{"url": "https://x.example.cn/big.html", "title": "${'长'.repeat(500)}"`;
    const lines = Array.from({ length: 1200 }, () => filler);
    lines[777] = good!;
    const { status, body } = await post(lines.join('\n'));
    expect(status).toBe(202);
    expect(body).toMatchObject({ accepted: 0, duplicates: 1, rejected: 1199 });
    expect(body.results.find((r) => r.status === 'duplicate')?.line).toBe(778);
    expect(body.results[1199]?.reason).toBe('第1200行不是合法的 JSON');
  });

  it('is idempotent on URL: re-sending a batch creates no duplicates', async () => {
    const batch = realNews(20, { offset: 100 })
      .map((a) => JSON.stringify(a))
      .join('\n');
    expect((await post(batch)).body.accepted).toBe(20);
    const again = await post(batch);
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 20 });
    const n = await t.db
      .selectFrom('article')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(23);
  });

  it('refuses a wrong or revoked key with 401 and stores nothing', async () => {
    const line = JSON.stringify(realNews(1, { offset: 300 })[0]);
    const wrong = await post(line, 'glk_not-a-key');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toContain('API 密钥无效');
    const n = await t.db.selectFrom('article').select('id').where('url', 'like', '%300%').execute();
    expect(n).toHaveLength(0);
  });

  it('refuses a batch over 5,000 lines with 413 and a clear message', async () => {
    const line = JSON.stringify({ url: 'https://x.example.cn/big.html', title: '标题' });
    const { status, body } = await post(Array.from({ length: 5001 }, () => line).join('\n'));
    expect(status).toBe(413);
    expect(body.message).toContain('单批最多5000行');
  });

  it('keeps an inline cover (articleCoverBase64 or a data:image coverUrl) in our media store', async () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
    const { status, body } = await post(
      [
        { url: 'https://v.example.cn/cover-1', title: '封面一', articleCoverBase64: png },
        {
          url: 'https://v.example.cn/cover-2',
          title: '封面二',
          coverUrl: `data:image/png;base64,${png}`,
        },
        {
          url: 'https://v.example.cn/cover-3',
          title: '封面三',
          articleCoverBase64: 'bm90IGFuIGltYWdl',
        },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    expect(status).toBe(202);
    expect(body.accepted).toBe(3);
    const rows = await t.db
      .selectFrom('article')
      .select(['url', 'cover_url'])
      .where('url', 'like', 'https://v.example.cn/cover-%')
      .orderBy('url')
      .execute();
    expect(rows[0]!.cover_url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(rows[1]!.cover_url).toBe(rows[0]!.cover_url);
    expect(rows[2]!.cover_url).toBeNull();
    expect(body.results[2]).toMatchObject({
      notes: ['封面图片已忽略：封面只支持 PNG、JPEG、GIF 或 WebP 图片'],
    });
    const image = await t.app.inject({ method: 'GET', url: rows[0]!.cover_url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
  });

  it('starts a video’s count series from the counts it arrives with, unknown counts left null', async () => {
    const { body } = await post(
      JSON.stringify({
        url: 'https://v.example.cn/snap-1',
        title: '短视频计数',
        carrier: 'video',
        engagement: { plays: 1200, likes: 30 },
      }),
    );
    const id = body.results[0]!.id!;
    const snaps = await t.db
      .selectFrom('video_snapshot')
      .selectAll()
      .where('article_id', '=', id)
      .execute();
    expect(snaps.map((r) => [Number(r.plays), Number(r.likes), r.comments, r.shares])).toEqual([
      [1200, 30, null, null],
    ]);
  });

  it('continues the series when a known video is collected again, favourites included', async () => {
    const line = (engagement: Record<string, number>) =>
      JSON.stringify({
        url: 'https://v.example.cn/snap-again',
        title: '再次采集的短视频',
        carrier: 'video',
        siteName: '抖音',
        engagement,
      });
    const first = await post(line({ plays: 1000, likes: 10, favourites: 3 }));
    const id = first.body.results[0]!.id!;
    t.clock.advance(3_600_000);
    const again = await post(line({ plays: 5000, likes: 80, comments: 7, favourites: 12 }));
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 1 });
    const { body } = await t.call<{
      counts: Record<string, number | null>;
      snapshots: { plays: number | null; favourites: number | null; comments: number | null }[];
    }>(shortVideoCalls.findShortVideoDetail, { articleId: id }, { token });
    expect(body.meta.code).toBe(200);
    expect(body.data.snapshots.map((s) => [s.plays, s.favourites, s.comments])).toEqual([
      [1000, 3, null],
      [5000, 12, 7],
    ]);
    expect(body.data.counts).toMatchObject({
      plays: 5000,
      likes: 80,
      favourites: 12,
      shares: null,
    });
  });
});
