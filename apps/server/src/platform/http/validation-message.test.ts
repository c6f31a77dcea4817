import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { p } from '@guanlan/shared';
import { validationMessage } from './validation-message.js';

const schema = z.object({ articleId: p.id(), articleIds: p.list(p.id()), pageNum: p.int(1, 10) });

function messageFor(input: Record<string, unknown>): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) {
    throw new Error('expected a validation error');
  }
  return validationMessage(parsed.error, input);
}

describe('validationMessage', () => {
  it('says a missing field is empty, naming it', () => {
    expect(messageFor({ articleIds: [1] })).toBe('参数「articleId」不能为空');
  });

  it('keeps our Chinese message for a malformed value instead of calling it empty', () => {
    expect(messageFor({ articleId: 'abc', articleIds: [1] })).toBe(
      '参数「articleId」必须是数字编号',
    );
  });

  it('reports a missing list as empty, not with the library English', () => {
    expect(messageFor({ articleId: 1 })).toBe('参数「articleIds」不能为空');
  });

  it('names the field label users know', () => {
    expect(messageFor({ articleId: 1, articleIds: [1], pageNum: 99 })).toBe(
      '参数「页码」不能大于10',
    );
  });
});
