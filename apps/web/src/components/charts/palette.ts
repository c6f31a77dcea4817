/** Colours shared by every chart, so 正面/中性/负面 look the same on each page. */

/** The three judged sentiments in the order the analysis tables list them. */
export const SENTIMENT_KEYS = ['positive', 'neutral', 'negative'] as const;
export type SentimentKey = (typeof SENTIMENT_KEYS)[number];

/** 正面 green, 中性 slate, 负面 red: the one sentiment palette (pie, trend, stacked bars). */
export const SENTIMENT_COLORS: Record<SentimentKey, string> = {
  positive: '#2fb57a',
  neutral: '#7b8da8',
  negative: '#e5484d',
};

export const SENTIMENT_NAMES: Record<SentimentKey, string> = {
  positive: '正面',
  neutral: '中性',
  negative: '负面',
};

/** Series colours for carriers and other open-ended categories. */
export const SERIES_COLORS = [
  '#3a7bd5',
  '#2fb57a',
  '#f5a623',
  '#e5484d',
  '#8e6bd8',
  '#1fb5c4',
  '#f07c3a',
  '#5b6b8c',
  '#c2549d',
  '#7cb342',
  '#00897b',
  '#a1887f',
  '#90a4ae',
] as const;

/** The colour of the n-th open-ended series (wrapping round the palette). */
export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];
}

/** A sentiment code, if `key` is one. */
export function asSentiment(key: string | number | undefined): SentimentKey | undefined {
  return (SENTIMENT_KEYS as readonly unknown[]).includes(key) ? (key as SentimentKey) : undefined;
}

/** A sentiment as a tag (solid in its chart colour), or undefined for other codes. */
export function sentimentTag(
  code: string | undefined,
): { color: string; label: string } | undefined {
  const sentiment = asSentiment(code);
  return sentiment
    ? { color: SENTIMENT_COLORS[sentiment], label: SENTIMENT_NAMES[sentiment] }
    : undefined;
}
