import { describe, expect, it } from 'vitest';
import { EMPTY_RULE } from '../special/special';
import {
  formErrors,
  fromRuleInfo,
  NEW_RULE_FORM,
  previewSummary,
  toArtificialInput,
  toMachineInput,
  warningRuleError,
} from './rule-form';
import type { RuleInfo } from './hooks/useWarningRules';

const named = { ...NEW_RULE_FORM, ruleName: ' 医院负面 ' };
const words = { ...EMPTY_RULE, subjectWords: '医院', excludeWords: '招聘' };

describe('warningRuleError', () => {
  it('lets a rule without words through when it watches a special', () => {
    expect(warningRuleError(EMPTY_RULE, true)).toBeUndefined();
    expect(warningRuleError(EMPTY_RULE, false)?.message).toBe('地域词、主体词、事件词至少填写一项');
  });

  it('reports the parser error of typed words even when specials are chosen', () => {
    const error = warningRuleError(
      { ...EMPTY_RULE, ruleMode: 'advanced', expression: '医院+' },
      true,
    );
    expect(error?.message).toContain('第3个字符处');
  });
});

describe('formErrors', () => {
  it('asks for a name, a way, and specials or words', () => {
    expect(formErrors({ ...NEW_RULE_FORM, noticeWays: [] }, 'machine', EMPTY_RULE)).toEqual({
      ruleName: '请输入规则名称',
      noticeWays: '请至少选择一种推送方式',
      specialIds: '请选择监测的专题或重点监测对象，或填写预警关键词',
    });
  });

  it('needs recipients for e-mail and webhook but not for 站内', () => {
    expect(formErrors({ ...named, noticeWays: ['site'] }, 'machine', words)).toEqual({});
    expect(
      formErrors({ ...named, noticeWays: ['site', 'email', 'webhook'] }, 'machine', words),
    ).toEqual({ noticeIds: '邮件、Webhook推送需选择接收人' });
  });

  it('wants both halves of the volume threshold and a real push window', () => {
    const values = { ...named, volumeCount: 5, pushWindow: ['08:00', '08:00'] as [string, string] };
    expect(formErrors(values, 'machine', words)).toEqual({
      volumeMinutes: '数量阈值需同时填写分钟数和篇数',
      pushWindow: '推送时段的开始和结束时间不能相同',
    });
  });

  it('ignores the machine conditions of an artificial rule', () => {
    expect(formErrors({ ...named, volumeCount: 5 }, 'artificial', EMPTY_RULE)).toEqual({});
  });
});

describe('toMachineInput', () => {
  it('sends the chosen mode only, trimmed name, and leaves unset conditions out', () => {
    const input = toMachineInput(
      { ...named, minSimilarCount: 0, minSourceWeight: null, minIntervalMinutes: null },
      { ...words, expression: '不该发送' },
    );
    expect(input).toEqual({
      warningRuleId: undefined,
      ruleName: '医院负面',
      warningLevel: 'orange',
      enableState: true,
      noticeIds: undefined,
      noticeWays: ['site'],
      pushStartTime: undefined,
      pushEndTime: undefined,
      ruleMode: 'simple',
      regionWords: undefined,
      subjectWords: '医院',
      eventWords: undefined,
      excludeWords: '招聘',
      searchArea: 'all',
      carriers: undefined,
      sentiments: ['negative'],
      specialIds: undefined,
      minSimilarCount: undefined,
      minSourceWeight: undefined,
      weekendPush: true,
      minIntervalMinutes: 0,
    });
  });

  it('sends thresholds, window and specials of an edited advanced rule', () => {
    const input = toMachineInput(
      {
        ...named,
        specialIds: [4, 9],
        volumeCount: 10,
        volumeMinutes: 30,
        minSimilarCount: 3,
        minSourceWeight: 6,
        pushWindow: ['08:30', '22:00'],
        weekendPush: false,
        minIntervalMinutes: 15,
        sentiments: [],
      },
      { ...EMPTY_RULE, ruleMode: 'advanced', expression: '(医院|卫健委)+投诉', subjectWords: 'x' },
      12,
    );
    expect(input).toMatchObject({
      warningRuleId: 12,
      ruleMode: 'advanced',
      expression: '(医院|卫健委)+投诉',
      specialIds: [4, 9],
      volumeCount: 10,
      volumeMinutes: 30,
      minSimilarCount: 3,
      minSourceWeight: 6,
      pushStartTime: '08:30',
      pushEndTime: '22:00',
      weekendPush: false,
      minIntervalMinutes: 15,
      sentiments: undefined,
    });
    expect(input).not.toHaveProperty('subjectWords');
  });
});

describe('toArtificialInput', () => {
  it('carries only name, level, recipients, ways and window', () => {
    expect(
      toArtificialInput(
        {
          ...named,
          warningLevel: 'red',
          noticeIds: [2],
          noticeWays: ['site', 'sms'],
          volumeCount: 9,
        },
        5,
      ),
    ).toEqual({
      warningRuleId: 5,
      ruleName: '医院负面',
      warningLevel: 'red',
      enableState: true,
      noticeIds: [2],
      noticeWays: ['site', 'sms'],
      pushStartTime: undefined,
      pushEndTime: undefined,
    });
  });
});

describe('fromRuleInfo', () => {
  it('fills the form from a stored rule', () => {
    const info: RuleInfo = {
      warningRuleId: 3,
      ruleName: '负面',
      ruleType: 'machine',
      warningLevel: 'yellow',
      enableState: false,
      showState: true,
      topState: false,
      noticeNames: ['张三'],
      noticeWays: ['email'],
      summary: '',
      lastFiredAt: null,
      firedCount7d: 0,
      ruleMode: 'advanced',
      regionWords: '',
      subjectWords: '',
      eventWords: '',
      excludeWords: '',
      expression: '医院+投诉',
      searchArea: 'title',
      carriers: ['news'],
      sentiments: ['negative'],
      specialIds: [7],
      monitorIds: [4],
      minSimilarCount: null,
      minSourceWeight: 5,
      volumeCount: 3,
      volumeMinutes: 60,
      weekendPush: false,
      minIntervalMinutes: 0,
      pushStartTime: '09:00',
      pushEndTime: '18:00',
      noticeIds: [1],
    };
    const { kind, values, rule } = fromRuleInfo(info);
    expect(kind).toBe('machine');
    expect(values).toMatchObject({
      warningLevel: 'yellow',
      enableState: false,
      pushWindow: ['09:00', '18:00'],
      minIntervalMinutes: null,
      volumeCount: 3,
      volumeMinutes: 60,
      specialIds: [7],
      monitorIds: [4],
    });
    expect(rule).toEqual({ ...EMPTY_RULE, ruleMode: 'advanced', expression: '医院+投诉' });
  });
});

describe('previewSummary', () => {
  it('reads as the 试算 headline', () => {
    expect(previewSummary({ firingCount: 4, articleCount: 11 })).toBe(
      '近7天将触发 4 次预警，涉及 11 篇',
    );
  });
});
