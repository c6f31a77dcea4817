import { SoundOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { WARNING_LEVELS } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';
import { useSaveWarningVoice, useWarningVoice } from '../hooks/useHomeConfig';

const LEVEL_OPTIONS = (Object.keys(WARNING_LEVELS) as WarningLevel[]).map((value) => ({
  value,
  label: `${WARNING_LEVELS[value]}预警`,
}));

interface FormValues {
  enabled: boolean;
  levels: WarningLevel[];
}

/** 预警提示音: whether a new warning of the chosen levels plays a sound (this account only). */
export function WarningVoiceSettings() {
  const voice = useWarningVoice();
  const save = useSaveWarningVoice();
  const [form] = Form.useForm<FormValues>();
  const enabled = Form.useWatch('enabled', form);

  useEffect(() => {
    if (voice.data) {
      form.setFieldsValue(voice.data);
    }
  }, [voice.data, form]);

  return (
    <Card title="预警提示音" loading={voice.isPending}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ enabled: false, levels: ['red', 'orange', 'yellow'] }}
        onFinish={(values) =>
          save.mutate({
            enabled: values.enabled,
            levels: values.levels.length ? values.levels : undefined,
          })
        }
      >
        <Form.Item name="enabled" label="收到新预警时播放提示音" valuePropName="checked">
          <Switch checkedChildren={<SoundOutlined />} unCheckedChildren="关" />
        </Form.Item>
        <Form.Item
          name="levels"
          label="提示的预警级别"
          rules={[
            {
              validator: (_rule, value: WarningLevel[] | undefined) =>
                enabled && (value ?? []).length === 0
                  ? Promise.reject(new Error('开启提示音时请至少选择一个预警级别'))
                  : Promise.resolve(),
            },
          ]}
        >
          <Checkbox.Group options={LEVEL_OPTIONS} disabled={!enabled} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存提示音设置
          </Button>
          <Typography.Text type="secondary">只对当前账号生效</Typography.Text>
        </Space>
      </Form>
    </Card>
  );
}
