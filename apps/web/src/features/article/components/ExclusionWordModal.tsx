import { Form, Input, Modal } from 'antd';
import { splitWords } from '../article';

interface ExclusionWordModalProps {
  open: boolean;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (words: string[]) => void;
}

/** 加入排除词 of the topic the article was opened from. */
export function ExclusionWordModal({
  open,
  isPending,
  onClose,
  onSubmit,
}: ExclusionWordModalProps) {
  const [form] = Form.useForm<{ words: string }>();

  function handleOk(): void {
    void form.validateFields().then((values) => onSubmit(splitWords(values.words)));
  }

  return (
    <Modal
      title="加入排除词"
      open={open}
      okText="加入"
      confirmLoading={isPending}
      onOk={handleOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="words"
          label="排除词"
          extra="多个词用空格或逗号分隔；含有排除词的文章将移出该专题"
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                splitWords(value ?? '').length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error('请填写排除词')),
            },
          ]}
        >
          <Input placeholder="例如：招聘 广告" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
