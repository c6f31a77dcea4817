import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const SECRET_KEY = 'article_share_secret';

/**
 * Share links (/shareArticleDetails?articleId=…&shareCode=…): the code is HMAC-SHA256 of the
 * article id under a secret made once per installation and kept in app_meta, so a visitor can
 * open exactly the articles someone shared and cannot walk the ids.
 */
export class ShareCodes {
  private secret: Promise<Buffer> | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  /** The code of an article id (64 hex characters). */
  async codeFor(articleId: number): Promise<string> {
    return createHmac('sha256', await this.loadSecret())
      .update(String(articleId))
      .digest('hex');
  }

  /** Whether `code` is the article's share code (compared in constant time). */
  async verify(articleId: number, code: string | undefined): Promise<boolean> {
    if (!code || !/^[0-9a-f]{64}$/i.test(code)) {
      return false;
    }
    const expected = Buffer.from(await this.codeFor(articleId), 'hex');
    return timingSafeEqual(expected, Buffer.from(code.toLowerCase(), 'hex'));
  }

  private loadSecret(): Promise<Buffer> {
    this.secret ??= this.readOrCreate().catch((err: unknown) => {
      this.secret = undefined;
      throw err;
    });
    return this.secret;
  }

  /** Several processes may start at once: the first insert wins and everyone reads it back. */
  private async readOrCreate(): Promise<Buffer> {
    await this.db
      .insertInto('app_meta')
      .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', SECRET_KEY)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'hex');
  }
}
