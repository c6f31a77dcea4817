import { describe, expect, it } from 'vitest';
import { briefingFileName } from './file-name.js';

describe('briefingFileName', () => {
  it('stamps the Shanghai minute and replaces characters Windows forbids', () => {
    // 2026-11-01 16:05 UTC is 2026-11-02 00:05 in Shanghai.
    const now = Date.UTC(2026, 10, 1, 16, 5, 30);
    expect(briefingFileName('人工智能', '专题简报', now)).toBe(
      '人工智能_专题简报_202611020005.docx',
    );
    expect(briefingFileName('A/B:C', '事件简报', now)).toBe('A_B_C_事件简报_202611020005.docx');
  });
});
