import { dataUrlBase64 } from './customized-file';

/** Reads a picked file as base64 (what uploadCustomizedFile carries in its JSON body). */
export function readFileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? dataUrlBase64(reader.result) : '');
    reader.onerror = () => reject(reader.error ?? new Error('文件读取失败'));
    reader.readAsDataURL(file);
  });
}
