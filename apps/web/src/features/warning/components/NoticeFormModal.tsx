import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { p } from '@guanlan/shared';
import { useSession } from '../../../stores/useSession';
import type { NoticeItem } from '../hooks/useWarningNotices';
import { useSaveWarningNotice } from '../hooks/useWarningNotices';
import { noticeFormOf, toNoticeInput, WEBHOOK_TYPE_OPTIONS } from '../warning';
import type { NoticeFormValues } from '../warning';

export interface NoticeFormModalProps {
  open: boolean;
  /** The recipient being edited; undefined adds a new one. */
  notice: NoticeItem | undefined;
  onClose: () => void;
}

const WEBHOOK = /^https?:\/\/\S+$/i;

/** 添加 / 编辑接收人: name, linked account, e-mail, phone, WeChat and a robot webhook. */
export function NoticeFormModal({ open, notice, onClose }: NoticeFormModalProps) {
  const [form] = Form.useForm<NoticeFormValues>();
  const save = useSaveWarningNotice(onClose);
  const user = useSession((s) => s.user);
  const webhookUrl = Form.useWatch('webhookUrl', form);

  useEffect(() => {
    if (open) {
      form.setFieldsValue(noticeFormOf(notice));
    }
  }, [open, notice, form]);

  const accountOptions = useMemo(() => {
    const options = user
      ? [{ value: user.userId, label: `${user.realName ?? user.userName}（当前账号）` }]
      : [];
    if (notice?.accountId && notice.accountId !== user?.userId) {
      options.push({ value: notice.accountId, label: `账号 #${notice.accountId}` });
    }
    return options;
  }, [user, notice]);

  async function handleOk(): Promise<void> {
    const values = await form.validateFields();
    save.mutate(toNoticeInput(values, notice?.noticeId));
  }

  return (
    <Modal
      title={notice ? '编辑接收人' : '添加接收人'}
      open={open}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark="optional">
        <Form.Item
          name="noticeName"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入接收人姓名' },
            { max: 20, message: '姓名不能超过20个字符' },
          ]}
        >
          <Input placeholder="例如：值班室 张三" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="accountId"
          label="关联账号"
          extra="标明该接收人对应的本单位账号（可不关联）"
        >
          <Select allowClear placeholder="不关联账号" options={accountOptions} />
        </Form.Item>
        <Form.Item
          name="email"
          label="邮箱"
          rules={[{ type: 'email', message: '邮箱格式不正确' }, { max: 100 }]}
        >
          <Input placeholder="name@example.com" />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[{ pattern: p.MOBILE_PATTERN, message: '请输入正确的11位手机号' }]}
        >
          <Input placeholder="用于短信预警" maxLength={11} />
        </Form.Item>
        <Form.Item name="weChatOpenId" label="微信 OpenID" rules={[{ max: 64 }]}>
          <Input placeholder="关注公众号后获得，用于微信预警" />
        </Form.Item>
        <Form.Item
          name="webhookUrl"
          label="Webhook 地址"
          rules={[{ pattern: WEBHOOK, message: '请输入以 http:// 或 https:// 开头的地址' }]}
        >
          <Input placeholder="机器人的 Webhook 地址" />
        </Form.Item>
        <Form.Item name="webhookType" label="机器人类型" hidden={!webhookUrl}>
          <Radio.Group options={WEBHOOK_TYPE_OPTIONS} optionType="button" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
