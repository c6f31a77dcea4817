import { describe, expect, it } from 'vitest';
import { defineCall, p } from '@guanlan/shared';
import { createMemoryCookieJar } from './cookies';
import { buildRequest, headersFor, serializeQuery, timeoutOf } from './request';

describe('api/request', () => {
  it('repeats keys for arrays and leaves out null and undefined', () => {
    expect(serializeQuery({ carrier: ['news', 'weChat'], a: null, b: undefined, page: 1 })).toBe(
      'carrier=news&carrier=weChat&page=1',
    );
  });

  it('encodes Chinese text and sends nested objects as JSON', () => {
    expect(serializeQuery({ q: '舆情 监测', range: { from: 1 } })).toBe(
      `q=${encodeURIComponent('舆情').replace(/%20/g, '+')}+${encodeURIComponent('监测')}&range=${encodeURIComponent('{"from":1}')}`,
    );
  });

  it('puts GET input in the query even for JSON-style definitions', () => {
    const def = defineCall({
      path: '/indymedia/indyMedia/redirect',
      title: '跳转',
      module: 'common',
      resource: 'link',
      method: 'GET',
      style: 'json',
      input: p.none(),
    });
    const config = buildRequest(def, { url: 'x' }, createMemoryCookieJar());
    expect(config.method).toBe('GET');
    expect(config.params).toEqual({ url: 'x' });
    expect(config.data).toBeUndefined();
  });

  it('omits the authorization header without a session cookie', () => {
    expect(headersFor({ system: 'oa' }, createMemoryCookieJar())).toEqual({
      deviceInfo: 'web',
      'Content-Type': 'application/json',
    });
    expect(
      headersFor({ system: 'oa' }, createMemoryCookieJar({ OA_TOKEN: 'o' })).authorization,
    ).toBe('o');
  });

  it('chooses the timeout by download flag', () => {
    expect(timeoutOf({ download: false })).toBe(60_000);
    expect(timeoutOf({ download: true })).toBe(500_000);
  });
});
