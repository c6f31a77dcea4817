import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { hashToken } from '../../platform/session/tokens.js';
import { HotListStore, PLATFORMS } from './hot-list.store.js';

export const HOT_LIST_INGEST_PATH = '/ingest/v1/hotlists';

const body = z.object({
  platform: z.enum(PLATFORMS as [string, ...string[]], {
    message: `平台只能是 ${PLATFORMS.join('、')} 之一`,
  }),
  takenAt: z.number().int().positive().optional(),
  items: z
    .array(
      z.object({
        rank: z.number().int().min(1).max(500),
        title: z.string().min(1).max(200),
        heat: z.number().nonnegative().optional(),
        url: z.string().max(2000).optional(),
      }),
    )
    .min(1, { message: '热榜条目不能为空' })
    .max(100, { message: '一次最多100条' }),
});

/**
 * Hot lists from data vendors: one snapshot per request (JSON), authenticated by an
 * organisation's API key like the article ingest API. Answers 202 with the snapshot id.
 */
export async function registerHotListApi(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; clock: Clock },
): Promise<void> {
  const store = new HotListStore(deps.db);
  // eslint-disable-next-line @typescript-eslint/require-await
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_r, raw, done) => done(null, raw));
    scope.post(HOT_LIST_INGEST_PATH, async (request, reply) => {
      const key = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
      const found = key
        ? await deps.db
            .selectFrom('api_key')
            .select(['id', 'is_platform'])
            .where('key_hash', '=', hashToken(key))
            .where('revoked_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      if (!found) {
        return reply.status(401).send({ code: 3002, message: 'API 密钥无效或已停用' });
      }
      // Hot lists are shared by every organisation: only the platform's keys may post them.
      if (found.is_platform !== 1) {
        return reply.status(403).send({
          code: 4003,
          message: '热榜数据全平台共享，只能使用平台管理员创建的接入密钥提交',
        });
      }
      let json: unknown;
      try {
        json = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        return reply.status(400).send({ code: 4000, message: '请求内容不是合法的 JSON' });
      }
      const parsed = body.safeParse(json);
      if (!parsed.success) {
        return reply
          .status(400)
          .send({ code: 4000, message: parsed.error.issues[0]?.message ?? '请求参数有误' });
      }
      const { platform, takenAt, items } = parsed.data;
      const snapshotId = await store.save(platform, takenAt ?? deps.clock.now(), items);
      return reply.status(202).send({ code: 200, snapshotId, items: items.length });
    });
  });
}
