import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { hashToken } from '../../platform/session/tokens.js';
import type { IngestPipeline } from '../pipeline.js';
import { countLines, parseBody } from './ingest-body.js';
import type { ParsedLine } from './ingest-line.js';
import { MediaRejected, MediaStore } from '../../media/media-store.js';
import type { LineResult } from './ingest-line.js';

export const INGEST_PATH = '/ingest/v1/articles';
export const MAX_BATCH_LINES = 5000;
const MAX_BATCH_BYTES = 20 * 1024 * 1024;

/**
 * The bulk ingest API for data vendors and crawler fleets: NDJSON, one article per line,
 * authenticated by an organisation's API key, idempotent on URL. Answers 202 with a result per
 * line only after the whole batch is committed.
 */
export async function registerIngestApi(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; pipeline: IngestPipeline; clock: Clock; mediaBase: string },
): Promise<void> {
  const media = new MediaStore(deps.db, deps.mediaBase);
  // Fastify plugins are async functions; this one only registers synchronously.
  // eslint-disable-next-line @typescript-eslint/require-await
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Bytes, not a string: decoding a batch of megabytes at once held the event loop for
    // 100+ ms (bench:ops CPU profile); parseBody decodes it a line at a time.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_BATCH_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.post(INGEST_PATH, { bodyLimit: MAX_BATCH_BYTES }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const key = header.replace(/^Bearer\s+/i, '').trim();
      const found = key
        ? await deps.db
            .selectFrom('api_key')
            .select(['id', 'org_id', 'is_platform'])
            .where('key_hash', '=', hashToken(key))
            .where('revoked_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      if (!found) {
        return reply
          .status(401)
          .send({ code: 3002, message: 'API 密钥无效或已停用，请在数据源管理中创建密钥' });
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const lineCount = countLines(body);
      if (lineCount === 0) {
        return reply
          .status(400)
          .send({ code: 4000, message: '请求体为空：每行一条 JSON 格式的文章' });
      }
      if (lineCount > MAX_BATCH_LINES) {
        return reply.status(413).send({
          code: 4013,
          message: `单批最多${MAX_BATCH_LINES}行，本批${lineCount}行，请分批提交`,
        });
      }
      const { items, rejected } = await parseBody(body, deps.clock.now());
      await storeCovers(media, items, deps.clock.now());
      // Provenance: an organisation's key brings articles for that organisation alone; only
      // the platform administrator's keys feed the shared pool.
      const ownerOrgId = found.is_platform === 1 ? null : found.org_id;
      const outcomes = await deps.pipeline.ingest(items.map((i) => ({ ...i.raw, ownerOrgId })));
      const results: LineResult[] = [...rejected];
      outcomes.forEach((o, i) => {
        const { line, notes } = items[i]!;
        const noted = notes.length > 0 ? { notes } : {};
        if (o.status === 'accepted') {
          results.push({ line, status: 'accepted', id: o.id, ...noted });
        } else if (o.status === 'duplicate') {
          results.push({ line, status: 'duplicate', ...noted });
        } else {
          results.push({ line, status: 'rejected', reason: `第${line}行：${o.reason}` });
        }
      });
      results.sort((a, b) => a.line - b.line);
      await deps.db
        .updateTable('api_key')
        .set({ last_used_at: deps.clock.now() })
        .where('id', '=', found.id)
        .execute();
      const tally = (s: LineResult['status']) => results.filter((r) => r.status === s).length;
      return reply.status(202).send({
        code: 200,
        accepted: tally('accepted'),
        duplicates: tally('duplicate'),
        rejected: tally('rejected'),
        results,
      });
    });
  });
}

/**
 * Inline covers (articleCoverBase64, or a data:image coverUrl) are kept in our media store and
 * the article points at the stored copy; an image the store refuses is dropped with a note.
 */
async function storeCovers(media: MediaStore, items: ParsedLine[], now: number): Promise<void> {
  for (const item of items) {
    if (item.coverBase64 === undefined) {
      continue;
    }
    try {
      item.raw.coverUrl = await media.putBase64(item.coverBase64, now);
    } catch (err) {
      if (!(err instanceof MediaRejected)) {
        throw err;
      }
      item.notes.push(`封面图片已忽略：${err.message}`);
    }
  }
}
