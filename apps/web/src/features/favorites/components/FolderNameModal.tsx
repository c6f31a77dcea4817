import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

export interface FolderNameModalProps {
  /** Open for a new folder (`{}`) or a rename (`{ folderId, folderName }`); closed when absent. */
  editing: { folderId?: number; folderName?: string } | undefined;
  isSaving: boolean;
  onSubmit: (value: { folderId?: number; folderName: string }) => void;
  onCancel: () => void;
}

/** 新建收藏夹 / 重命名收藏夹. Names are checked for uniqueness by the server. */
export function FolderNameModal({ editing, isSaving, onSubmit, onCancel }: FolderNameModalProps) {
  const [form] = Form.useForm<{ folderName: string }>();
  const isRename = editing?.folderId !== undefined;

  useEffect(() => {
    if (editing) {
      form.setFieldsValue({ folderName: editing.folderName ?? '' });
    }
  }, [editing, form]);

  function handleOk(): void {
    void form.validateFields().then(({ folderName }) => {
      onSubmit({
        ...(editing?.folderId !== undefined ? { folderId: editing.folderId } : {}),
        folderName: folderName.trim(),
      });
    });
  }

  return (
    <Modal
      title={isRename ? '重命名收藏夹' : '新建收藏夹'}
      open={editing !== undefined}
      okText="保存"
      confirmLoading={isSaving}
      onOk={handleOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={handleOk}>
        <Form.Item
          name="folderName"
          label="收藏夹名称"
          rules={[
            { required: true, whitespace: true, message: '请输入收藏夹名称' },
            { max: 30, message: '收藏夹名称不能超过30个字符' },
          ]}
        >
          <Input placeholder="例如：重点关注" maxLength={30} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
