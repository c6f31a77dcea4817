import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

describe('csv', () => {
  it('reads quoted fields with commas, doubled quotes and newlines', () => {
    const text =
      '\ufeffurl,title,content\r\nhttps://a.cn/1,"标题，带逗号","第一行\n第二行 ""引号"""\n';
    expect(parseCsv(text)).toEqual([
      ['url', 'title', 'content'],
      ['https://a.cn/1', '标题，带逗号', '第一行\n第二行 "引号"'],
    ]);
  });
});
