import { CUSTOMIZED_FILE_EXTENSIONS, CUSTOMIZED_FILE_MAX_BYTES } from '@guanlan/shared';

/* 定制报告 uploads: what the browser checks before reading a file, and how sizes read. */

/** 1.5 MB, 320 KB, 12 B. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  if (bytes < 1024 * 1024) {
    return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  }
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** Why a file cannot be uploaded as a 定制报告, or undefined when it can. */
export function uploadProblem(file: { name: string; size: number }): string | undefined {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(CUSTOMIZED_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    return `只能上传 ${CUSTOMIZED_FILE_EXTENSIONS.join('、')} 格式的文件`;
  }
  if (file.size === 0) {
    return '文件内容为空';
  }
  if (file.size > CUSTOMIZED_FILE_MAX_BYTES) {
    return `文件不能超过${CUSTOMIZED_FILE_MAX_BYTES / 1024 / 1024}MB`;
  }
  if (file.name.length > 100) {
    return '文件名不能超过100个字符';
  }
  return undefined;
}

/** The `accept` attribute of the upload input. */
export const UPLOAD_ACCEPT = CUSTOMIZED_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The base64 payload of a `data:…;base64,XXXX` URL. */
export function dataUrlBase64(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma < 0 ? '' : dataUrl.slice(comma + 1);
}
