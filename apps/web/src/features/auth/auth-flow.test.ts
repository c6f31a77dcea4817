import { describe, expect, it } from 'vitest';
import { nextPathAfterLogin, nextPathAfterPhoneBound, smsButtonText } from './auth-flow';
import { toApplicationInput } from './register';

describe('features/auth/auth-flow', () => {
  it('goes to the redirect query, or the dashboard', () => {
    const plain = { needBindPhone: false, needInit: false };
    expect(nextPathAfterLogin(plain, '/warningList?level=red')).toBe('/warningList?level=red');
    expect(nextPathAfterLogin(plain, null)).toBe('/dashboard');
    expect(nextPathAfterLogin(plain, 'https://evil.example')).toBe('/dashboard');
  });

  it('binds the phone first and carries the later steps in the query', () => {
    expect(nextPathAfterLogin({ needBindPhone: true, needInit: true }, '/report/daily')).toBe(
      `/verifyPhone?redirect=${encodeURIComponent('/report/daily')}&needInit=1`,
    );
    expect(nextPathAfterLogin({ needBindPhone: true, needInit: false }, null)).toBe('/verifyPhone');
  });

  it('opens the initial settings when the account needs them', () => {
    expect(nextPathAfterLogin({ needBindPhone: false, needInit: true }, null)).toBe('/uelogin');
    expect(nextPathAfterPhoneBound(true, '/a')).toBe('/uelogin?redirect=%2Fa');
    expect(nextPathAfterPhoneBound(false, '/a')).toBe('/a');
  });

  it('labels the code button while counting down', () => {
    expect(smsButtonText(0, false)).toBe('获取验证码');
    expect(smsButtonText(42, false)).toBe('42秒后重新获取');
    expect(smsButtonText(0, true)).toBe('发送中…');
  });

  it('trims the application and leaves blank optional fields out', () => {
    expect(
      toApplicationInput({
        orgName: ' 某市委宣传部 ',
        contactName: '张三',
        phone: '13800138000 ',
        phoneCode: '123456',
        userName: 'zhangsan',
        password: 'abc12345',
        confirm: 'abc12345',
        email: '  ',
        industry: '政府机关',
      }),
    ).toEqual({
      orgName: '某市委宣传部',
      contactName: '张三',
      phone: '13800138000',
      phoneCode: '123456',
      userName: 'zhangsan',
      password: 'abc12345',
      email: undefined,
      industry: '政府机关',
      region: undefined,
      remark: undefined,
    });
  });
});
