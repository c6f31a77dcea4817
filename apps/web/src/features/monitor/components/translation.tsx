import { Tag } from 'antd';
import type { ArticleItem } from '@guanlan/shared';
import { languageLabel } from '../languages';
import styles from '../Monitor.module.css';

type Obj = Record<string, unknown>;

/** The language and translation an article list item may carry (multilingual and abroad lists). */
export function translationOf(item: ArticleItem): {
  language?: string;
  title?: string;
  summary?: string;
} {
  const o = item as unknown as Obj;
  const t = (
    typeof o.translation === 'object' && o.translation !== null ? o.translation : {}
  ) as Obj;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  return {
    language: text(o.language),
    title: text(t.title) ?? text(o.translatedTitle),
    summary: text(t.summary) ?? text(o.translatedSummary),
  };
}

/**
 * The server's word when translation is not available (no provider configured): the page
 * answer carries `translation: { available: false, message }`. Undefined when it is.
 */
export function translationNotice(page: unknown): string | undefined {
  const t = ((page ?? {}) as Obj).translation as Obj | undefined;
  if (!t || t.available !== false) {
    return undefined;
  }
  return typeof t.message === 'string' && t.message
    ? t.message
    : '未配置翻译服务：文章按原文显示，其余功能照常可用';
}

/** The language tag and the Chinese translation shown under the original title. */
export function TranslationLine({ item }: { item: ArticleItem }) {
  const t = translationOf(item);
  if (!t.language && !t.title) {
    return null;
  }
  return (
    <div className={styles.translation}>
      {t.language ? (
        <Tag color="blue" style={{ marginInlineEnd: 6, fontSize: 11, lineHeight: '16px' }}>
          {languageLabel(t.language)}
        </Tag>
      ) : null}
      {t.title ? <span title={t.summary}>译：{t.title}</span> : null}
    </div>
  );
}
