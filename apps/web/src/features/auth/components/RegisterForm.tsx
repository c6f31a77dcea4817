import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Col, Divider, Form, Input, Row } from 'antd';
import { registerCalls } from '@guanlan/shared';
import { Link } from 'react-router';
import { confirmRule } from '../../../lib/form-rules';
import { AUTH_RULES } from '../auth.rules';
import { usePhoneCodeField } from '../hooks/usePhoneCodeField';
import { useRegister } from '../hooks/useRegister';
import type { UserNameStatus } from '../hooks/useRegister';
import { INDUSTRY_OPTIONS } from '../register';
import type { ApplicationValues } from '../register';
import { ApplicationResult } from './ApplicationResult';
import { SmsCodeInput } from './SmsCodeInput';

const INDUSTRIES = INDUSTRY_OPTIONS.map((value) => ({ value }));

function userNameHint(status: UserNameStatus) {
  if (status === 'checking') {
    return (
      <span>
        <LoadingOutlined /> 正在检查用户名…
      </span>
    );
  }
  if (status === 'available') {
    return (
      <span style={{ color: '#389e0d' }}>
        <CheckCircleFilled /> 该用户名可以使用
      </span>
    );
  }
  return '以字母开头，4–32位字母、数字或下划线';
}

export interface RegisterFormProps {
  /** One column with full-width buttons (the /registerMobile page). */
  isCompact?: boolean;
}

/** The trial application (申请试用) of /register and /registerMobile. */
export function RegisterForm({ isCompact = false }: RegisterFormProps) {
  const [form] = Form.useForm<ApplicationValues>();
  const code = usePhoneCodeField(form, registerCalls.sendPhoneCodeByReg);
  const {
    userNameStatus,
    handleUserNameBlur,
    handleUserNameChange,
    handleFinish,
    isSubmitting,
    application,
  } = useRegister(form);
  const span = isCompact ? 24 : 12;
  const size = isCompact ? 'middle' : 'large';

  if (application) {
    return <ApplicationResult application={application} />;
  }

  return (
    <Form form={form} layout="vertical" size={size} onFinish={handleFinish} requiredMark>
      <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
        单位信息
      </Divider>
      <Row gutter={16}>
        <Col span={span}>
          <Form.Item label="单位名称" name="orgName" rules={AUTH_RULES.orgName}>
            <Input placeholder="如：某某市委宣传部" maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={span}>
          <Form.Item label="所属行业" name="industry" rules={AUTH_RULES.industry}>
            <AutoComplete options={INDUSTRIES} placeholder="选择或输入行业" />
          </Form.Item>
        </Col>
        <Col span={span}>
          <Form.Item label="所在地区" name="region" rules={AUTH_RULES.region}>
            <Input placeholder="如：浙江省杭州市" maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={span}>
          <Form.Item label="联系人" name="contactName" rules={AUTH_RULES.contactName}>
            <Input placeholder="联系人姓名" maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={span}>
          <Form.Item label="手机号" name="phone" rules={AUTH_RULES.phone}>
            <Input placeholder="用于接收验证码与审核通知" maxLength={11} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col span={span}>
          <Form.Item label="验证码" name="phoneCode" rules={AUTH_RULES.phoneCode}>
            <SmsCodeInput size={size} code={code} />
          </Form.Item>
        </Col>
        <Col span={span}>
          <Form.Item label="邮箱" name="email" rules={AUTH_RULES.email}>
            <Input placeholder="选填" maxLength={100} inputMode="email" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        账号信息
      </Divider>
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            label="用户名"
            name="userName"
            rules={AUTH_RULES.applicantUserName}
            extra={userNameHint(userNameStatus)}
          >
            <Input
              placeholder="登录用户名"
              maxLength={32}
              autoComplete="username"
              onBlur={handleUserNameBlur}
              onChange={handleUserNameChange}
            />
          </Form.Item>
        </Col>
        <Col span={span}>
          <Form.Item
            label="登录密码"
            name="password"
            rules={AUTH_RULES.applicantPassword}
            hasFeedback
          >
            <Input.Password placeholder="8–32位，须含字母和数字" autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col span={span}>
          <Form.Item
            label="确认密码"
            name="confirm"
            dependencies={['password']}
            hasFeedback
            rules={[
              { required: true, message: '请再次输入密码' },
              confirmRule(() => form.getFieldValue('password')),
            ]}
          >
            <Input.Password placeholder="再次输入密码" autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="备注" name="remark" rules={AUTH_RULES.remark}>
            <Input.TextArea
              placeholder="选填：希望监测的内容、使用场景等"
              maxLength={500}
              showCount
              rows={3}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        提交申请
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        已有账号？<Link to="/login">立即登录</Link>
      </div>
    </Form>
  );
}
