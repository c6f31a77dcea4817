import { formatCn } from '@guanlan/shared';

/** Word's mime type. */
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * `<名称>_<种类>_<YYYYMMDDHHmm>.docx` in Shanghai time, e.g. 人工智能_专题简报_202611021000.docx;
 * characters Windows forbids in file names become `_`.
 */
export function briefingFileName(name: string, kind: string, now: number): string {
  const stamp = formatCn(now).replace(/[-: ]/g, '').slice(0, 12);
  const safe = name.replace(/[\\/:*?"<>|\r\n]/g, '_').trim() || '简报';
  return `${safe}_${kind}_${stamp}.docx`;
}
