import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { p } from '@guanlan/shared';
import type { BriefingNotice } from '@guanlan/shared';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState';
import { savedOrShown } from '../../../../api/errors';
import {
  useDeleteReportNotice,
  useReportNotices,
  useSaveReportNotice,
} from '../hooks/useReportNotices';
import styles from '../ReportList.module.css';

const PAGE_SIZE = 10;

export interface NoticeManagerModalProps {
  open: boolean;
  onClose: () => void;
}

/** 接收人管理: the people reports are mailed to (name, e-mail, optional phone). */
export function NoticeManagerModal({ open, onClose }: NoticeManagerModalProps) {
  return (
    <Modal
      open={open}
      title="报告接收人管理"
      width={760}
      footer={<Button onClick={onClose}>关闭</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      <NoticeTable />
    </Modal>
  );
}

function NoticeTable() {
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<{ notice?: BriefingNotice }>();
  const notices = useReportNotices({ keyword: keyword || undefined, pageNum, pageSize: PAGE_SIZE });
  const { mutate: deleteNotice } = useDeleteReportNotice();

  const columns = useMemo<TableColumnsType<BriefingNotice>>(
    () => [
      { title: '姓名', dataIndex: 'noticeName', key: 'noticeName', width: 140 },
      { title: '邮箱', dataIndex: 'email', key: 'email' },
      {
        title: '手机号',
        key: 'phone',
        width: 130,
        render: (_v, n) => n.phone ?? <span className={styles.muted}>—</span>,
      },
      {
        title: '操作',
        key: 'actions',
        width: 120,
        render: (_v, n) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing({ notice: n })}>
              编辑
            </Button>
            <Popconfirm
              title={`删除接收人“${n.noticeName}”？`}
              description="自动发送设置中将不再包含该接收人"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => deleteNotice({ noticeIds: [n.noticeId] })}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ),
      },
    ],
    [deleteNotice],
  );

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          aria-label="搜索接收人"
          placeholder="搜索姓名或邮箱"
          style={{ width: 240 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          添加接收人
        </Button>
      </div>
      <Table
        rowKey="noticeId"
        size="small"
        columns={columns}
        dataSource={notices.data?.list ?? []}
        loading={notices.isFetching && !notices.data}
        locale={{
          emptyText: (
            <EmptyState
              size="small"
              type="noRecipients"
              description={keyword ? '没有符合条件的接收人' : '还没有接收人，点击“添加接收人”'}
            />
          ),
        }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: notices.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPageNum,
        }}
      />
      <NoticeFormModal
        open={editing !== undefined}
        notice={editing?.notice}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}

interface NoticeFields {
  noticeName: string;
  email: string;
  phone: string;
}

function NoticeFormModal({
  open,
  notice,
  onClose,
}: {
  open: boolean;
  notice: BriefingNotice | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NoticeFields>();
  const save = useSaveReportNotice();

  async function handleOk(): Promise<void> {
    const values = await form.validateFields();
    const saved = await savedOrShown(() =>
      save.mutateAsync({
        noticeId: notice?.noticeId,
        noticeName: values.noticeName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
      }),
    );
    if (saved) {
      onClose();
    }
  }

  return (
    <Modal
      open={open}
      title={notice ? '编辑接收人' : '添加接收人'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NoticeFields>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          noticeName: notice?.noticeName ?? '',
          email: notice?.email ?? '',
          phone: notice?.phone ?? '',
        }}
      >
        <Form.Item
          name="noticeName"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入接收人姓名' },
            { max: 20, message: '姓名不能超过20个字符' },
          ]}
        >
          <Input placeholder="例如：宣传部 张三" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="email"
          label="邮箱"
          rules={[
            { required: true, whitespace: true, message: '请输入邮箱' },
            { type: 'email', message: '邮箱格式不正确' },
            { max: 100, message: '邮箱不能超过100个字符' },
          ]}
        >
          <Input placeholder="name@example.com" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[{ pattern: p.MOBILE_PATTERN, message: '请输入正确的11位手机号' }]}
        >
          <Input placeholder="可选" maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
