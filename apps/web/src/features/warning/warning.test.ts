import { describe, expect, it } from 'vitest';
import {
  deliverySummary,
  noticeChannels,
  readStateInput,
  toNoticeInput,
  warningArticleHref,
} from './warning';
import { LEVEL_OPTIONS, levelStyle } from './warning-level';
import { editRulePath, newRulePath, parseRuleId } from './rule-paths';

describe('warning levels', () => {
  it('colours and labels each level', () => {
    expect(levelStyle('red')).toMatchObject({ color: '#f5222d', label: '红色预警' });
    expect(levelStyle('orange')).toMatchObject({ color: '#fa8c16', label: '橙色预警' });
    expect(levelStyle('yellow')).toMatchObject({ color: '#fadb14', label: '黄色预警' });
  });

  it('draws dark text on yellow only', () => {
    expect(levelStyle('red').textColor).toBe('#ffffff');
    expect(levelStyle('yellow').textColor).not.toBe('#ffffff');
  });

  it('lists the most severe first and shows unknown codes as yellow', () => {
    expect(LEVEL_OPTIONS.map((o) => o.label)).toEqual(['红色预警', '橙色预警', '黄色预警']);
    expect(levelStyle('purple').label).toBe('黄色预警');
  });
});

describe('warning list helpers', () => {
  it('maps the read filter to the call input', () => {
    expect(readStateInput('all')).toBeUndefined();
    expect(readStateInput('read')).toBe(true);
    expect(readStateInput('unread')).toBe(false);
  });

  it('links a warned article to its detail with the date part of its time', () => {
    expect(warningArticleHref({ id: 88, warningId: 5, publishTime: '2026-11-20 08:15:00' })).toBe(
      '/articleDetails?fromId=5&fromType=warning&articleId=88&publishTime=2026-11-20',
    );
  });
});

describe('recipient and delivery helpers', () => {
  it('lists how a recipient is reached', () => {
    expect(
      noticeChannels({
        noticeId: 1,
        noticeName: '值班',
        accountId: null,
        phone: '13800000000',
        email: null,
        weChatOpenId: null,
        webhookUrl: 'https://oapi.dingtalk.com/robot/send?access_token=x',
        webhookType: 'dingtalk',
      }),
    ).toEqual([
      '短信：13800000000',
      '钉钉机器人：https://oapi.dingtalk.com/robot/send?access_token=x',
    ]);
  });

  it('counts deliveries by status, sent first', () => {
    expect(
      deliverySummary([
        { status: 'failed', statusName: '失败' },
        { status: 'sent', statusName: '已发送' },
        { status: 'sent', statusName: '已发送' },
      ]),
    ).toBe('已发送 2 · 失败 1');
    expect(deliverySummary([])).toBe('');
  });
});

describe('rule paths', () => {
  it('opens the editor for a new rule, an artificial rule or one stored rule', () => {
    expect(newRulePath('machine')).toBe('/newRules');
    expect(newRulePath('artificial')).toBe('/newRules?type=artificial');
    expect(editRulePath(12)).toBe('/newRules?id=12');
  });

  it('reads ?id= and treats garbage as a new rule', () => {
    expect(parseRuleId('12')).toBe(12);
    expect(parseRuleId('0')).toBeUndefined();
    expect(parseRuleId('1e3')).toBeUndefined();
    expect(parseRuleId(null)).toBeUndefined();
  });
});

describe('recipient form', () => {
  it('leaves blanks out and sends a robot type only with a webhook', () => {
    expect(
      toNoticeInput(
        {
          noticeName: ' 值班室 ',
          accountId: undefined,
          email: ' duty@example.cn ',
          phone: '',
          weChatOpenId: '  ',
          webhookUrl: '',
          webhookType: 'feishu',
        },
        4,
      ),
    ).toEqual({
      noticeId: 4,
      noticeName: '值班室',
      accountId: undefined,
      email: 'duty@example.cn',
      phone: undefined,
      weChatOpenId: undefined,
      webhookUrl: undefined,
      webhookType: undefined,
    });
  });

  it('keeps the robot type of a webhook recipient', () => {
    expect(
      toNoticeInput({
        noticeName: '工作群',
        accountId: 3,
        email: '',
        phone: '',
        weChatOpenId: '',
        webhookUrl: 'https://open.feishu.cn/hook/x',
        webhookType: 'feishu',
      }),
    ).toMatchObject({
      accountId: 3,
      webhookUrl: 'https://open.feishu.cn/hook/x',
      webhookType: 'feishu',
    });
  });
});
