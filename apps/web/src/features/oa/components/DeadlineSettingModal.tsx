import { oaCalls } from '@guanlan/shared';
import { Form, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useWorkflowAction, useWorkflowQuery } from '../hooks/useWorkflowCalls';

interface Deadlines {
  level1: number;
  level2: number;
  level3: number;
}

const FIELDS = [
  { name: 'level1', label: 'Ⅰ级（分钟）' },
  { name: 'level2', label: 'Ⅱ级（分钟）' },
  { name: 'level3', label: 'Ⅲ级（分钟）' },
] as const;

/** 办理时限: minutes each step of a report may take per level (默认 60 / 240 / 1440). */
export function DeadlineSettingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Deadlines>();
  const current = useWorkflowQuery<Deadlines>(oaCalls.findReportSetting, {}, open);
  const save = useWorkflowAction(oaCalls.saveReportSetting, '办理时限已保存', onClose);
  useEffect(() => {
    if (open && current.data) {
      form.setFieldsValue(current.data);
    }
  }, [open, current.data, form]);
  return (
    <Modal
      title="各等级办理时限"
      open={open}
      onCancel={onClose}
      confirmLoading={save.isPending}
      onOk={() => void form.validateFields().then((v) => save.mutate(v))}
    >
      <Form form={form} layout="vertical">
        {FIELDS.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            rules={[{ required: true, message: '请输入时限' }]}
          >
            <InputNumber min={5} max={100000} style={{ width: 200 }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
