import type { Kysely } from 'kysely';
import type { TableRow } from '../../../analysis/index.js';
import type { DB } from '../../../db/schema.js';
import type { Clock } from '../../../platform/clock.js';
import type { TranslationProvider } from '../../../platform/translate/translation-provider.js';

interface PageItem {
  id: number;
  title: string;
  summary?: string | undefined;
}

/** Cut-off of a summary sent to translation (list view; the detail page translates in full). */
const SUMMARY_CHARS = 300;

const NO_PROVIDER = '未配置翻译服务（TRANSLATE_URL），仅显示原文';
const FAILED = '翻译服务暂不可用，仅显示原文';

/**
 * Titles and summaries of a list page in the reader's language, beside the originals: cached
 * per article and language (article_translation), so each text is sent to the provider once.
 * Articles already in the target language need none. Without a provider, or when it fails,
 * the page says so and shows the originals.
 */
export class ListTranslator {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly provider: TranslationProvider | undefined,
    private readonly clock: Clock,
  ) {}

  async translatePage<T extends PageItem>(
    page: { list: T[]; total: number; pageNum: number; pageSize: number },
    rows: TableRow[],
    target: string,
  ) {
    const languages = new Map(rows.map((r) => [Number(r.id), String(r.language ?? 'und')]));
    const foreign = page.list.filter((a) => (languages.get(a.id) ?? target) !== target);
    const cached = await this.cached(
      foreign.map((a) => a.id),
      target,
    );
    let message: string | null = this.provider ? null : NO_PROVIDER;
    for (const a of foreign) {
      if (cached.has(a.id) || !this.provider) {
        continue;
      }
      try {
        const source = languages.get(a.id) ?? 'auto';
        const summary = (a.summary ?? '').slice(0, SUMMARY_CHARS);
        const title = await this.provider.translate(a.title, source, target);
        const translated = summary ? await this.provider.translate(summary, source, target) : '';
        cached.set(a.id, { title, summary: translated });
        await this.store(a.id, target, title, translated);
      } catch {
        message = FAILED;
        break;
      }
    }
    const list = page.list.map((a) => ({
      ...a,
      language: languages.get(a.id) ?? 'und',
      translatedTitle: cached.get(a.id)?.title ?? null,
      translatedSummary: cached.get(a.id)?.summary ?? null,
    }));
    const available = this.provider !== undefined && message === null;
    const { total, pageNum, pageSize } = page;
    return { list, total, pageNum, pageSize, translation: { available, message } };
  }

  private async cached(ids: number[], language: string) {
    const out = new Map<number, { title: string; summary: string }>();
    if (ids.length === 0) {
      return out;
    }
    const rows = await this.db
      .selectFrom('article_translation')
      .select(['article_id', 'title', 'summary'])
      .where('language', '=', language)
      .where('article_id', 'in', ids)
      .execute();
    for (const r of rows) {
      out.set(Number(r.article_id), { title: r.title, summary: r.summary });
    }
    return out;
  }

  private async store(articleId: number, language: string, title: string, summary: string) {
    await this.db
      .insertInto('article_translation')
      .values({ article_id: articleId, language, title, summary, created_at: this.clock.now() })
      .onConflict((oc) => oc.columns(['article_id', 'language']).doNothing())
      .execute();
  }
}
