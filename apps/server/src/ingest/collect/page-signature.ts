import { looksLikePerson } from './page-byline.js';

// `…轻松换新iPhone。(李楠)`, `…达到68.4毫米。(记者张淼淼)`: up to three names in brackets right
// after the last sentence's end, perhaps marked as the (paper's) reporters.
const SIGNATURE =
  /[。！？!?”」』]\s*[(（]\s*(?:[\u4e00-\u9fa5]{0,6}?(?:记者|記者)\s*)?([\u4e00-\u9fa5·]{2,4}(?:[ 、\u3000][\u4e00-\u9fa5·]{2,4}){0,2})\s*[)）]$/;
// Bracketed closers that are no one's name: `（完）`, `（未完待续）`, `（新华社）`, `（资料图）`.
const NOT_A_NAME =
  /完|续|續|待|摄|攝|图|圖|社|网|網|报|報|台|刊|站|记者|記者|编|編|译|譯|供稿|来源|來源|资料|資料|视频|視頻|新闻|新聞|中心|电|電/;

/**
 * The writer a story signs off with, in brackets at the end of its last paragraph:
 * `…实现轻松换新iPhone。(李楠)` (新浪科技), `…(记者张淼淼)` (中新网). Only the last line counts, and only a name:
 * `（完）` and an outlet in brackets are not.
 */
export function closingSignature(lines: string[]): string | undefined {
  const last =
    [...lines]
      .reverse()
      .find((l) => l.trim())
      ?.trim() ?? '';
  const names = last.match(SIGNATURE)?.[1]?.replace(/[、\u3000]/g, ' ');
  if (!names || NOT_A_NAME.test(names)) {
    return undefined;
  }
  return names.split(' ').every((n) => looksLikePerson(n)) ? names : undefined;
}
