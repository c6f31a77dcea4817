import { UploadOutlined } from '@ant-design/icons';
import { navyCalls } from '@guanlan/shared';
import { App, Button, Form, Input, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { useWorkflowAction } from '../../oa/hooks/useWorkflowCalls';
import type { NavyTarget } from '../navy-types';
import styles from '../../oa/Workflow.module.css';
import { readDataUrl } from '../../oa/read-data-url';

const MAX_SHOT = 300 * 1024;

/** 提交网评: the comment text, its URL (fetched as evidence) and up to three screenshots. */
export function SubmitCommentModal({
  target,
  onClose,
}: {
  target: NavyTarget | undefined;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string; commentUrl?: string }>();
  const [shots, setShots] = useState<string[]>([]);
  const submit = useWorkflowAction(navyCalls.saveNavyComment, '已提交，等待审核', () => {
    setShots([]);
    form.resetFields();
    onClose();
  });
  async function addShot(file: File): Promise<void> {
    if (file.size > MAX_SHOT) {
      void message.warning('截图不能超过300KB');
      return;
    }
    const data = await readDataUrl(file);
    setShots((s) => [...s, data].slice(0, 3));
  }
  return (
    <Modal
      title={`提交网评：${target?.itemTitle ?? ''}`}
      open={target !== undefined}
      onCancel={onClose}
      confirmLoading={submit.isPending}
      destroyOnHidden
      onOk={() =>
        void form.validateFields().then((v) =>
          submit.mutate({
            itemId: target!.itemId,
            content: v.content,
            commentUrl: v.commentUrl || undefined,
            screenshots: shots,
          }),
        )
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="content"
          label="评论内容"
          rules={[{ required: true, whitespace: true, message: '请填写评论内容' }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="commentUrl"
          label="评论链接（系统将抓取核验）"
          rules={[{ type: 'url', message: '请输入以 http:// 或 https:// 开头的网址' }]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item label={`截图（${shots.length}/3）`}>
          <Space wrap>
            {shots.map((s, i) => (
              <img key={i} src={s} alt={`截图${i + 1}`} className={styles.thumb} />
            ))}
            <Upload
              accept="image/png,image/jpeg,image/gif,image/webp"
              showUploadList={false}
              beforeUpload={(file) => {
                void addShot(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} disabled={shots.length >= 3}>
                添加截图
              </Button>
            </Upload>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
