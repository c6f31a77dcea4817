import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The image types the store keeps, recognised by their first bytes (never by a claimed type). */
const SIGNATURES: { mime: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { mime: 'image/png', ext: 'png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', ext: 'gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) => b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
  },
];

/** Largest image the store accepts (a video cover). */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;

/** A stored file's name under the media base: `<sha256>.<ext>`. */
const NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/;

/** Why an image was refused, in Chinese for the caller. */
export class MediaRejected extends Error {
  override readonly name = 'MediaRejected';
}

/** The image type of some bytes, or undefined when it is none we keep. */
export function imageType(bytes: Uint8Array) {
  return SIGNATURES.find((s) => bytes.length > 12 && s.test(bytes));
}

/**
 * Our own media store (video covers): images kept in the database by content hash, so every
 * process sharing it serves them, and addressed under the configured media base address
 * (MEDIA_SERVICE_BASE, e.g. `/media` or `https://media.example.com/guanlan`).
 */
export class MediaStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly base: string,
  ) {}

  /** The public address of a stored file name. */
  urlOf(name: string): string {
    return `${this.base.replace(/\/+$/, '')}/${name}`;
  }

  /** Stores an image (deduplicated by content) and answers its address. */
  async put(bytes: Uint8Array, now: number): Promise<string> {
    if (bytes.length > MEDIA_MAX_BYTES) {
      throw new MediaRejected('封面图片不能超过2MB');
    }
    const type = imageType(bytes);
    if (!type) {
      throw new MediaRejected('封面只支持 PNG、JPEG、GIF 或 WebP 图片');
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.db
      .insertInto('media_object')
      .values({ sha256, mime: type.mime, size: bytes.length, body: bytes, created_at: now })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
    return this.urlOf(`${sha256}.${type.ext}`);
  }

  /** Stores a base64 image (optionally a `data:image/…;base64,` address). */
  putBase64(data: string, now: number): Promise<string> {
    const body = data.replace(/^data:image\/[a-z+]+;base64,/i, '').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+=*$/.test(body)) {
      throw new MediaRejected('封面不是有效的 base64 图片');
    }
    return this.put(Buffer.from(body, 'base64'), now);
  }

  /** A stored file by its name, or undefined. */
  async get(name: string): Promise<{ mime: string; body: Uint8Array } | undefined> {
    const m = NAME.exec(name);
    if (!m) {
      return undefined;
    }
    const row = await this.db
      .selectFrom('media_object')
      .select(['mime', 'body'])
      .where('sha256', '=', m[1]!)
      .executeTakeFirst();
    return row ? { mime: row.mime, body: row.body } : undefined;
  }
}
