/**
 * Feeds of the CONSTRUCTED part of the feed corpus: RSS 0.9x/2.0, RSS 1.0 (RDF), Atom (feed and
 * bare entry), JSON Feed, in the charsets and shapes real Chinese and foreign feeds come in
 * (undeclared GB2312/Big5/ISO-8859-1, UTF-16 without BOM, UTF-32, wrong headers), plus hostile
 * or broken files that must be refused with the parser's own error.
 */
import { ARTICLES } from './corpus-articles.js';

export interface RenderedFeed {
  name: string;
  text: string;
  encoding: string;
  /** Prefix bytes (a BOM) written before the encoded text. */
  bom?: number[];
  contentType: string;
  url: string;
  /** Undefined for malformed files, which must be refused with CollectError. */
  expect?: { title: string; count: number; firstTitle?: string };
}

const titles = ARTICLES.map((a) => a.title);
const xmlEsc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const rfc822 = (k: number) => new Date(Date.UTC(2024, 2, 5 + k, 0, 30)).toUTCString();
const iso = (k: number) => new Date(Date.UTC(2024, 2, 5 + k, 0, 30)).toISOString();

function rssItems(n: number, opts: { link?: boolean; cdata?: boolean; start?: number } = {}) {
  return Array.from({ length: n }, (_, k) => {
    const t = titles[(k + (opts.start ?? 0)) % titles.length] ?? '';
    const title = opts.cdata ? `<![CDATA[${t}]]>` : xmlEsc(t);
    const link = opts.link === false ? '' : `<link>https://news.example.cn/a/${k + 1}.html</link>`;
    return `<item><title>${title}</title>${link}<guid isPermaLink="false">urn:news:${k + 1}</guid><pubDate>${rfc822(k)}</pubDate><description>${xmlEsc(`<p>${ARTICLES[k % ARTICLES.length]?.paragraphs[0] ?? ''}</p>`)}</description></item>`;
  }).join('\n');
}
const rss2 = (
  title: string,
  items: string,
  decl = '<?xml version="1.0" encoding="utf-8"?>',
  extraNs = '',
) =>
  `${decl}\n<rss version="2.0"${extraNs}><channel><title>${title}</title><link>https://news.example.cn/</link><description>${title}</description><language>zh-cn</language>\n${items}\n</channel></rss>\n`;
const atomEntries = (n: number, start = 0) =>
  Array.from({ length: n }, (_, k) => {
    const t = titles[(k + start) % titles.length] ?? '';
    return `<entry><title>${xmlEsc(t)}</title><link href="https://blog.example.cn/p/${k + 1}"/><id>tag:blog.example.cn,2024:${k + 1}</id><updated>${iso(k)}</updated><author><name>作者${k + 1}</name></author><summary type="html">${xmlEsc(`<p>${ARTICLES[k % ARTICLES.length]?.paragraphs[0] ?? ''}</p>`)}</summary></entry>`;
  }).join('\n');
const atom = (title: string, entries: string, decl = '<?xml version="1.0" encoding="utf-8"?>') =>
  `${decl}\n<feed xmlns="http://www.w3.org/2005/Atom"><title type="text">${title}</title><link href="https://blog.example.cn/"/><id>urn:uuid:60a76c80-d399-11d9-b93c-0003939e0af6</id><updated>2024-03-05T08:30:00+08:00</updated>\n${entries}\n</feed>\n`;
const LATIN = [
  'Économie : la Banque centrale maintient ses taux',
  'Fußball: Zweites Spiel in München abgesagt',
  'Café, crème et brioche à Montréal',
];
const latinRss = `<rss version="2.0"><channel><title>Actualités - Le Journal Québécois</title><link>https://journal.example.ca/</link><description>Nouvelles</description>\n${LATIN.map((t, k) => `<item><title>${t}</title><link>https://journal.example.ca/${k}</link><pubDate>${rfc822(k)}</pubDate></item>`).join('\n')}\n</channel></rss>\n`;

const FEEDS: RenderedFeed[] = [];
const add = (
  f: Omit<RenderedFeed, 'url' | 'contentType'> & Partial<Pick<RenderedFeed, 'url' | 'contentType'>>,
) =>
  FEEDS.push({
    url: `https://feeds.example.cn/${f.name}.xml`,
    contentType: 'application/rss+xml',
    ...f,
  });
const ok = (title: string, count: number, start = 0) => ({
  title,
  count,
  firstTitle: count ? titles[start % titles.length] : undefined,
});

add({
  name: 'rss2-utf8',
  text: rss2('江城日报 要闻', rssItems(5)),
  encoding: 'utf-8',
  contentType: 'application/rss+xml; charset=utf-8',
  expect: ok('江城日报 要闻', 5),
});
add({
  name: 'rss2-cdata-content',
  text: rss2(
    '南湖新闻网',
    rssItems(4, { cdata: true, start: 1 }).replace(
      /<\/description>/g,
      '</description><content:encoded><![CDATA[<p>正文</p>]]></content:encoded><dc:creator>王芳</dc:creator>',
    ),
    undefined,
    ' xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"',
  ),
  encoding: 'utf-8',
  expect: ok('南湖新闻网', 4, 1),
});
add({
  name: 'rss2-gb2312-declared',
  text: rss2('西川经济报', rssItems(6, { start: 2 }), '<?xml version="1.0" encoding="gb2312"?>'),
  encoding: 'gbk',
  contentType: 'text/xml',
  expect: ok('西川经济报', 6, 2),
});
add({
  name: 'rss2-gbk-undeclared',
  text: rss2('城市快报 滚动', rssItems(5, { start: 3 }), ''),
  encoding: 'gbk',
  contentType: 'text/xml',
  expect: ok('城市快报 滚动', 5, 3),
});
add({
  name: 'rss2-gb18030-header-only',
  text: rss2('都市晚报', rssItems(3, { start: 4 }), '<?xml version="1.0"?>'),
  encoding: 'gb18030',
  contentType: 'application/xml; charset=GB18030',
  expect: ok('都市晚报', 3, 4),
});
add({
  name: 'rss2-big5-undeclared',
  text: rss2('聯合新聞網 即時', rssItems(4, { start: 13 }), ''),
  encoding: 'big5',
  contentType: 'text/xml',
  expect: ok('聯合新聞網 即時', 4, 13),
});
add({
  name: 'rss2-latin1-undeclared',
  text: latinRss,
  encoding: 'latin1',
  contentType: 'text/xml',
  expect: { title: 'Actualités - Le Journal Québécois', count: 3, firstTitle: LATIN[0] },
});
add({
  name: 'rss2-utf16le-nobom',
  text: rss2(
    '科技前沿 订阅',
    rssItems(3, { start: 11 }),
    '<?xml version="1.0" encoding="UTF-16"?>',
  ),
  encoding: 'utf16le',
  contentType: 'text/xml',
  expect: ok('科技前沿 订阅', 3, 11),
});
add({
  name: 'rss2-utf16be-nobom',
  text: rss2('乡村观察', rssItems(3, { start: 7 }), '<?xml version="1.0" encoding="utf-16"?>'),
  encoding: 'utf16be',
  contentType: 'application/xml',
  expect: ok('乡村观察', 3, 7),
});
add({
  name: 'rss2-utf16le-bom',
  text: rss2('大众网 滚动', rssItems(4, { start: 15 }), '<?xml version="1.0" encoding="utf-16"?>'),
  bom: [0xff, 0xfe],
  encoding: 'utf16le',
  contentType: 'text/xml',
  expect: ok('大众网 滚动', 4, 15),
});
add({
  name: 'rss2-utf16le-undeclared',
  text: rss2('商业观察局', rssItems(2, { start: 19 }), ''),
  encoding: 'utf16le',
  contentType: 'text/xml',
  expect: ok('商业观察局', 2, 19),
});
add({
  name: 'rss2-utf32le-bom',
  text: rss2(
    '国家医保局 动态',
    rssItems(3, { start: 16 }),
    '<?xml version="1.0" encoding="UTF-32"?>',
  ),
  bom: [0xff, 0xfe, 0, 0],
  encoding: 'utf32le',
  contentType: 'text/xml',
  expect: ok('国家医保局 动态', 3, 16),
});
add({
  name: 'rss2-utf32be-nobom',
  text: rss2('气象预警', rssItems(2, { start: 2 }), '<?xml version="1.0" encoding="UTF-32"?>'),
  encoding: 'utf32be',
  contentType: 'text/xml',
  expect: ok('气象预警', 2, 2),
});
add({
  name: 'rss2-header-lies-gbk',
  text: rss2('澎湃新闻 时事', rssItems(5, { start: 18 })),
  encoding: 'utf-8',
  contentType: 'text/xml; charset=gbk',
  expect: ok('澎湃新闻 时事', 5, 18),
});
add({
  name: 'rss2-header-lies-utf16',
  text: rss2('城市快报', rssItems(2, { start: 12 })),
  encoding: 'utf-8',
  contentType: 'application/rss+xml; charset=utf-16',
  expect: ok('城市快报', 2, 12),
});
add({
  name: 'rss091-items-under-rss',
  text: `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">\n<rss version="0.91"><channel><title>老站新闻</title><link>http://old.example.cn/</link><description>旧版</description></channel>\n${rssItems(4, { start: 5 })}\n</rss>\n`,
  encoding: 'utf-8',
  expect: ok('老站新闻', 4, 5),
});
add({
  name: 'rss092-netscape-doctype',
  text: `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">\n<rss version="0.92"><channel><title>老站要闻</title><link>http://old.example.cn/</link>\n${rssItems(3, { start: 6 })}\n</channel></rss>\n`,
  encoding: 'utf-8',
  expect: ok('老站要闻', 3, 6),
});
add({
  name: 'rdf-rss10',
  text: `<?xml version="1.0" encoding="utf-8"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="https://rdf.example.cn/"><title>RDF 新闻</title><link>https://rdf.example.cn/</link><description>RSS 1.0</description></channel>\n${[0, 1, 2].map((k) => `<item rdf:about="https://rdf.example.cn/${k}"><title>${titles[k + 8]}</title><link>https://rdf.example.cn/${k}</link><dc:date>${iso(k)}</dc:date></item>`).join('\n')}\n</rdf:RDF>\n`,
  encoding: 'utf-8',
  contentType: 'application/rdf+xml',
  expect: ok('RDF 新闻', 3, 8),
});
add({
  name: 'rdf-about-only',
  text: `<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel rdf:about="https://rdf.example.cn/"><title>只有 about</title></channel>\n${[0, 1].map((k) => `<item rdf:about="https://rdf.example.cn/x${k}"><title>${titles[k]}</title></item>`).join('\n')}\n</rdf:RDF>\n`,
  encoding: 'utf-8',
  expect: ok('只有 about', 2, 0),
});
add({
  name: 'atom-basic',
  text: atom('观澜博客', atomEntries(5)),
  encoding: 'utf-8',
  contentType: 'application/atom+xml',
  expect: ok('观澜博客', 5),
});
add({
  name: 'atom-xhtml-gb18030',
  text: atom(
    '技术札记',
    atomEntries(3, 11).replace(
      /<summary type="html">[^<]*<\/summary>/g,
      '<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>正文<b>加粗</b></p></div></content>',
    ),
    '<?xml version="1.0" encoding="GB18030"?>',
  ),
  encoding: 'gb18030',
  contentType: 'application/atom+xml',
  expect: ok('技术札记', 3, 11),
});
add({
  name: 'atom-entry-root',
  text: `<?xml version="1.0" encoding="utf-8"?>\n<entry xmlns="http://www.w3.org/2005/Atom"><title>${titles[3]}</title><link href="https://blog.example.cn/one"/><id>urn:one</id><updated>2024-03-05T08:30:00+08:00</updated><content type="text">单条。</content></entry>\n`,
  encoding: 'utf-8',
  contentType: 'application/atom+xml',
  expect: { title: '', count: 1, firstTitle: titles[3] },
});
add({
  name: 'atom-prefixed',
  text: `<?xml version="1.0" encoding="utf-8"?>\n<a:feed xmlns:a="http://www.w3.org/2005/Atom"><a:title>前缀 Atom</a:title>${[0, 1].map((k) => `<a:entry><a:title>${titles[k + 4]}</a:title><a:link href="https://p.example.cn/${k}"/><a:id>urn:p${k}</a:id><a:updated>${iso(k)}</a:updated></a:entry>`).join('')}</a:feed>\n`,
  encoding: 'utf-8',
  expect: ok('前缀 Atom', 2, 4),
});
add({
  name: 'atom-no-links',
  text: atom('只有 id 的 Atom', atomEntries(3, 9).replace(/<link href="[^"]*"\/>/g, '')),
  encoding: 'utf-8',
  expect: ok('只有 id 的 Atom', 3, 9),
});
add({
  name: 'jsonfeed-11',
  text: JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 'JSON 新闻',
    home_page_url: 'https://json.example.cn/',
    items: [0, 1, 2, 3].map((k) => ({
      id: String(k),
      url: `https://json.example.cn/${k}`,
      title: titles[k + 1],
      content_html: `<p>${ARTICLES[k]?.paragraphs[0]}</p>`,
      date_published: iso(k),
      authors: [{ name: '编辑部' }],
    })),
  }),
  encoding: 'utf-8',
  contentType: 'application/feed+json',
  expect: ok('JSON 新闻', 4, 1),
});
add({
  name: 'jsonfeed-10-ids-only',
  text: JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1',
      title: 'JSON 1.0',
      items: [0, 1].map((k) => ({
        id: `https://json.example.cn/id/${k}`,
        title: titles[k + 6],
        content_text: '正文',
        date_published: iso(k),
        author: { name: '张三' },
      })),
    },
    null,
    2,
  ),
  encoding: 'utf-8',
  contentType: 'application/json',
  expect: ok('JSON 1.0', 2, 6),
});
add({
  name: 'jsonfeed-bom',
  text: JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: '带 BOM 的 JSON',
    items: [{ id: 'a', url: 'https://json.example.cn/a', title: titles[10] }],
  }),
  bom: [0xef, 0xbb, 0xbf],
  encoding: 'utf-8',
  contentType: 'application/json',
  expect: ok('带 BOM 的 JSON', 1, 10),
});
add({
  name: 'rss-empty-root',
  text: '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"/>\n',
  encoding: 'utf-8',
  expect: { title: '', count: 0 },
});
add({
  name: 'rss-no-items',
  text: rss2('暂无内容', ''),
  encoding: 'utf-8',
  expect: { title: '暂无内容', count: 0 },
});
add({
  name: 'rss-items-no-link',
  text: rss2('无链接条目', rssItems(4, { link: false, start: 2 })),
  encoding: 'utf-8',
  expect: ok('无链接条目', 4, 2),
});
add({
  name: 'rss-guid-permalink',
  text: rss2(
    'guid 链接',
    rssItems(3, { link: false, start: 5 }).replace(
      /<guid isPermaLink="false">urn:news:(\d+)<\/guid>/g,
      '<guid>https://news.example.cn/g/$1</guid>',
    ),
  ),
  encoding: 'utf-8',
  expect: ok('guid 链接', 3, 5),
});
add({
  name: 'rss-relative-links',
  text: rss2('相对链接', rssItems(3, { start: 8 }).replace(/https:\/\/news\.example\.cn/g, '')),
  encoding: 'utf-8',
  expect: ok('相对链接', 3, 8),
});
add({
  name: 'rss-internal-entity',
  text: rss2(
    '内部实体 &copy;',
    rssItems(2, { start: 9 }),
    '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE rss [<!ENTITY copy "©">]>',
  ),
  encoding: 'utf-8',
  expect: ok('内部实体 ©', 2, 9),
});
add({
  name: 'rss-stylesheet-pi',
  text: rss2(
    '带样式表',
    rssItems(3, { start: 10 }),
    '<?xml version="1.0" encoding="utf-8"?>\n<?xml-stylesheet type="text/xsl" href="/rss.xsl"?>\n<!-- generated by CMS -->',
  ),
  encoding: 'utf-8',
  expect: ok('带样式表', 3, 10),
});
add({
  name: 'rss-bom-whitespace',
  text: `\n\n  ${rss2('BOM 与空行', rssItems(2, { start: 12 }))}`,
  bom: [0xef, 0xbb, 0xbf],
  encoding: 'utf-8',
  expect: ok('BOM 与空行', 2, 12),
});
add({
  name: 'rss-many-items',
  text: rss2('滚动新闻 全部', rssItems(60, { start: 0 }).replace(/a\/(\d+)\.html/g, 'b/$1.html')),
  encoding: 'utf-8',
  expect: ok('滚动新闻 全部', 60, 0),
});
add({
  name: 'rss-media-enclosure',
  text: rss2(
    '图片新闻',
    rssItems(3, { start: 14 }).replace(
      /<\/item>/g,
      '<enclosure url="https://img.example.cn/a.jpg" type="image/jpeg" length="1"/><media:content url="https://img.example.cn/b.jpg" medium="image"/></item>',
    ),
    undefined,
    ' xmlns:media="http://search.yahoo.com/mrss/"',
  ),
  encoding: 'utf-8',
  expect: ok('图片新闻', 3, 14),
});
add({
  name: 'rss-html-in-title',
  text: rss2(
    '<![CDATA[<b>标记</b>频道]]>',
    rssItems(2, { start: 17 }).replace(
      /<title>([^<]*)<\/title>/,
      '<title><![CDATA[<em>$1</em>]]></title>',
    ),
  ),
  encoding: 'utf-8',
  expect: { title: '标记频道', count: 2, firstTitle: titles[17] },
});
add({
  name: 'rss-gbk-header-declared-utf8',
  text: rss2(
    '声明 UTF-8 的 GBK',
    rssItems(3, { start: 1 }),
    '<?xml version="1.0" encoding="utf-8"?>',
  ),
  encoding: 'gbk',
  contentType: 'text/xml; charset=gbk',
  expect: ok('声明 UTF-8 的 GBK', 3, 1),
});
add({
  name: 'rss-declared-gbk-is-utf8',
  text: rss2(
    '声明 GBK 实为 UTF-8',
    rssItems(3, { start: 3 }),
    '<?xml version="1.0" encoding="gbk"?>',
  ),
  encoding: 'utf-8',
  contentType: 'text/xml',
  expect: ok('声明 GBK 实为 UTF-8', 3, 3),
});

// Broken or hostile: must end in CollectError('parse'), quickly.
const bad = (name: string, text: string, encoding = 'utf-8', bom?: number[]) =>
  add({ name: `bad-${name}`, text, encoding, ...(bom ? { bom } : {}) });
bad('truncated', rss2('截断', rssItems(3)).slice(0, 400));
bad(
  'billion-laughs',
  `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;"><!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">]>\n<rss version="2.0"><channel><title>&lol6;</title></channel></rss>`,
);
bad(
  'parameter-entity',
  `<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY % p "<!ENTITY x 'y'>"> %p; ]>\n<rss version="2.0"><channel><title>&x;</title></channel></rss>`,
);
bad(
  'external-entity',
  `<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss version="2.0"><channel><title>&xxe;</title></channel></rss>`,
);
bad(
  'binary',
  String.fromCharCode(...Array.from({ length: 512 }, (_, k) => (k * 7919) % 256)),
  'latin1',
);
bad(
  'html-page',
  '<!DOCTYPE html><html><head><title>首页</title></head><body><p>这不是订阅源</p></body></html>',
);
bad('empty', '');
bad('json-not-feed', JSON.stringify({ code: 0, data: [1, 2, 3] }));

export { FEEDS };
