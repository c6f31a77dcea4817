/** File downloads: the name from Content-Disposition, saving a blob, spotting JSON error bodies. */

/** Reads the file name of a Content-Disposition header, preferring RFC 5987 `filename*`. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) {
    return undefined;
  }
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const match = /^([\w!#$%&+^`{}~.-]*)'[^']*'(.*)$/.exec(value);
    const encoded = match ? (match[2] ?? '') : value;
    const decoded = tryDecode(encoded);
    if (decoded) {
      return decoded;
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
  if (plain?.[1]) {
    const value = plain[1]
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .replace(/\\(.)/g, '$1');
    return tryDecode(value) || undefined;
  }
  return undefined;
}

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether a download answered JSON (an error envelope) instead of a file. */
export function isJsonContentType(contentType: unknown): boolean {
  return typeof contentType === 'string' && /application\/(?:[\w.+-]*\+)?json/i.test(contentType);
}

/** Saves a blob under `fileName` through a temporary object URL (browser only). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
