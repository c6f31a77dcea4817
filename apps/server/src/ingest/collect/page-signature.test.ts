import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.js';
import { closingSignature } from './page-signature.js';
import { para } from './test-paragraphs.js';

// Classes from the held-out portal batches r79–r82 (新浪科技's closing `(李楠)` and its
// `相关新闻：` link block, 中新网's closing `(记者张淼淼)`).

describe('closing signature', () => {
  it('reads a writer in brackets after the last sentence', () => {
    expect(closingSignature(['第一段。', '…实现轻松换新iPhone。(李楠)'])).toBe('李楠');
    expect(closingSignature(['…正在推进。（张三 李四）', ''])).toBe('张三 李四');
    expect(closingSignature(['…他说：“很好。”（王五、赵六）'])).toBe('王五 赵六');
    expect(closingSignature(['…达到68.4毫米。(记者张淼淼)'])).toBe('张淼淼');
    expect(closingSignature(['…正在推进。（本报记者 张三 李四）'])).toBe('张三 李四');
  });

  it('ignores closers that are no name, and brackets before the last line', () => {
    expect(closingSignature(['…正在推进。（完）'])).toBeUndefined();
    expect(closingSignature(['…正在推进。（未完待续）'])).toBeUndefined();
    expect(closingSignature(['…正在推进。（新华社）'])).toBeUndefined();
    expect(closingSignature(['…正在推进。（资料图）'])).toBeUndefined();
    expect(closingSignature(['…正在推进。(李楠)', '最后一段没有署名。'])).toBeUndefined();
    // Brackets inside a sentence are an aside, not a signature.
    expect(closingSignature(['售价699美元（约合人民币4971元）'])).toBeUndefined();
  });
});

describe('related-news block in the story', () => {
  it('drops a 相关新闻 heading and the one-link paragraphs after it, and signs the author', () => {
    const html = `<html><head><title>苹果发布新iPhone 11_新浪科技_新浪网</title>
      <meta name="mediaid" content="新浪科技"></head><body>
      <h1 id="artibodyTitle">苹果发布新iPhone 11</h1>
      <div class="artInfo"><span id="pub_date">2019年09月11日01:53</span>
      <span id="media_name"><a href="http://tech.sina.com.cn/">新浪科技</a></span></div>
      <div id="artibody">
      <p>\u3000\u3000<strong>相关新闻：</strong></p>
      <p>\u3000\u3000<strong><a href="http://zhibo.sina.com.cn/tech/apple2019">直播2019年苹果发布会</a></strong></p>
      <p>\u3000\u3000<strong><a href="http://tech.sina.com.cn/zt_d/apple2019/">苹果2019年秋季新品发布会</a></strong></p>
      ${para(4)}<p>最后一段，天猫已成为新品首发第一平台。(李楠)</p></div></body></html>`;
    const page = extractArticle(html, 'https://tech.sina.com.cn/t/2019-09-11/doc-1.shtml');
    expect(page.content).not.toMatch(/相关新闻|直播2019年|秋季新品发布会/);
    expect(page.content.startsWith('第1段')).toBe(true);
    expect(page.author).toBe('李楠');
    expect(page.source).toBe('新浪科技');
  });

  it('keeps a paragraph that only partly links', () => {
    const html = `<html><head><title>标题</title></head><body><article><h1>标题</h1>
      <p>相关阅读：</p><p>据<a href="/a">上篇报道</a>，此事还在发酵，多方仍在调查之中，结果尚未公布。</p>
      ${para(4)}</article></body></html>`;
    const page = extractArticle(html, 'https://example.cn/a.html');
    expect(page.content).toContain('此事还在发酵');
  });
});
