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
export type CharsetSource = 'bom' | 'header' | 'xml' | 'meta' | 'default';

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
  // HTML spec: a page that claims UTF-16 in a meta tag is ASCII-compatible, so it is UTF-8.
  if (key.startsWith('utf-16')) {
    return 'utf-8';
  }
  return iconv.encodingExists(key) ? key : undefined;
}

/** The `charset=` parameter of a Content-Type header. */
export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const m = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i);
  return m?.[1];
}

function charsetFromBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return 'utf-8';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return 'utf-16le';
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return 'utf-16be';
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

/**
 * Decodes a response body. Precedence follows browsers: BOM, then the Content-Type header, then
 * the XML declaration or `<meta>` in the first bytes, else UTF-8. Unknown labels are skipped
 * rather than trusted, because a typo in a site's header must not turn a page into mojibake.
 */
export function decodeBody(bytes: Uint8Array, contentType?: string): DecodedBody {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bom = charsetFromBom(bytes);
  if (bom) {
    return { text: iconv.decode(buf, bom), charset: bom, source: 'bom' };
  }
  const header = normaliseCharset(charsetFromContentType(contentType));
  if (header) {
    return { text: iconv.decode(buf, header), charset: header, source: 'header' };
  }
  const declared = sniffDeclared(bytes);
  const fromDoc = normaliseCharset(declared?.label);
  if (declared && fromDoc) {
    return { text: iconv.decode(buf, fromDoc), charset: fromDoc, source: declared.source };
  }
  return { text: iconv.decode(buf, 'utf-8'), charset: 'utf-8', source: 'default' };
}
