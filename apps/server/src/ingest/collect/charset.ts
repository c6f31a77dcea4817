import chardet from 'chardet';
import iconv from 'iconv-lite';

/** Bytes scanned for `<meta charset>` / the XML declaration (the HTML spec pre-scans 1024). */
const SNIFF_BYTES = 4096;

// Labels Chinese sites actually send, mapped to what iconv-lite should decode. GBK and GB2312
// pages routinely contain characters outside those sets, and GB18030 is a strict superset of
// both, so all three decode as GB18030 (browsers do the same).
const ALIASES: Record<string, string> = {
  utf8: 'utf-8',
  'utf-8': 'utf-8',
  'unicode-1-1-utf-8': 'utf-8',
  gbk: 'gb18030',
  gb2312: 'gb18030',
  'gb_2312-80': 'gb18030',
  'x-gbk': 'gb18030',
  cp936: 'gb18030',
  csgb2312: 'gb18030',
  gb18030: 'gb18030',
  big5: 'big5',
  'big5-hkscs': 'big5hkscs',
  'x-x-big5': 'big5',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'us-ascii': 'windows-1252',
};

/** Where the charset came from; useful when a page decodes badly. */
export type CharsetSource = 'bom' | 'header' | 'xml' | 'meta' | 'bytes' | 'detect' | 'default';

/** A decoded body and how its charset was chosen. */
export interface DecodedBody {
  text: string;
  charset: string;
  source: CharsetSource;
}

/** Normalises a charset label to an iconv-lite encoding name, or `undefined` if unknown. */
export function normaliseCharset(label: string | undefined): string | undefined {
  if (!label) {
    return undefined;
  }
  const key = label
    .trim()
    .toLowerCase()
    .replace(/^["']|["']$/g, '');
  const alias = ALIASES[key];
  if (alias) {
    return alias;
  }
  // A label of UTF-16/32 on bytes without the zero bytes of those encodings (those are found
  // from the bytes first) is a lie in practice; the bytes are ASCII-compatible, so UTF-8.
  if (key.startsWith('utf-16') || key.startsWith('utf-32') || key === 'unicode') {
    return 'utf-8';
  }
  return iconv.encodingExists(key) ? key : undefined;
}

/** The `charset=` parameter of a Content-Type header. */
export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const m = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i);
  return m?.[1];
}

function charsetFromBom(bytes: Uint8Array): { charset: string; length: number } | undefined {
  const [a, b, c, d] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) {
    return { charset: 'utf-8', length: 3 };
  }
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) {
    return { charset: 'utf32le', length: 4 };
  }
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) {
    return { charset: 'utf32be', length: 4 };
  }
  if (a === 0xff && b === 0xfe) {
    return { charset: 'utf16le', length: 2 };
  }
  if (a === 0xfe && b === 0xff) {
    return { charset: 'utf16be', length: 2 };
  }
  return undefined;
}

/**
 * UTF-16/32 without a BOM, told by where the zero bytes fall in the first characters (markup
 * starts with ASCII, which these encodings pad with zeros).
 */
function charsetFromZeros(bytes: Uint8Array): string | undefined {
  const n = Math.min(bytes.length, 256) & ~3;
  if (n < 8) {
    return undefined;
  }
  const zeros = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    if (bytes[i] === 0) {
      zeros[i % 4]!++;
    }
  }
  const q = n / 4;
  const [z0, z1, z2, z3] = zeros as [number, number, number, number];
  if (z1 > q * 0.6 && z2 > q * 0.6 && z3 > q * 0.6 && z0 < q * 0.3) {
    return 'utf32le';
  }
  if (z0 > q * 0.6 && z1 > q * 0.6 && z2 > q * 0.6 && z3 < q * 0.3) {
    return 'utf32be';
  }
  if (z1 + z3 > q * 1.2 && z0 + z2 < q * 0.3) {
    return 'utf16le';
  }
  if (z0 + z2 > q * 1.2 && z1 + z3 < q * 0.3) {
    return 'utf16be';
  }
  return undefined;
}

/** Finds a declared charset in the document head: XML declaration first, then meta tags. */
function sniffDeclared(bytes: Uint8Array): { label: string; source: 'xml' | 'meta' } | undefined {
  // Latin-1 keeps every byte as one char, so ASCII markup survives whatever the real charset is.
  const head = Buffer.from(bytes.subarray(0, SNIFF_BYTES)).toString('latin1');
  const xml = head.match(/^\s*<\?xml[^>]*?encoding\s*=\s*["']([\w.:-]+)["']/i);
  if (xml?.[1]) {
    return { label: xml[1], source: 'xml' };
  }
  // Covers both `<meta charset=gbk>` and `<meta http-equiv="Content-Type" content="…; charset=gbk">`.
  const meta = head.match(/<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i);
  if (meta?.[1]) {
    return { label: meta[1], source: 'meta' };
  }
  return undefined;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** 'ascii' when there is no byte ≥ 0x80, 'valid' for well-formed UTF-8, else 'invalid'. */
function utf8Validity(bytes: Uint8Array): 'ascii' | 'valid' | 'invalid' {
  if (!bytes.some((b) => b >= 0x80)) {
    return 'ascii';
  }
  // A body cut at the size limit may end inside a character; ignore up to 3 trailing bytes.
  let end = bytes.length;
  while (end > 0 && end > bytes.length - 3 && (bytes[end - 1]! & 0xc0) === 0x80) {
    end--;
  }
  if (end > 0 && bytes[end - 1]! >= 0xc0) {
    end--;
  }
  try {
    strictUtf8.decode(bytes.subarray(0, end));
    return 'valid';
  } catch {
    return 'invalid';
  }
}

/** Share of U+FFFD in a decoding: a legacy charset that leaves many of them is the wrong one. */
function badShare(text: string): number {
  let bad = 0;
  for (const ch of text) {
    if (ch === '\uFFFD') {
      bad++;
    }
  }
  return bad / Math.max(1, text.length);
}

// chardet's names → what iconv-lite decodes; only charsets Chinese-language monitoring meets.
const DETECTED: Record<string, string> = {
  GB18030: 'gb18030',
  Big5: 'big5',
  'ISO-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  Shift_JIS: 'shift_jis',
  'EUC-JP': 'euc-jp',
  'EUC-KR': 'euc-kr',
};

/** Statistical guess for undeclared legacy bytes (chardet, ICU's detectors). */
function detectLegacy(bytes: Uint8Array): string {
  const sample = bytes.subarray(0, 64 * 1024);
  for (const match of chardet.analyse(sample)) {
    const name = DETECTED[match.name];
    if (name) {
      return name;
    }
  }
  return 'gb18030';
}

/**
 * Decodes a response body, deciding the charset from the bytes as much as from the labels:
 * a BOM, then the zero-byte pattern of UTF-16/32, then the Content-Type header and the document's
 * own declaration — each only if the bytes are valid in it (pages that declare gb2312 while
 * serving UTF-8 are common, as are feeds with a wrong header) — then UTF-8 when the bytes are
 * valid UTF-8, else a statistical guess (GB18030, Big5, Latin-1…).
 */
export function decodeBody(bytes: Uint8Array, contentType?: string): DecodedBody {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bom = charsetFromBom(bytes);
  if (bom) {
    return {
      text: iconv.decode(buf.subarray(bom.length), bom.charset),
      charset: bom.charset,
      source: 'bom',
    };
  }
  const wide = charsetFromZeros(bytes);
  if (wide) {
    return { text: iconv.decode(buf, wide), charset: wide, source: 'bytes' };
  }
  const utf8 = utf8Validity(bytes);
  const declared = sniffDeclared(bytes);
  const labels: { charset: string | undefined; source: CharsetSource }[] = [
    { charset: normaliseCharset(charsetFromContentType(contentType)), source: 'header' },
    { charset: normaliseCharset(declared?.label), source: declared?.source ?? 'meta' },
  ];
  for (const { charset, source } of labels) {
    if (!charset) {
      continue;
    }
    if (charset === 'utf-8') {
      if (utf8 !== 'invalid') {
        return { text: buf.toString('utf8'), charset, source };
      }
      continue;
    }
    // Real legacy text is almost never valid UTF-8, so valid UTF-8 beats a legacy label.
    if (utf8 === 'valid') {
      continue;
    }
    const text = iconv.decode(buf, charset);
    if (badShare(text) < 0.001) {
      return { text, charset, source };
    }
  }
  if (utf8 !== 'invalid') {
    return {
      text: buf.toString('utf8'),
      charset: 'utf-8',
      source: utf8 === 'ascii' ? 'default' : 'bytes',
    };
  }
  const guess = detectLegacy(bytes);
  return { text: iconv.decode(buf, guess), charset: guess, source: 'detect' };
}
