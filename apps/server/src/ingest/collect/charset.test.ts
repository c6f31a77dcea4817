import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeBody, normaliseCharset } from './charset.js';

const TEXT = '观澜舆情：網絡輿論监测';

describe('charset', () => {
  it('maps gbk and gb2312 to gb18030 and knows big5', () => {
    expect(normaliseCharset('GBK')).toBe('gb18030');
    expect(normaliseCharset('gb2312')).toBe('gb18030');
    expect(normaliseCharset('"GB18030"')).toBe('gb18030');
    expect(normaliseCharset('Big5')).toBe('big5');
    expect(normaliseCharset('no-such-charset')).toBeUndefined();
  });

  it('decodes by the Content-Type header', () => {
    const bytes = iconv.encode(`<p>${TEXT}</p>`, 'gbk');
    expect(decodeBody(bytes, 'text/html; charset=GBK')).toMatchObject({
      text: `<p>${TEXT}</p>`,
      source: 'header',
    });
  });

  it('decodes by <meta charset> and by the http-equiv form', () => {
    const html = `<html><head><meta charset="gb2312"></head><body>${TEXT}</body></html>`;
    expect(decodeBody(iconv.encode(html, 'gb18030'), 'text/html').text).toBe(html);
    const equiv = `<meta http-equiv="Content-Type" content="text/html; charset=big5"><p>網絡輿論</p>`;
    expect(decodeBody(iconv.encode(equiv, 'big5')).text).toBe(equiv);
  });

  it('decodes by the XML declaration', () => {
    const xml = `<?xml version="1.0" encoding="GB2312"?><rss><title>${TEXT}</title></rss>`;
    expect(decodeBody(iconv.encode(xml, 'gb18030'))).toMatchObject({ text: xml, source: 'xml' });
  });

  it('lets a BOM win over a wrong header and strips it', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]);
    expect(decodeBody(bytes, 'text/html; charset=gbk')).toMatchObject({
      text: TEXT,
      source: 'bom',
    });
  });

  it('ignores an unknown header label and falls back to the document', () => {
    const html = `<meta charset=gbk>${TEXT}`;
    const decoded = decodeBody(iconv.encode(html, 'gbk'), 'text/html; charset=x-bogus');
    expect(decoded).toMatchObject({ text: html, source: 'meta' });
  });
});
