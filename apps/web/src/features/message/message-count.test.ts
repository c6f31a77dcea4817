import { describe, expect, it } from 'vitest';
import { defineCall, p } from '@guanlan/shared';
import { extractCount, findMessageCountCall } from './message-count';

describe('features/message/message-count', () => {
  it('finds the unread-count call of /api/message once it is declared', () => {
    const count = defineCall({
      path: '/api/message/findMessageCount',
      title: '未读消息数',
      module: 'message',
      resource: 'message',
      input: p.none(),
    });
    const show = defineCall({
      path: '/api/message/showMessage',
      title: '消息列表',
      module: 'message',
      resource: 'message',
      input: p.none(),
    });
    expect(findMessageCountCall([show, count])).toBe(count);
    expect(findMessageCountCall([show])).toBeUndefined();
  });

  it('reads the count from a number or an object', () => {
    expect(extractCount(7)).toBe(7);
    expect(extractCount({ unreadCount: 3 })).toBe(3);
    expect(extractCount({ count: -2 })).toBe(0);
    expect(extractCount(null)).toBe(0);
  });
});
