import { describe, expect, it } from 'vitest';
import { messageTarget } from './message';

describe('features/message/messageTarget', () => {
  it('follows an app path and an http address', () => {
    expect(messageTarget({ link: '/warningList?id=3', articleId: 9 })).toEqual({
      kind: 'internal',
      href: '/warningList?id=3',
    });
    expect(messageTarget({ link: 'https://example.cn/a', articleId: null })).toEqual({
      kind: 'external',
      href: 'https://example.cn/a',
    });
  });

  it('falls back to the article detail and refuses protocol-relative or script links', () => {
    expect(messageTarget({ link: '//evil.example', articleId: 12 })).toEqual({
      kind: 'internal',
      href: '/articleDetails?articleId=12&fromType=message',
    });
    expect(messageTarget({ link: 'javascript:alert(1)', articleId: null })).toBeUndefined();
    expect(messageTarget({ link: null, articleId: null })).toBeUndefined();
  });
});
