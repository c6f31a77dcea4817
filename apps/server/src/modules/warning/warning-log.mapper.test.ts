import { describe, expect, it } from 'vitest';
import { maskEmail, maskTarget, maskWebhook, toDelivery } from './warning-log.mapper.js';

describe('warning-log.mapper', () => {
  it('masks e-mail addresses and phones enough to recognise, not to harvest', () => {
    expect(maskEmail('zhang.san@example.cn')).toBe('zh***@example.cn');
    expect(maskEmail('ab@example.cn')).toBe('a***@example.cn');
    expect(maskTarget('sms', '13812345678')).toBe('138****5678');
    expect(maskTarget('site', 'org')).toBe('本单位全部账号');
    expect(maskTarget('weChat', 'oABCD1234567890')).toBe('oABC***');
  });

  it('cuts the secrets out of robot addresses: query values and long path tokens', () => {
    expect(maskWebhook('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx')).toBe(
      'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a***',
    );
    expect(maskWebhook('https://oapi.dingtalk.com/robot/send?access_token=abcdef&x=1')).toBe(
      'https://oapi.dingtalk.com/robot/send?access_token=abcd***&x=1',
    );
    expect(maskWebhook('https://open.feishu.cn/open-apis/bot/v2/hook/0123456789abcdef')).toBe(
      'https://open.feishu.cn/open-apis/bot/v2/hook/0123***',
    );
  });

  it('names each delivery state in Chinese', () => {
    const row = {
      id: 1,
      firing_id: 1,
      channel: 'email',
      target: 'ops@example.cn',
      notice_name: '值班',
      attempts: 0,
      detail: null,
      sent_at: null,
    };
    expect(
      ['pending', 'sent', 'failed', 'skipped'].map(
        (status) => toDelivery({ ...row, status }).statusName,
      ),
    ).toEqual(['待发送', '已发送', '发送失败', '未推送']);
  });
});
