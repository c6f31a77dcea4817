import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';

import { htmlToText, sanitiseHtml, summary } from './sanitise.js';

// The server compiles without the DOM lib, so describe the slice of linkedom the checks use.
interface ParsedElement {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
}
interface ParsedDocument {
  body: { querySelectorAll(selector: string): ArrayLike<ParsedElement> };
}

/** Every element of the sanitised output, parsed back the way a browser would. */
function elements(html: string): ParsedElement[] {
  const page = `<!doctype html><html><body>${html}</body></html>`;
  const { document } = parseHTML(page) as unknown as { document: ParsedDocument };
  return Array.from(document.body.querySelectorAll('*'));
}

/** An attribute value as a browser resolves a URL: no whitespace or control characters. */
const urlOf = (value: string): string =>
  [...value]
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

/** Fails when anything executable survived: a script-capable element, an on* handler or a bad URL. */
function expectInert(html: string): void {
  for (const el of elements(html)) {
    expect(['script', 'style', 'iframe', 'svg', 'object', 'embed', 'math']).not.toContain(
      el.tagName.toLowerCase(),
    );
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.toLowerCase().startsWith('on')).toBe(false);
      const value = urlOf(attr.value);
      expect(value.startsWith('javascript:') || value.startsWith('vbscript:')).toBe(false);
      if (value.startsWith('data:')) {
        expect(value).toMatch(/^data:image\/(png|jpe?g|gif|webp)/);
      }
    }
  }
}

const XSS_VECTORS = [
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" &#x6A;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example/"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" style="color:red">段落</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1);//<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<!-- <script>alert(1)</script> --><p>ok</p>',
  '<p><b>粗<i>斜</b>体</p><ul><li>一<li>二</ul><div><p>未闭合',
  '<form action="javascript:alert(1)"><input autofocus onfocus=alert(1)></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
];

describe('sanitiseHtml', () => {
  it.each(XSS_VECTORS)('neutralises %s', (vector) => {
    const clean = sanitiseHtml(vector);
    expectInert(clean);
    expect(clean).not.toMatch(/<script|onerror|onload|onclick|javascript:/i);
  });

  it('keeps article structure, links and images', () => {
    const html =
      '<h2>标题</h2><p>正文<strong>重点</strong><em>强调</em><br>换行</p>' +
      '<blockquote>引用</blockquote><ol><li>一</li></ol>' +
      '<figure><img src="https://img.example.com/a.jpg" alt="图" width="100"><figcaption>图注</figcaption></figure>' +
      '<table><tr><th>省份</th><td>广东</td></tr></table>' +
      '<a href="https://news.example.com/1" target="_blank" rel="x">链接</a>';
    expect(sanitiseHtml(html)).toBe(
      '<h2>标题</h2><p>正文<strong>重点</strong><em>强调</em><br />换行</p>' +
        '<blockquote>引用</blockquote><ol><li>一</li></ol>' +
        '<figure><img src="https://img.example.com/a.jpg" alt="图" /><figcaption>图注</figcaption></figure>' +
        '<table><tr><th>省份</th><td>广东</td></tr></table>' +
        '<a href="https://news.example.com/1">链接</a>',
    );
  });

  it('keeps raster data: images and drops images that lose their src', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    expect(sanitiseHtml(`<img src="${png}" alt="点">`)).toBe(`<img src="${png}" alt="点" />`);
    expect(sanitiseHtml('<p>前<img src="javascript:alert(1)">后</p>')).toBe('<p>前后</p>');
  });

  it('drops the content of script, style and iframe but keeps text of unknown tags', () => {
    expect(
      sanitiseHtml('<div>保留<script>bad()</script><style>p{}</style><span>文字</span></div>'),
    ).toBe('保留文字');
  });
});

describe('htmlToText', () => {
  it('turns blocks into lines, decodes entities and collapses whitespace', () => {
    const html = `<h1>标题</h1>
      <p>第一段&nbsp;内容，&lt;注意&gt; &amp; “引号” &#x4e2d;&#25991;</p>
      <div>第二段<br>换行</div><ul><li>甲</li><li>乙</li></ul>
      <table><tr><td>广东</td><td>100</td></tr></table>
      <script>alert(1)</script><style>p { color: red }</style>`;
    expect(htmlToText(html)).toBe(
      '标题\n第一段 内容，<注意> & “引号” 中文\n第二段\n换行\n甲\n乙\n广东 100',
    );
  });

  it('keeps inline elements inline', () => {
    expect(htmlToText('<p>新华社<a href="#">北京</a>11月15日<b>电</b></p>')).toBe(
      '新华社北京11月15日电',
    );
  });

  it('returns an empty string for markup without text', () => {
    expect(htmlToText('<div><img src="a.jpg"><br></div>')).toBe('');
  });
});

describe('summary', () => {
  const text =
    '新华社北京11月15日电 国家统计局今天发布数据。10月份全国规模以上工业增加值同比增长5.9%！' +
    '分三大门类看，采矿业增加值增长5.1%？制造业增长5.8%。';

  it('takes whole sentences up to the limit', () => {
    expect(summary(text, 40)).toBe('新华社北京11月15日电 国家统计局今天发布数据。');
    expect(summary(text, 60)).toBe(
      '新华社北京11月15日电 国家统计局今天发布数据。10月份全国规模以上工业增加值同比增长5.9%！',
    );
    expect(summary(text)).toBe(text);
  });

  it('cuts a first sentence that is too long and marks the cut', () => {
    expect(summary('一二三四五六七八九十。', 5)).toBe('一二三四…');
  });

  it('splits English sentences on full stops, not decimal points', () => {
    expect(summary('GDP grew 6.5 percent. Exports rose. Imports fell.', 40)).toBe(
      'GDP grew 6.5 percent. Exports rose.',
    );
  });

  it('reads only the head of a long text', () => {
    const long = `${'短句。'.repeat(10)}${'长'.repeat(10_000)}`;
    expect(summary(long, 12)).toBe('短句。短句。短句。短句。');
  });

  it('counts a character outside the BMP (two UTF-16 units) as one', () => {
    // 𠀀 and 😀 are surrogate pairs: the first sentence is 3 characters, 5 UTF-16 units.
    expect(summary('𠀀😀。二三四。', 3)).toBe('𠀀😀。');
    expect(summary('𠀀😀。二三四。', 7)).toBe('𠀀😀。二三四。');
    expect(summary('𠀀😀。二三四。', 6)).toBe('𠀀😀。');
  });

  it('stops at paragraph breaks too', () => {
    expect(summary('第一段没有句号\n第二段。', 9)).toBe('第一段没有句号');
  });
});
