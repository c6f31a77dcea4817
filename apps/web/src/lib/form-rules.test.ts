import { describe, expect, it } from 'vitest';
import { loginCalls, registerCalls } from '@guanlan/shared';
import { confirmRule, requiredRules, schemaError, zodRule } from './form-rules';

const phone = loginCalls.sendPhoneCodeByLogin.input.shape.phone;

describe('lib/form-rules', () => {
  it('reports the Chinese message of the shared schema', () => {
    expect(schemaError(phone, '123')).toBe('请输入正确的11位手机号');
    expect(schemaError(phone, '13800138000')).toBeUndefined();
    expect(
      schemaError(registerCalls.validatePhoneCodeByForget.input.shape.newPassword, 'abcdefgh'),
    ).toBe('密码须包含数字');
  });

  it('leaves blank values to the required rule', async () => {
    const rule = zodRule(phone);
    await expect(rule.validator?.({}, '')).resolves.toBeUndefined();
    await expect(rule.validator?.({}, '12')).rejects.toThrow('请输入正确的11位手机号');
    expect(requiredRules('请输入手机号', phone)[0]).toMatchObject({
      required: true,
      message: '请输入手机号',
    });
  });

  it('checks that the confirmation repeats the password', async () => {
    const rule = confirmRule(() => 'abc12345');
    await expect(rule.validator?.({}, 'abc12345')).resolves.toBeUndefined();
    await expect(rule.validator?.({}, 'abc1234')).rejects.toThrow('两次输入的密码不一致');
  });
});
