import type { Readable } from 'node:stream';

/** What a download handler returns; the binder streams it with a UTF-8 Content-Disposition. */
export class FileResult {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: Buffer | Readable,
  ) {}
}

/** `attachment` header with an ASCII fallback and the RFC 5987 UTF-8 name for Chinese titles. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A name safe for a downloaded file: characters Windows forbids become `_`; empty → `fallback`. */
export function safeFileName(name: string, fallback: string): string {
  return name.replace(/[\\/:*?"<>|\r\n]/g, '_').trim() || fallback;
}
