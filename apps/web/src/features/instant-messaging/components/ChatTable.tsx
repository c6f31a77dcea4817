import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { instantMessagingCalls as im } from '@guanlan/shared';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { callKey } from '../../../api/query-keys';
import { IMPORT_FORMATS, PLATFORM_OPTIONS } from '../im';
import type { ChatItem, Paged, Platform } from '../im';

interface ChatFormValues {
  platform: Platform;
  account: string;
  nickName?: string;
  consentSource: string;
  retentionDays: number;
  remark?: string;
}

/**
 * The watched chats of a set, with the lawful ways in: 导入 an export file (Telegram or
 * NDJSON) and 接入机器人 (a token per chat for the bot/webhook endpoint).
 */
export function ChatTable({ setId }: { setId: number }) {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const chats = useCallQuery(im.findInstantMessagingList, { setId, pageNum: 1, pageSize: 50 });
  const page = chats.data as Paged<ChatItem> | undefined;
  const refresh = () =>
    Promise.all(
      [im.findInstantMessagingList, im.findInstantMessagingMeetList].map((def) =>
        client.invalidateQueries({ queryKey: callKey(def) }),
      ),
    );
  const save = useCallMutation(im.saveInstantMessaging, { onSuccess: refresh });
  const remove = useCallMutation(im.deleteInstantMessaging, { onSuccess: refresh });
  const importFile = useCallMutation(im.importInstantMessagingRecord, { onSuccess: refresh });
  const token = useCallMutation(im.resetInstantMessagingWebhookToken, { onSuccess: refresh });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState<ChatItem | null>(null);
  const [format, setFormat] = useState<'telegram' | 'ndjson'>('ndjson');
  const [form] = Form.useForm<ChatFormValues>();

  async function submit(): Promise<void> {
    const v = await form.validateFields();
    await save.mutateAsync({ setId, ...v });
    void message.success('已添加监测');
    setAdding(false);
  }

  async function upload(file: File): Promise<void> {
    if (!importing) {
      return;
    }
    const r = (await importFile.mutateAsync({
      instantMessagingId: importing.instantMessagingId,
      format,
      fileName: file.name,
      content: await file.text(),
    })) as { added: number; duplicates: number; recalled: number; skipped: number };
    void message.success(
      `导入完成：新增${r.added}条，重复${r.duplicates}条，撤回${r.recalled}条，跳过${r.skipped}条`,
    );
    setImporting(null);
  }

  async function connect(chat: ChatItem): Promise<void> {
    const r = (await token.mutateAsync({ instantMessagingId: chat.instantMessagingId })) as {
      token: string;
      webhookPath: string;
    };
    modal.info({
      title: `接入机器人：${chat.nickName}`,
      width: 560,
      content: (
        <Space direction="vertical">
          <Typography.Text>
            请群管理员在机器人或转发服务中配置（令牌只显示这一次）：
          </Typography.Text>
          <Typography.Text
            code
            copyable
          >{`${window.location.origin}${r.webhookPath}`}</Typography.Text>
          <Typography.Text code copyable>{`Authorization: Bearer ${r.token}`}</Typography.Text>
        </Space>
      ),
    });
  }

  return (
    <Card
      title="监测的群"
      size="small"
      extra={
        <Button
          type="primary"
          size="small"
          onClick={() => {
            form.resetFields();
            setAdding(true);
          }}
        >
          添加群
        </Button>
      }
    >
      <Table<ChatItem>
        rowKey="instantMessagingId"
        size="small"
        loading={chats.isLoading}
        dataSource={page?.list ?? []}
        pagination={false}
        columns={[
          { title: '群名称', dataIndex: 'nickName' },
          { title: '平台', dataIndex: 'platformName', width: 90 },
          { title: '账号', dataIndex: 'account' },
          { title: '授权/来源', dataIndex: 'consentSource' },
          { title: '保留', dataIndex: 'retentionDays', width: 70, render: (d: number) => `${d}天` },
          { title: '消息', dataIndex: 'messageCount', width: 70 },
          { title: '人数', dataIndex: 'personCount', width: 60 },
          {
            title: '机器人',
            dataIndex: 'webhookConnected',
            width: 80,
            render: (on: boolean) => (on ? <Tag color="green">已接入</Tag> : <Tag>未接入</Tag>),
          },
          {
            title: '操作',
            width: 190,
            render: (_, chat) => (
              <Space size={4}>
                <Button size="small" onClick={() => setImporting(chat)}>
                  导入
                </Button>
                <Button size="small" onClick={() => void connect(chat)}>
                  接入机器人
                </Button>
                <Popconfirm
                  title="删除后该群的消息、人员和会话一并删除，确定吗？"
                  onConfirm={() => {
                    remove.mutate({ instantMessagingId: chat.instantMessagingId });
                  }}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title="添加监测的群"
        open={adding}
        onOk={() => void submit()}
        onCancel={() => setAdding(false)}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ platform: 'weChat', retentionDays: 180 }}
        >
          <Form.Item name="platform" label="平台" rules={[{ required: true }]}>
            <Select options={[...PLATFORM_OPTIONS]} />
          </Form.Item>
          <Form.Item
            name="account"
            label="群号/群标识"
            rules={[{ required: true, whitespace: true, message: '请输入群号' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="nickName" label="群名称">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="consentSource"
            label="授权/来源"
            rules={[
              { required: true, whitespace: true, message: '请说明本单位取得该群消息的合法依据' },
            ]}
            extra="例如：群主授权导入、本单位工作群"
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="retentionDays"
            label="保留天数"
            extra="超过保留期的消息由系统每小时自动删除"
          >
            <InputNumber min={1} max={3650} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={`导入聊天记录：${importing?.nickName ?? ''}`}
        open={importing !== null}
        footer={null}
        onCancel={() => setImporting(null)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            aria-label="文件格式"
            style={{ width: '100%' }}
            value={format}
            onChange={setFormat}
            options={[...IMPORT_FORMATS]}
          />
          <Typography.Text type="secondary">
            NDJSON 每行：{'{"id","senderId","senderName","time","text","recalled"}'}
            ；重复导入不会产生重复消息。
          </Typography.Text>
          <Upload
            accept=".json,.ndjson,.jsonl,.txt"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button type="primary" loading={importFile.isPending}>
              选择文件并导入
            </Button>
          </Upload>
        </Space>
      </Modal>
    </Card>
  );
}
