import { formatCn } from '@guanlan/shared';
import { safeFileName } from '../platform/http/file-result.js';

/** Word's mime type. */
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * `<名称>_<种类>_<YYYYMMDDHHmm>.docx` in Shanghai time, e.g. 人工智能_专题简报_202611021000.docx;
 * characters Windows forbids in file names become `_`.
 */
export function briefingFileName(name: string, kind: string, now: number): string {
  const stamp = formatCn(now).replace(/[-: ]/g, '').slice(0, 12);
  const safe = safeFileName(name, '简报');
  return `${safe}_${kind}_${stamp}.docx`;
}
