import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, isJsonContentType } from './download';

describe('api/download', () => {
  it('prefers the RFC 5987 filename* with a UTF-8 Chinese name', () => {
    const header = `attachment; filename="report.docx"; filename*=UTF-8''${encodeURIComponent('舆情日报 2026-11-22.docx')}`;
    expect(fileNameFromDisposition(header)).toBe('舆情日报 2026-11-22.docx');
  });

  it('reads a quoted or percent-encoded plain filename', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameFromDisposition(`attachment;filename=${encodeURIComponent('导出.xlsx')}`)).toBe(
      '导出.xlsx',
    );
  });

  it('returns undefined without a header or a name', () => {
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });

  it('recognises JSON answers', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/problem+json')).toBe(true);
    expect(isJsonContentType('application/octet-stream')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
