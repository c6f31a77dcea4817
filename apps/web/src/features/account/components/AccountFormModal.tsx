import { DatePicker, Form, Input, Modal, Switch } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { p } from '@guanlan/shared';
import { useEffect } from 'react';
import { requiredRules, zodRule } from '../../../lib/form-rules';
import type { AccountItem, ManagedKind } from '../account';
import { TIER_TEXT } from '../account';

export interface AccountFormValues {
  userName: string;
  realName: string;
  password?: string;
  phone?: string;
  email?: string;
  remark?: string;
  expire?: Dayjs | null;
  enabled: boolean;
}

/** New or edit form of an ordinary or sub account (password only when creating or resetting). */
export function AccountFormModal(props: {
  kind: ManagedKind;
  open: boolean;
  editing: AccountItem | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: AccountFormValues) => void;
}) {
  const { kind, open, editing, saving, onCancel, onSubmit } = props;
  const [form] = Form.useForm<AccountFormValues>();
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(
        editing
          ? {
              userName: editing.userName,
              realName: editing.realName,
              email: editing.email ?? undefined,
              remark: editing.remark ?? undefined,
              expire: editing.expireTime ? dayjs(editing.expireTime) : null,
              enabled: editing.enabled,
            }
          : { enabled: true },
      );
    }
  }, [open, editing, form]);

  return (
    <Modal
      title={`${editing ? '编辑' : '新建'}${TIER_TEXT[kind].noun}`}
      open={open}
      onCancel={onCancel}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText="保存"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark="optional">
        <Form.Item
          name="userName"
          label="用户名"
          rules={requiredRules('请输入用户名')}
          extra="以字母开头，4–32位字母、数字或下划线；用于登录"
        >
          <Input placeholder="如 zhangsan" autoComplete="off" />
        </Form.Item>
        <Form.Item name="realName" label="姓名" rules={requiredRules('请输入姓名')}>
          <Input placeholder="使用人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="password"
          label={editing ? '重置密码（不填则不修改）' : '初始密码'}
          rules={[
            ...(editing ? [] : [{ required: true, message: '请设置初始密码' }]),
            zodRule(p.newPassword()),
          ]}
        >
          <Input.Password placeholder="8–32位，须包含字母和数字" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
          <Input placeholder="用于接收预警与简报（选填）" />
        </Form.Item>
        <Form.Item name="expire" label="有效期至">
          <DatePicker style={{ width: '100%' }} placeholder="不填为长期有效" />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={200} placeholder="岗位、用途等（选填）" />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
