import { Alert, Button, Card, Checkbox, Form, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { DOMESTIC_CARRIERS, SENTIMENTS } from '@guanlan/shared';
import { cleanWords, specialOptions } from '../home-config';
import { useSaveSensitiveInfo, useSensitiveInfo, useSpecialTree } from '../hooks/useHomeConfig';
import type { SensitiveInfo } from '../hooks/useHomeConfig';

const CARRIERS = Object.entries(DOMESTIC_CARRIERS).map(([value, label]) => ({ value, label }));
const SENTIMENT_OPTIONS = (['negative', 'neutral', 'positive'] as const).map((value) => ({
  value,
  label: SENTIMENTS[value],
}));

type FormValues = Omit<SensitiveInfo, 'sentiments'> & {
  sentiments: ('positive' | 'neutral' | 'negative')[];
};

/** 敏感信息设置: what the dashboard lists as sensitive, for the whole organisation. */
export function SensitiveSettings() {
  const config = useSensitiveInfo();
  const tree = useSpecialTree();
  const save = useSaveSensitiveInfo();
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    if (config.data) {
      form.setFieldsValue({
        ...config.data,
        sentiments: config.data.sentiments.filter((s) => s !== 'irrelevant'),
      });
    }
  }, [config.data, form]);

  function handleFinish(values: FormValues): void {
    const { words } = cleanWords(values.sensitiveWords);
    // Every list is sent: one left out is saved empty.
    save.mutate({
      sentiments: values.sentiments,
      carriers: values.carriers,
      specialIds: values.specialIds,
      sensitiveWords: words,
    });
  }

  return (
    <Card title="敏感信息设置" loading={config.isPending}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="本单位所有账号共用此设置：符合所选情感，或包含任一敏感词的信息，会列入首页“敏感信息”。"
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          sentiments: ['negative'],
          carriers: [],
          specialIds: [],
          sensitiveWords: [],
        }}
        onFinish={handleFinish}
      >
        <Form.Item name="sentiments" label="情感属性">
          <Checkbox.Group options={SENTIMENT_OPTIONS} />
        </Form.Item>
        <Form.Item name="carriers" label="载体" extra="不选表示全部载体">
          <Checkbox.Group options={CARRIERS} />
        </Form.Item>
        <Form.Item name="specialIds" label="专题" extra="不选表示跟随首页图表数据来源">
          <Select
            mode="multiple"
            allowClear
            placeholder="全部专题"
            loading={tree.isPending}
            options={specialOptions(tree.data ?? [])}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item
          name="sensitiveWords"
          label="敏感词"
          extra="输入后回车，或粘贴以逗号、顿号分隔的多个词；每个词不超过20个字"
          rules={[
            {
              validator: (_rule, value: string[] | undefined) => {
                const { problem } = cleanWords(value ?? []);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Select mode="tags" tokenSeparators={[',', '，', '、']} placeholder="例如：爆炸、事故" />
        </Form.Item>
        <Form.Item dependencies={['sentiments', 'sensitiveWords']} noStyle>
          {() => {
            const empty =
              (form.getFieldValue('sentiments') as string[] | undefined)?.length === 0 &&
              (form.getFieldValue('sensitiveWords') as string[] | undefined)?.length === 0;
            return empty ? (
              <Typography.Paragraph type="danger">
                请至少选择一种情感属性或填写一个敏感词
              </Typography.Paragraph>
            ) : null;
          }}
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存敏感信息设置
        </Button>
      </Form>
    </Card>
  );
}
