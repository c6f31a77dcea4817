import sanitizeHtml from 'sanitize-html';

// Raster image types that are safe inline. SVG is left out: as a data: URL it can carry script
// when opened on its own.
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|bmp);base64,[a-z0-9+/=\s]+$/i;

// Elements whose content is never article text. Listing them makes sanitize-html drop the
// content too, not just the tags (by default only script, style, textarea, option, xmp).
const NON_TEXT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'select',
  'button',
  'canvas',
  'audio',
  'video',
];

const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'caption',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  // Everything else (javascript:, vbscript:, data:, file:) loses the attribute. data: is allowed
  // for img only, and the transform below narrows it to raster images.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT,
  transformTags: {
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const keep = src !== undefined && (!/^\s*data:/i.test(src) || DATA_IMAGE.test(src.trim()));
      return { tagName, attribs: keep ? { src, ...rest } : rest };
    },
  },
  // An img that lost its src shows nothing; drop it rather than keep an empty tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Sanitises article HTML for display: keeps paragraphs, headings, lists, quotes, emphasis,
 * links (href only), images (src and alt only), figures and tables; drops script, style,
 * iframe and every other tag (with their content where it is never text), every on* and style
 * attribute, and javascript:/data: URLs (data: survives only as a raster image in img src).
 */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, SAFE_HTML);
}

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const CELL = new Set(['td', 'th']);
// Private-use markers stand in for line and cell breaks while sanitize-html runs, so they can be
// told apart from source whitespace, which HTML collapses.
const LINE = '\ue000';
const CELL_GAP = '\ue001';
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Plain text of an HTML fragment: block elements and <br> become line breaks, table cells are
 * separated by a space, entities are decoded, runs of whitespace collapse as a browser would,
 * and script, style and other non-text content is dropped.
 */
export function htmlToText(html: string): string {
  let pending = '';
  const marked = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: NON_TEXT,
    onOpenTag: (name) => {
      if (BLOCK.has(name)) {
        pending = LINE;
      } else if (CELL.has(name) && !pending) {
        pending = CELL_GAP;
      }
    },
    onCloseTag: (name) => {
      if (BLOCK.has(name)) {
        pending = LINE;
      }
    },
    textFilter: (text) => {
      const out = pending + text;
      pending = '';
      return out;
    },
  });
  return marked
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .replace(new RegExp(` ?${CELL_GAP} ?`, 'g'), ' ')
    .replace(new RegExp(` ?${LINE}[ ${LINE}]*`, 'g'), '\n')
    .trim();
}

// Sentence ends: Chinese full stops, question and exclamation marks, ellipses and semicolons,
// and ASCII . ! ? when a space or the end follows (so 3.14 and www.example.com stay whole).
const SENTENCE = /[^。！？!?；;…\n]*?(?:[。！？!?；;…]+[”’」』）)"']*|\.+(?=\s|$)|\n|$)/g;

// Below the CJK blocks (U+3000 on): Latin, digits and Western punctuation.
const isNarrow = (code: number): boolean => code < 0x3000;

/** The number of code points in `text` (what `[...text].length` counts), without an array. */
function codePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n -= 1;
        i += 1;
      }
    }
  }
  return n;
}

/**
 * The first whole sentences of a text that fit in `maxChars` characters. A first sentence that
 * is itself too long is cut at `maxChars - 1` and ends with "…".
 */
export function summary(text: string, maxChars = 200): string {
  // Only the head of a long text can contribute; its last, possibly cut-off, sentence is dropped.
  const head = text.length > maxChars * 4 ? text.slice(0, maxChars * 4) : text;
  const sentences = (head.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
  if (head !== text && sentences.length > 1) {
    sentences.pop();
  }
  let out = '';
  /** Characters (code points) in `out`, kept as it grows rather than counted again each time. */
  let chars = 0;
  for (const sentence of sentences) {
    // English sentences are joined by a space, Chinese ones are not.
    const glue =
      out && isNarrow(out.charCodeAt(out.length - 1)) && isNarrow(sentence.charCodeAt(0));
    const length = chars + (glue ? 1 : 0) + codePoints(sentence);
    if (length > maxChars) {
      break;
    }
    out = glue ? `${out} ${sentence}` : out + sentence;
    chars = length;
  }
  if (out) {
    return out;
  }
  const first = [...(sentences[0] ?? '')];
  return first.length > maxChars ? `${first.slice(0, maxChars - 1).join('')}…` : first.join('');
}
