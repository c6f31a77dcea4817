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
 * Whether the server said no translation provider is configured: the page answer carries
 * `translationConfigured: false` (or `translation: 'unconfigured'`).
 */
export function translationUnconfigured(page: unknown): boolean {
  const o = (page ?? {}) as Obj;
  return o.translationConfigured === false || o.translation === 'unconfigured';
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
