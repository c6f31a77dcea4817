import { existsSync } from 'node:fs';

/** Where a CJK font may live: Debian/Ubuntu fonts-noto-cjk first, then other systems. */
const CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/System/Library/Fonts/PingFang.ttc',
  'C:\\Windows\\Fonts\\msyh.ttc',
];

/** The family names those files register, in the same order as the candidates. */
const FAMILIES = [
  'Noto Sans CJK SC',
  'Noto Sans CJK SC',
  'Noto Sans CJK SC',
  'Noto Sans CJK SC',
  'WenQuanYi Micro Hei',
  'PingFang SC',
  'Microsoft YaHei',
];

/** A CJK font file and its family, or none: charts then fall back to the system's fonts. */
export interface ChartFont {
  file: string | null;
  family: string | null;
}

let found: ChartFont | undefined;

/**
 * The first CJK font found on this machine (looked up once). Missing fonts never fail a
 * briefing: resvg then loads the system fonts and Chinese may show as boxes.
 */
export function chartFont(): ChartFont {
  if (!found) {
    const i = CANDIDATES.findIndex((path) => existsSync(path));
    found = i < 0 ? { file: null, family: null } : { file: CANDIDATES[i]!, family: FAMILIES[i]! };
  }
  return found;
}
