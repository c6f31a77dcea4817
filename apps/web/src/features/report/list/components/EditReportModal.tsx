import { Alert, Form, Input, Modal } from 'antd';
import { savedOrShown } from '../../../../api/errors';
import { useReportInfo, useSaveReport } from '../hooks/useReports';
import type { ReportRow } from '../hooks/useReports';

interface EditFields {
  briefingTitle: string;
  summary: string;
}

export interface EditReportModalProps {
  /** The report being edited; undefined closes the modal. */
  report: ReportRow | undefined;
  onClose: () => void;
}

/** 编辑: only the title and 编者按 change; the report's data stays as generated. */
export function EditReportModal({ report, onClose }: EditReportModalProps) {
  const [form] = Form.useForm<EditFields>();
  const briefingId = report?.briefingId ?? undefined;
  const info = useReportInfo(briefingId);
  const save = useSaveReport();

  async function handleOk(): Promise<void> {
    const values = await form.validateFields();
    if (!info.data || briefingId === undefined) {
      return;
    }
    const saved = await savedOrShown(() =>
      save.mutateAsync({
        briefingId,
        briefingType: info.data.briefingType,
        briefingTitle: values.briefingTitle.trim(),
        // Required by the call; the server keeps the frozen period of an existing report.
        briefingStartTime: info.data.briefingStartTime ?? '',
        briefingEndTime: info.data.briefingEndTime ?? '',
        summary: values.summary.trim(),
      }),
    );
    if (saved) {
      onClose();
    }
  }

  return (
    <Modal
      open={report !== undefined}
      title="编辑报告"
      okText="保存"
      cancelText="取消"
      width={640}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !info.data }}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {info.data ? (
        <Form<EditFields>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            briefingTitle: info.data.briefingTitle,
            summary: info.data.editorNote,
          }}
        >
          <Form.Item
            name="briefingTitle"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: '请输入报告标题' },
              { max: 100, message: '标题不能超过100个字符' },
            ]}
          >
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item
            name="summary"
            label="编者按"
            extra="报告的统计数据在生成时已固定，这里只修改标题和编者按"
            rules={[{ max: 5000, message: '编者按不能超过5000个字符' }]}
          >
            <Input.TextArea rows={6} maxLength={5000} showCount />
          </Form.Item>
        </Form>
      ) : (
        <Alert
          type={info.error ? 'error' : 'info'}
          showIcon
          title={info.error ? info.error.message : '正在读取报告…'}
        />
      )}
    </Modal>
  );
}
