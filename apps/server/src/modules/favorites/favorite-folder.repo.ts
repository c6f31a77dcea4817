import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DB, FavoriteFolderTable } from '../../db/schema.js';

export type FolderRow = Selectable<FavoriteFolderTable>;

/** The default folder (默认收藏夹) is folder 0: it has no row and always exists. */
export const DEFAULT_FOLDER_ID = 0;

/** Kysely queries on favorite_folder; orgId first everywhere. */
export class FavoriteFolderRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The organisation's own folders, oldest first. */
  list(orgId: number): Promise<FolderRow[]> {
    return this.db
      .selectFrom('favorite_folder')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  find(orgId: number, id: number): Promise<FolderRow | undefined> {
    return this.db
      .selectFrom('favorite_folder')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByName(orgId: number, name: string): Promise<FolderRow | undefined> {
    return this.db
      .selectFrom('favorite_folder')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async count(orgId: number): Promise<number> {
    const row = await this.db
      .selectFrom('favorite_folder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(orgId: number, name: string, now: number): Promise<number> {
    const row = await this.db
      .insertInto('favorite_folder')
      .values({ org_id: orgId, name, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async rename(orgId: number, id: number, name: string): Promise<void> {
    await this.db
      .updateTable('favorite_folder')
      .set({ name })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  /** Moves the folder's articles to the default folder, then deletes it, in one transaction. */
  async remove(orgId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('favorite_article')
        .set({ folder_id: DEFAULT_FOLDER_ID })
        .where('org_id', '=', orgId)
        .where('folder_id', '=', id)
        .execute();
      await trx
        .deleteFrom('favorite_folder')
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    });
  }

  /**
   * Favourites per folder. Articles the organisation marked 与我无关 are left out, as the
   * article list leaves them out, so a folder's count matches its list.
   */
  async articleCounts(orgId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('favorite_article as fa')
      .leftJoin('org_article_state as oas', (join) =>
        join.onRef('oas.article_id', '=', 'fa.article_id').on('oas.org_id', '=', orgId),
      )
      .select((eb) => ['fa.folder_id', eb.fn.countAll<number>().as('n')])
      .where('fa.org_id', '=', orgId)
      .where(sql<boolean>`(oas.is_deleted IS NULL OR oas.is_deleted = 0)`)
      .groupBy('fa.folder_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.folder_id), Number(r.n)]));
  }
}
