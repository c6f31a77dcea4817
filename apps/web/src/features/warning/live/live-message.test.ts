import { describe, expect, it } from 'vitest';
import {
  liveAddress,
  parseLiveMessage,
  reasonBesideTitle,
  toastDetail,
  warningDetailHref,
} from './live-message';

const warning = {
  type: 'warning',
  firingId: 7,
  warningId: 31,
  level: 'orange',
  levelName: '橙色',
  ruleName: '医院负面',
  reason: '命中关键词：医院',
  title: '市人民医院排长队',
  articleId: 501,
  articleIds: [501, 502],
  link: '/articleDetails?articleId=501',
  firedAt: '2026-11-22 14:05:00',
};

describe('parseLiveMessage', () => {
  it('reads a pushed warning field by field', () => {
    expect(parseLiveMessage(JSON.stringify(warning))).toEqual(warning);
  });

  it('keeps a warning without article or warning row, titled by its reason', () => {
    const parsed = parseLiveMessage(
      JSON.stringify({ ...warning, warningId: null, articleId: null, articleIds: [], title: '' }),
    );
    expect(parsed).toMatchObject({ warningId: null, articleId: null, title: '命中关键词：医院' });
  });

  it('reads the control frames and the rotated token', () => {
    expect(parseLiveMessage('{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(parseLiveMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseLiveMessage('{"type":"token","accessToken":"abc"}')).toEqual({
      type: 'token',
      accessToken: 'abc',
    });
  });

  it('ignores broken JSON, unknown types, empty tokens and unknown levels', () => {
    expect(parseLiveMessage('pong')).toBeUndefined();
    expect(parseLiveMessage('[1,2]')).toBeUndefined();
    expect(parseLiveMessage('{"type":"hello"}')).toBeUndefined();
    expect(parseLiveMessage('{"type":"token","accessToken":""}')).toBeUndefined();
    expect(parseLiveMessage(JSON.stringify({ ...warning, level: 'blue' }))).toBeUndefined();
    expect(parseLiveMessage(JSON.stringify({ ...warning, firingId: '7' }))).toBeUndefined();
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('warningDetailHref', () => {
  it('leads to the article detail from a warning', () => {
    expect(warningDetailHref({ articleId: 501, warningId: 31 })).toBe(
      '/articleDetails?articleId=501&fromType=warning&fromId=31',
    );
    expect(warningDetailHref({ articleId: 501, warningId: null })).toBe(
      '/articleDetails?articleId=501&fromType=warning',
    );
  });

  it('falls back to the warning list without an article', () => {
    expect(warningDetailHref({ articleId: null, warningId: 31 })).toBe('/warningList');
  });
});

describe('liveAddress', () => {
  it('appends the token, encoded, after any query the address already has', () => {
    expect(liveAddress('ws://h:8208/ws', 'a b')).toBe('ws://h:8208/ws?token=a%20b');
    expect(liveAddress('wss://push.example.cn/ws?v=2', 'tk')).toBe(
      'wss://push.example.cn/ws?v=2&token=tk',
    );
  });

  it('has no address without a token', () => {
    expect(liveAddress('ws://h/ws', undefined)).toBeUndefined();
    expect(liveAddress('ws://h/ws', '')).toBeUndefined();
  });
});

describe('toastDetail', () => {
  const push = {
    reason: '命中预警规则「医院负面」：市人民医院排长队',
    title: '市人民医院排长队',
    ruleName: '医院负面',
    firedAt: '2026-11-22 14:05:00',
    articleIds: [501],
  };

  it('drops a reason that only repeats the rule name and the title', () => {
    expect(toastDetail(push)).toBe('2026-11-22 14:05:00');
  });

  it('keeps a threshold reason and counts several articles', () => {
    expect(
      toastDetail({
        ...push,
        reason: '30分钟内命中 12 篇',
        articleIds: [1, 2, 3],
      }),
    ).toBe('30分钟内命中 12 篇 · 2026-11-22 14:05:00 · 共 3 篇');
  });

  it('strips the title from the end of a reason but keeps what else it says', () => {
    expect(reasonBesideTitle('相似文章达到 5 篇：市人民医院排长队', '市人民医院排长队')).toBe(
      '相似文章达到 5 篇',
    );
    expect(reasonBesideTitle('人工预警', '市人民医院排长队')).toBe('人工预警');
  });
});
