import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Table, Typography } from 'antd';
import { dataSourceCalls } from '@guanlan/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { requiredRules } from '../../../lib/form-rules';
import { apiKeyColumns } from '../data-source.columns';
import type { ApiKeyItem } from '../data-source.columns';
import { INGEST_PATH } from '../data-source';
import styles from '../DataSourceCenter.module.css';
import { useApiKeyList, useCreateApiKey, useRevokeApiKey } from '../hooks/useApiKeys';
import { ApiKeyRevealModal } from './ApiKeyRevealModal';

const NAME_RULES = requiredRules('请输入密钥名称', dataSourceCalls.saveApiKey.input.shape.name);

interface CreateValues {
  name: string;
}

/** 数据接入密钥 tab: keys for vendors and crawler fleets that push articles over HTTP. */
export function ApiKeyPanel({ origin }: { origin: string }) {
  const [form] = Form.useForm<CreateValues>();
  const [isCreating, setIsCreating] = useState(false);
  // The new key lives only here, and only until its modal has closed.
  const [newKey, setNewKey] = useState<{ apiKey: string; isOpen: boolean } | undefined>();
  const keys = useApiKeyList();
  const create = useCreateApiKey((apiKey) => {
    setIsCreating(false);
    setNewKey({ apiKey, isOpen: true });
  });
  const revoke = useRevokeApiKey();

  const columns = apiKeyColumns({
    now: keys.dataUpdatedAt,
    revokingId: revoke.isPending ? Number(revoke.variables.keyId) : undefined,
    onRevoke: (item) => revoke.mutate({ keyId: item.keyId }),
  });

  function handleOpenCreate(): void {
    setIsCreating(true);
  }

  function handleFinish(values: CreateValues): void {
    create.mutate({ name: values.name.trim() });
  }

  const empty =
    keys.isError && !keys.data ? (
      <EmptyState type="noNetwork" description="密钥列表加载失败">
        <Button onClick={() => void keys.refetch()}>重试</Button>
      </EmptyState>
    ) : (
      <EmptyState description="尚未创建数据接入密钥">
        <Button type="primary" icon={<PlusOutlined />} onClick={handleOpenCreate}>
          创建密钥
        </Button>
      </EmptyState>
    );

  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<KeyOutlined />}
        title={
          <span>
            数据供应商或自建爬虫可通过{' '}
            <Typography.Text code>POST {origin + INGEST_PATH}</Typography.Text>
            推送文章（NDJSON，每行一篇），请求头携带{' '}
            <Typography.Text code>Authorization: Bearer 密钥</Typography.Text>
            。推送的文章与采集文章一样进入分析与预警流程。
          </span>
        }
        style={{ marginBottom: 16 }}
      />
      <div className={styles.toolbar}>
        <Typography.Text type="secondary">
          密钥只在创建时完整显示一次，列表中仅保留前缀用于识别。
        </Typography.Text>
        <div className={styles.toolbarRight}>
          <Button type="primary" icon={<PlusOutlined />} onClick={handleOpenCreate}>
            创建密钥
          </Button>
        </div>
      </div>
      <Table<ApiKeyItem>
        rowKey="keyId"
        size="middle"
        columns={columns}
        dataSource={keys.data ?? []}
        loading={keys.isLoading}
        locale={{ emptyText: empty }}
        pagination={false}
      />
      <Modal
        title="创建数据接入密钥"
        open={isCreating}
        okText="创建"
        cancelText="取消"
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setIsCreating(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={handleFinish} style={{ marginTop: 16 }}>
          <Form.Item
            label="密钥名称"
            name="name"
            rules={NAME_RULES}
            extra="用于区分不同的推送方，如：某数据供应商、自建爬虫集群"
          >
            <Input placeholder="请输入密钥名称" maxLength={50} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
      <ApiKeyRevealModal
        apiKey={newKey?.apiKey}
        isOpen={newKey?.isOpen ?? false}
        origin={origin}
        onClose={() => setNewKey((state) => state && { ...state, isOpen: false })}
        afterClose={() => setNewKey(undefined)}
      />
    </>
  );
}
