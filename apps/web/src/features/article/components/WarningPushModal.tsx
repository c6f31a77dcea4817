import { Form, Input, Modal, Radio } from 'antd';
import type { WarningLevel } from '@guanlan/shared';
import { WARNING_LEVEL_OPTIONS } from '../article';
import { usePushWarning } from '../hooks/useArticle';

interface WarningPushModalProps {
  articleId: number;
  open: boolean;
  onClose: () => void;
}

interface WarningForm {
  warningLevel: WarningLevel;
  remark?: string;
}

/** 推送预警: choose 红色/橙色/黄色 and add a note; every account of the unit is told. */
export function WarningPushModal({ articleId, open, onClose }: WarningPushModalProps) {
  const [form] = Form.useForm<WarningForm>();
  const push = usePushWarning();

  function handleOk(): void {
    void form.validateFields().then((values) =>
      push.mutate(
        { articleIds: [articleId], warningLevel: values.warningLevel, remark: values.remark },
        {
          onSuccess: () => {
            form.resetFields();
            onClose();
          },
        },
      ),
    );
  }

  return (
    <Modal
      title="推送预警"
      open={open}
      okText="推送"
      confirmLoading={push.isPending}
      onOk={handleOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ warningLevel: 'orange' }}
        preserve={false}
      >
        <Form.Item name="warningLevel" label="预警级别" rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={WARNING_LEVEL_OPTIONS.map((o) => ({
              value: o.value,
              label: <span style={{ color: o.color }}>{o.label}</span>,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label="备注"
          rules={[{ max: 500, message: '备注不能超过500个字符' }]}
        >
          <Input.TextArea rows={3} placeholder="选填，例如处置建议" showCount maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
