import { describe, expect, it } from 'vitest';
import { countLines, parseBody } from './ingest-body.js';

const NOW = Date.UTC(2026, 10, 1);
const article = (i: number) =>
  JSON.stringify({ url: `https://example.com/${i}.html`, title: `标题${i}`, content: '正文' });

/** What the API counted before it kept the body as bytes: the decoded text's non-blank lines. */
const textLines = (text: string) => text.split('\n').filter((l) => l.trim()).length;

describe('ingest body read as bytes', () => {
  it('counts non-blank lines as the decoded text would, Unicode spaces and CRLF included', () => {
    const bodies = [
      '',
      '\n',
      ' \t\r\n\r\n',
      `${article(1)}\n`,
      `${article(1)}\r\n${article(2)}`,
      `\u3000\n\uFEFF\n\u00A0 \n${article(1)}`,
      `\uFEFF${article(1)}\n\u3000x\n\u2028`,
      '一\n二\n\n三',
    ];
    for (const text of bodies) {
      expect(countLines(Buffer.from(text, 'utf8')), JSON.stringify(text)).toBe(textLines(text));
    }
  });

  it('parses every line with its number, blank lines counted but skipped', async () => {
    const text = [article(1), '', '{bad', '\u3000', `  ${article(2)}\r`, '{"url":"x"}', ''].join(
      '\n',
    );
    const { items, rejected } = await parseBody(Buffer.from(text, 'utf8'), NOW);
    expect(items.map((i) => [i.line, i.raw.title])).toEqual([
      [1, '标题1'],
      [5, '标题2'],
    ]);
    expect(rejected).toEqual([
      { line: 3, status: 'rejected', reason: '第3行不是合法的 JSON' },
      { line: 6, status: 'rejected', reason: '第6行：缺少 title' },
    ]);
  });

  it('keeps multi-byte text whole across a batch of thousands of lines', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) =>
      JSON.stringify({
        url: `https://example.com/${i}`,
        title: `第${i}条：舆情𠮷`,
        content: '中'.repeat(500),
      }),
    );
    const { items, rejected } = await parseBody(Buffer.from(lines.join('\n'), 'utf8'), NOW);
    expect(rejected).toEqual([]);
    expect(items).toHaveLength(3000);
    expect(items[2999]).toMatchObject({ line: 3000, raw: { title: '第2999条：舆情𠮷' } });
    expect(items.every((i) => i.raw.content === '中'.repeat(500))).toBe(true);
  });
});
