import { describe, expect, it } from 'vitest';
import {
  carrierLabel,
  curlExample,
  intervalLabel,
  lastSuccessText,
  NDJSON_EXAMPLE,
  NEW_SOURCE_VALUES,
  nextRunText,
  parseSourceForm,
} from './data-source';

const NOW = Date.UTC(2025, 5, 1, 2, 0, 0);

describe('data-source helpers', () => {
  it('labels carriers in Chinese, falling back to the other side for unknown codes', () => {
    expect(carrierLabel('weChat', false)).toBe('微信');
    expect(carrierLabel('twitter', true)).toBe('推特');
    expect(carrierLabel('twitter', false)).toBe('推特');
    expect(carrierLabel('unknownCode', false)).toBe('unknownCode');
  });

  it('writes intervals and schedule times in Chinese', () => {
    expect(intervalLabel(900)).toBe('15 分钟');
    expect(intervalLabel(7200)).toBe('2 小时');
    expect(intervalLabel(86_400)).toBe('1 天');
    expect(nextRunText({ enabled: true, nextRunAt: NOW + 5 * 60_000 }, NOW)).toBe('5 分钟内');
    expect(nextRunText({ enabled: true, nextRunAt: NOW - 1000 }, NOW)).toBe('即将采集');
    expect(nextRunText({ enabled: false, nextRunAt: NOW }, NOW)).toBe('已停用');
  });

  it('tells a source that never ran from one that never succeeded', () => {
    expect(lastSuccessText({ lastRunAt: null, lastSuccessAt: null }, NOW)).toBe('尚未采集');
    expect(lastSuccessText({ lastRunAt: NOW, lastSuccessAt: null }, NOW)).toBe('从未成功');
    expect(lastSuccessText({ lastRunAt: NOW, lastSuccessAt: NOW - 3 * 3600_000 }, NOW)).toBe(
      '3 小时前',
    );
  });

  it('rejects a non-http address with the Chinese message of the shared schema', () => {
    const parsed = parseSourceForm({ ...NEW_SOURCE_VALUES, name: '某网站', url: 'ftp://x.cn' });
    expect(parsed).toEqual({
      ok: false,
      errors: [{ field: 'url', message: '请输入以 http:// 或 https:// 开头的网址' }],
    });
  });

  it('drops blank optional texts and sends selectors only for 网站 sources', () => {
    const values = {
      ...NEW_SOURCE_VALUES,
      name: ' 某市政府网 ',
      url: 'https://www.example.gov.cn/xwdt/',
      linkSelector: '.list a',
    };
    const rss = parseSourceForm(values);
    expect(rss.ok && rss.input).toMatchObject({ name: '某市政府网', region: undefined });
    expect(rss.ok && rss.input.linkSelector).toBeUndefined();
    const site = parseSourceForm({ ...values, kind: 'site' }, 7);
    expect(site.ok && site.input).toMatchObject({ sourceId: 7, linkSelector: '.list a' });
  });

  it('builds the ingest example with the key and a valid NDJSON line', () => {
    expect(curlExample('http://127.0.0.1:8080', 'glk_abc')).toContain(
      'curl -X POST http://127.0.0.1:8080/ingest/v1/articles',
    );
    expect(curlExample('http://h', 'glk_abc')).toContain('Authorization: Bearer glk_abc');
    expect(Object.keys(JSON.parse(NDJSON_EXAMPLE) as object)).toEqual([
      'url',
      'title',
      'content',
      'publishTime',
      'carrier',
    ]);
  });
});
