import { formatCn } from '@guanlan/shared';
import type { ThemeWords } from '../../analysis/index.js';
import type { ThemeRow } from './theme.repo.js';

/** The stored JSON word list; anything but an array of strings reads as no words. */
export function wordsOf(row: ThemeRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.words);
    return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

/** A theme row → the API theme. */
export function toThemeWord(row: ThemeRow) {
  return {
    themeId: Number(row.id),
    themeName: row.name,
    words: wordsOf(row),
    updateTime: formatCn(Number(row.updated_at)),
  };
}

/** A theme row → what the theme distribution needs. */
export function toThemeWords(row: ThemeRow): ThemeWords {
  return { id: Number(row.id), name: row.name, words: wordsOf(row) };
}
