import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { EventDispose } from '@guanlan/shared';
import { savedOrShown } from '../../../api/errors';
import { useSaveDispose } from '../hooks/useEventAnalysis';

type DisposeRecord = EventDispose['records'][number];

interface DisposeFields {
  disposeTime: Dayjs | null;
  department: string;
  content: string;
}

export interface DisposeModalProps {
  eventId: number;
  /** Open for a new record (`'new'`), an existing one, or closed (undefined). */
  target: DisposeRecord | 'new' | undefined;
  onClose: () => void;
}

/** 登记处置 / 编辑处置: when, which department, what was done or published. */
export function DisposeModal({ eventId, target, onClose }: DisposeModalProps) {
  const save = useSaveDispose();
  const [form] = Form.useForm<DisposeFields>();
  const record = typeof target === 'object' ? target : undefined;

  async function handleOk(): Promise<void> {
    const values = await form.validateFields();
    const saved = await savedOrShown(() =>
      save.mutateAsync({
        eventId,
        disposeId: record?.disposeId,
        disposeTime: (values.disposeTime ?? dayjs()).second(0).millisecond(0).valueOf(),
        department: values.department.trim(),
        content: values.content.trim(),
      }),
    );
    if (saved) {
      onClose();
    }
  }

  return (
    <Modal
      open={target !== undefined}
      title={record ? '编辑处置记录' : '登记处置记录'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
      width={620}
    >
      <Form<DisposeFields>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          disposeTime: dayjs(record ? record.disposeTimestamp : undefined).second(0),
          department: record?.department ?? '',
          content: record?.content ?? '',
        }}
      >
        <Form.Item
          name="disposeTime"
          label="处置时间"
          rules={[{ required: true, message: '请选择处置时间' }]}
        >
          <DatePicker
            aria-label="处置时间"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item
          name="department"
          label="处置部门"
          rules={[
            { required: true, whitespace: true, message: '请填写处置部门' },
            { max: 50, message: '处置部门不能超过50个字符' },
          ]}
        >
          <Input aria-label="处置部门" placeholder="例如：宣传部、医务处" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="content"
          label="处置措施与回应"
          rules={[
            { required: true, whitespace: true, message: '请填写采取的措施或发布的回应' },
            { max: 2000, message: '内容不能超过2000个字符' },
          ]}
        >
          <Input.TextArea
            aria-label="处置措施与回应"
            placeholder="例如：官方微博发布情况通报，说明事件经过和处理进展"
            autoSize={{ minRows: 4, maxRows: 8 }}
            maxLength={2000}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
