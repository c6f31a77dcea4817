/** A dashboard panel as the home-page settings edit it. */
export interface PanelDraft {
  key: string;
  name: string;
  visible: boolean;
}

/** Moves the panel at `index` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function movePanel<T>(panels: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= panels.length || target < 0 || target >= panels.length) {
    return [...panels];
  }
  const next = [...panels];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) {
    next.splice(target, 0, moved);
  }
  return next;
}

/** The keys to save: the visible panels in their order. */
export function visibleKeys(panels: readonly PanelDraft[]): string[] {
  return panels.filter((p) => p.visible).map((p) => p.key);
}

export const MAX_WORD_LENGTH = 20;
export const MAX_WORDS = 500;

/**
 * Sensitive words as typed or pasted: split on commas, 、, semicolons and whitespace, trimmed,
 * without duplicates. Answers the words and a Chinese problem if any word is too long or
 * there are too many.
 */
export function cleanWords(raw: readonly string[]): { words: string[]; problem?: string } {
  const words = [
    ...new Set(
      raw
        .flatMap((w) => w.split(/[,，、;；\s]+/))
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
  const long = words.find((w) => w.length > MAX_WORD_LENGTH);
  if (long) {
    return { words, problem: `敏感词“${long}”超过${MAX_WORD_LENGTH}个字` };
  }
  if (words.length > MAX_WORDS) {
    return { words, problem: `敏感词最多${MAX_WORDS}个` };
  }
  return { words };
}

/** Special topics from the column tree as grouped select options. */
export function specialOptions(
  tree: readonly {
    columnName: string;
    specials: readonly { specialId: number; specialName: string }[];
  }[],
) {
  return tree
    .filter((c) => c.specials.length > 0)
    .map((c) => ({
      label: c.columnName,
      options: c.specials.map((s) => ({ value: s.specialId, label: s.specialName })),
    }));
}
