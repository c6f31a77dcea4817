import { Form, Input, Modal, Radio, Select, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { BriefingSendLogData } from '@guanlan/shared';
import { savedOrShown } from '../../../../api/errors';
import { EmptyState } from '../../../../components/EmptyState';
import { useNoticeOptions } from '../hooks/useReportNotices';
import { useSendLog, useSendReport } from '../hooks/useReports';
import type { ReportRow } from '../hooks/useReports';
import { SEND_STATUS } from '../report-list';
import styles from '../ReportList.module.css';

interface SendFields {
  noticeIds: number[];
  extensionName: 'docx' | 'pdf';
  message: string;
}

const LOG_COLUMNS: TableColumnsType<BriefingSendLogData> = [
  { title: '接收人', dataIndex: 'noticeName', key: 'noticeName', width: 110 },
  { title: '邮箱', dataIndex: 'email', key: 'email', ellipsis: true },
  {
    title: '状态',
    key: 'status',
    width: 100,
    render: (_v, log) => {
      const view = SEND_STATUS[log.status];
      const tag = <Tag color={view.color}>{view.label}</Tag>;
      return log.errorText ? <Tooltip title={log.errorText}>{tag}</Tooltip> : tag;
    },
  },
  { title: '时间', key: 'time', width: 140, render: (_v, log) => log.time.slice(0, 16) },
];

export interface SendModalProps {
  /** The report to mail; undefined closes the modal. */
  report: ReportRow | undefined;
  onClose: () => void;
  /** Opens 接收人管理 when there is nobody to send to yet. */
  onManageNotices: () => void;
}

/** 发送: mails the report to chosen recipients as Word or PDF, with the send log below. */
export function SendModal({ report, onClose, onManageNotices }: SendModalProps) {
  const [form] = Form.useForm<SendFields>();
  const send = useSendReport();
  const briefingId = report?.briefingId ?? undefined;
  const log = useSendLog(briefingId);
  const notices = useNoticeOptions(report !== undefined);

  async function handleOk(): Promise<void> {
    const values = await form.validateFields();
    if (briefingId === undefined) {
      return;
    }
    const saved = await savedOrShown(() =>
      send.mutateAsync({
        briefingId,
        noticeIds: values.noticeIds,
        extensionName: values.extensionName,
        message: values.message.trim() || undefined,
      }),
    );
    if (saved) {
      form.setFieldsValue({ noticeIds: [], message: '' });
    }
  }

  return (
    <Modal
      open={report !== undefined}
      title={report ? `发送报告：${report.briefingTitle}` : '发送报告'}
      okText="发送"
      cancelText="关闭"
      width={680}
      confirmLoading={send.isPending}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<SendFields>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ noticeIds: [], extensionName: 'docx', message: '' }}
      >
        <Form.Item
          name="noticeIds"
          label="接收人"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择接收人' }]}
          extra={
            notices.options.length === 0 && !notices.isLoading ? (
              <span>
                还没有接收人，
                <a
                  onClick={(e) => {
                    e.preventDefault();
                    onManageNotices();
                  }}
                >
                  去添加
                </a>
              </span>
            ) : undefined
          }
        >
          <Select
            mode="multiple"
            allowClear
            placeholder="选择接收人"
            loading={notices.isLoading}
            options={notices.options}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="extensionName" label="附件格式">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'docx', label: 'Word' },
              { value: 'pdf', label: 'PDF' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="message"
          label="附言"
          rules={[{ max: 500, message: '附言不能超过500个字符' }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount placeholder="可选：写在邮件正文里" />
        </Form.Item>
      </Form>
      <div className={styles.sectionTitle}>发送记录</div>
      <Table
        className={styles.sendLog}
        rowKey={(l) => `${l.email}-${l.time}-${l.status}`}
        size="small"
        columns={LOG_COLUMNS}
        dataSource={log.data ?? []}
        loading={log.isLoading}
        pagination={{ pageSize: 5, hideOnSinglePage: true, size: 'small' }}
        locale={{ emptyText: <EmptyState size="small" description="尚未发送" /> }}
      />
    </Modal>
  );
}
