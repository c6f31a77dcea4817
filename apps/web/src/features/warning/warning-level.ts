import { WARNING_LEVEL_CODES } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';

export type { WarningLevel };

/** How one warning level looks: its colour, the text drawn on it and its Chinese labels. */
export interface LevelStyle {
  /** The level's colour (tags, notification border, icon). */
  color: string;
  /** Text colour on a filled tag: yellow is too light for white text. */
  textColor: string;
  /** 红色预警 / 橙色预警 / 黄色预警. */
  label: string;
  /** 红色 / 橙色 / 黄色. */
  name: string;
}

const WHITE = '#ffffff';
const DARK = 'rgba(0, 0, 0, 0.88)';

/** The three warning levels, most severe first. */
export const LEVEL_STYLES: Record<WarningLevel, LevelStyle> = {
  red: { color: '#f5222d', textColor: WHITE, label: '红色预警', name: '红色' },
  orange: { color: '#fa8c16', textColor: WHITE, label: '橙色预警', name: '橙色' },
  yellow: { color: '#fadb14', textColor: DARK, label: '黄色预警', name: '黄色' },
};

/** True for one of the three level codes. */
export function isWarningLevel(value: unknown): value is WarningLevel {
  return typeof value === 'string' && (WARNING_LEVEL_CODES as readonly string[]).includes(value);
}

/** The style of a level code; unknown codes (from an older server) look like yellow. */
export function levelStyle(level: string | undefined): LevelStyle {
  return isWarningLevel(level) ? LEVEL_STYLES[level] : LEVEL_STYLES.yellow;
}

/** Level options for selects and radio groups, most severe first. */
export const LEVEL_OPTIONS = WARNING_LEVEL_CODES.map((value) => ({
  value,
  label: LEVEL_STYLES[value].label,
}));
