import { eventCalls, personalCenterCalls } from '@guanlan/shared';
import { Alert, Checkbox, Form, Modal, Radio, Select, Spin, Switch } from 'antd';
import { useCallQuery } from '../../../api/useCall';
import { useTopicOptions } from '../../special/hooks/useSpecials';
import type { AccountItem, ManagedKind, TierCalls } from '../account';
import { TIER_TEXT } from '../account';
import { AccountLimitFields, limitInput, limitsOf } from './AccountLimitFields';
import type { LimitValues } from './AccountLimitFields';

interface GrantValues extends LimitValues {
  modules: string[];
  topicScope: 'all' | 'some';
  specialIds: number[];
  eventScope: 'all' | 'some';
  eventIds: number[];
  allowExport: boolean;
}

export interface GrantSubmit {
  grants: { modules: string[]; specialIds: number[]; eventIds: number[] };
  config: ReturnType<typeof limitInput> & { allowExport: boolean };
}

interface ModuleRow {
  module: string;
  title: string;
  granted: boolean;
}

interface GrantModalProps {
  kind: ManagedKind;
  calls: TierCalls;
  account: AccountItem | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: GrantSubmit) => void;
}

/** 授权: the modules and the topics (专题) one account may see. */
export function GrantModal(props: GrantModalProps) {
  const { calls, account, saving, onCancel } = props;
  const modules = useCallQuery(
    calls.modules,
    { accountId: account?.accountId ?? 0 },
    { enabled: account !== null, staleTime: 0 },
  );
  const config = useCallQuery(
    personalCenterCalls.findAccountConfig,
    { accountId: account?.accountId ?? 0 },
    { enabled: account !== null, staleTime: 0 },
  );
  const list = modules.data;
  const stored = config.data as Record<string, unknown> | undefined;
  const allowExport = stored?.allowExport !== false;
  return (
    <Modal
      title={`授权：${account?.realName ?? ''}（${account?.userName ?? ''}）`}
      open={account !== null}
      onCancel={onCancel}
      okButtonProps={{ htmlType: 'submit', form: 'grant-form', loading: saving }}
      okText="保存授权"
      width={640}
      destroyOnHidden
    >
      {account && list && !modules.isFetching && !config.isFetching ? (
        <GrantForm
          {...props}
          account={account}
          list={list}
          allowExport={allowExport}
          limits={limitsOf(stored)}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

function GrantForm({
  kind,
  account,
  list,
  allowExport,
  limits,
  onSubmit,
}: GrantModalProps & {
  account: AccountItem;
  list: ModuleRow[];
  allowExport: boolean;
  limits: LimitValues;
}) {
  const [form] = Form.useForm<GrantValues>();
  const scope = Form.useWatch('topicScope', form);
  const eventScope = Form.useWatch('eventScope', form);
  const topics = useTopicOptions();
  const events = useCallQuery(
    eventCalls.findPageEvent,
    { pageNum: 1, pageSize: 200 },
    { silent: true, retry: false },
  );

  function handleFinish(values: GrantValues): void {
    onSubmit({
      grants: {
        modules: values.modules,
        specialIds: values.topicScope === 'some' ? values.specialIds : [],
        eventIds: values.eventScope === 'some' ? values.eventIds : [],
      },
      config: { allowExport: values.allowExport, ...limitInput(values) },
    });
  }

  return (
    <Form
      id="grant-form"
      form={form}
      layout="vertical"
      onFinish={handleFinish}
      initialValues={{
        modules: list.filter((m) => m.granted).map((m) => m.module),
        topicScope: account.specialIds === null ? 'all' : 'some',
        specialIds: account.specialIds ?? [],
        eventScope: account.eventIds === null ? 'all' : 'some',
        eventIds: account.eventIds ?? [],
        allowExport,
        ...limits,
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={
          kind === 'sub'
            ? '子账号只能使用勾选的模块：未授权的菜单隐藏，接口与导出一律拒绝。'
            : '全部勾选表示与主账号相同，可使用本单位全部模块。'
        }
      />
      <Form.Item
        name="modules"
        label="可用模块"
        rules={kind === 'sub' ? [{ required: true, message: '请至少授予一个模块' }] : undefined}
      >
        <Checkbox.Group
          style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', rowGap: 8 }}
          options={list.map((m) => ({ value: m.module, label: m.title }))}
        />
      </Form.Item>
      <Form.Item name="topicScope" label="可见专题">
        <Radio.Group
          options={[
            { value: 'all', label: '本单位全部专题' },
            { value: 'some', label: '指定专题' },
          ]}
        />
      </Form.Item>
      {scope === 'some' ? (
        <Form.Item
          name="specialIds"
          label={`${TIER_TEXT[kind].noun}可见的专题`}
          rules={[{ required: true, message: '请选择专题' }]}
        >
          <Select
            mode="multiple"
            placeholder="选择专题"
            options={topics.groups}
            loading={topics.isLoading}
            optionFilterProp="label"
          />
        </Form.Item>
      ) : null}
      <Form.Item name="eventScope" label="可见事件">
        <Radio.Group
          options={[
            { value: 'all', label: '本单位全部事件' },
            { value: 'some', label: '指定事件' },
          ]}
        />
      </Form.Item>
      {eventScope === 'some' ? (
        <Form.Item
          name="eventIds"
          label={`${TIER_TEXT[kind].noun}可见的事件`}
          rules={[{ required: true, message: '请选择事件' }]}
        >
          <Select
            mode="multiple"
            placeholder="选择事件"
            options={events.data?.list.map((e) => ({ value: e.eventId, label: e.eventName }))}
            loading={events.isLoading}
            optionFilterProp="label"
          />
        </Form.Item>
      ) : null}
      <Form.Item name="allowExport" label="导出与下载" valuePropName="checked">
        <Switch checkedChildren="允许" unCheckedChildren="禁止" />
      </Form.Item>
      <AccountLimitFields />
    </Form>
  );
}
