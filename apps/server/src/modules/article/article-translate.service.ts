import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { TranslationProvider } from '../../platform/translate/translation-provider.js';
import { TranslationUnavailable } from '../../platform/translate/translation-provider.js';
import type { ArticleRepo } from './article.repo.js';

/** Long bodies go out in pieces of about this many characters, split at line ends. */
const CHUNK_CHARS = 1800;
/** At most this many pieces of a body are translated (about 36 000 characters). */
const MAX_CHUNKS = 20;

/** Splits text at line ends into pieces of at most ~`size` characters (long lines are cut). */
export function chunkText(text: string, size = CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const pieces =
      line.length > size ? (line.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? []) : [line];
    for (const piece of pieces) {
      if (current && current.length + piece.length + 1 > size) {
        chunks.push(current);
        current = '';
      }
      current = current ? `${current}\n${piece}` : piece;
    }
  }
  if (current.trim()) {
    chunks.push(current);
  }
  return chunks;
}

/** 文章翻译 through the configured translation service. */
export class ArticleTranslateService {
  constructor(
    private readonly articles: ArticleRepo,
    private readonly provider: TranslationProvider | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The article's title and body in `target`; an article already in `target` comes back as it
   * is. No service configured, or the service failing, is 5030 with a Chinese message.
   */
  async translate(orgId: number, articleId: number, target: string) {
    const row = await this.articles.find(orgId, articleId);
    if (!row) {
      throw new AppError('NOT_FOUND', '文章不存在或已被删除');
    }
    const known = /^[a-z]{2}$/.test(row.language);
    const source = known ? row.language : 'auto';
    if (source === target) {
      return { title: row.title, content: row.content, sourceLanguage: source };
    }
    const provider = this.provider;
    if (!provider) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        '未配置翻译服务，请联系管理员设置 TRANSLATE_URL 后再使用文章翻译',
      );
    }
    try {
      const title = await provider.translate(row.title, source, target);
      const parts: string[] = [];
      for (const chunk of chunkText(row.content).slice(0, MAX_CHUNKS)) {
        parts.push(await provider.translate(chunk, source, target));
      }
      return { title, content: parts.join('\n'), sourceLanguage: source };
    } catch (err) {
      if (err instanceof TranslationUnavailable) {
        this.log.warn({ err: err.message }, '翻译服务调用失败');
        throw new AppError('SERVICE_UNAVAILABLE', '翻译服务暂时不可用，请稍后再试');
      }
      throw err;
    }
  }
}
