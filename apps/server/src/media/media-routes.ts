import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { MediaStore } from './media-store.js';

/** The path part of the media base (`/media`, or the path of an absolute base address). */
export function mediaPath(base: string): string {
  const path = /^https?:\/\//.test(base) ? new URL(base).pathname : base;
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * Serves the media store under the media base's path: immutable (content-addressed), with the
 * stored type and no sniffing; an unknown name answers 404.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Kysely<DB>, base: string): void {
  const store = new MediaStore(db, base);
  app.get<{ Params: { name: string } }>(`${mediaPath(base)}/:name`, async (request, reply) => {
    const file = await store.get(request.params.name);
    if (!file) {
      return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.mime)
      .send(Buffer.from(file.body));
  });
}
