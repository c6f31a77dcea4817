import { loginCalls, registerCalls } from '@guanlan/shared';
import { requiredRules, zodRule } from '../../lib/form-rules';

const application = registerCalls.register.input.shape;

/** Form rules of the auth pages, built from the shared call schemas. */
export const AUTH_RULES = {
  userName: requiredRules('请输入用户名', loginCalls.ajaxLogin.input.shape.userName),
  password: requiredRules('请输入密码', loginCalls.ajaxLogin.input.shape.password),
  phone: requiredRules('请输入手机号', loginCalls.sendPhoneCodeByLogin.input.shape.phone),
  phoneCode: requiredRules('请输入验证码', loginCalls.bindUserPhone.input.shape.phoneCode),
  newPassword: requiredRules(
    '请输入新密码',
    registerCalls.validatePhoneCodeByForget.input.shape.newPassword,
  ),
  optionalNewPassword: [zodRule(loginCalls.saveUeSetting.input.shape.newPassword)],
  realName: [zodRule(loginCalls.saveUeSetting.input.shape.realName)],
  orgName: requiredRules('请输入单位名称', application.orgName),
  contactName: requiredRules('请输入联系人姓名', application.contactName),
  applicantUserName: requiredRules('请输入用户名', application.userName),
  applicantPassword: requiredRules('请设置登录密码', application.password),
  email: [zodRule(application.email)],
  industry: [zodRule(application.industry)],
  region: [zodRule(application.region)],
  remark: [zodRule(application.remark)],
};
