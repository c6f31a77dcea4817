import { Button, Card, Checkbox, Form, Radio, Select, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { DOMESTIC_CARRIERS } from '@guanlan/shared';
import { specialOptions } from '../home-config';
import { useChartSource, useSaveChartSource, useSpecialTree } from '../hooks/useHomeConfig';

const CARRIERS = Object.entries(DOMESTIC_CARRIERS).map(([value, label]) => ({ value, label }));

interface FormValues {
  sourceType: 'all' | 'special';
  specialIds: number[];
  carriers: string[];
}

/** 图表数据来源: which specials and carriers the dashboard's charts read (this account only). */
export function ChartSourceSettings() {
  const source = useChartSource();
  const tree = useSpecialTree();
  const save = useSaveChartSource();
  const [form] = Form.useForm<FormValues>();
  const sourceType = Form.useWatch('sourceType', form);

  useEffect(() => {
    if (source.data) {
      form.setFieldsValue({
        sourceType: source.data.sourceType === 'special' ? 'special' : 'all',
        specialIds: source.data.specialIds,
        carriers: source.data.carriers,
      });
    }
  }, [source.data, form]);

  function handleFinish(values: FormValues): void {
    save.mutate({
      sourceType: values.sourceType,
      specialIds: values.sourceType === 'special' ? values.specialIds : undefined,
      carriers: values.carriers.length ? values.carriers : undefined,
    });
  }

  return (
    <Card title="图表数据来源" loading={source.isPending}>
      <Typography.Paragraph type="secondary">
        首页的统计图表默认汇总全部专题的信息，也可以只看指定专题。设置只对当前账号生效。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ sourceType: 'all', specialIds: [], carriers: [] }}
        onFinish={handleFinish}
      >
        <Form.Item name="sourceType" label="数据来源">
          <Radio.Group>
            <Radio value="all">全部专题</Radio>
            <Radio value="special">指定专题</Radio>
            <Tooltip title="事件分析尚未开放">
              <Radio value="event" disabled>
                指定事件
              </Radio>
            </Tooltip>
          </Radio.Group>
        </Form.Item>
        {sourceType === 'special' ? (
          <Form.Item
            name="specialIds"
            label="专题"
            rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个专题' }]}
          >
            <Select
              mode="multiple"
              allowClear
              placeholder="选择专题"
              loading={tree.isPending}
              options={specialOptions(tree.data ?? [])}
              optionFilterProp="label"
            />
          </Form.Item>
        ) : null}
        <Form.Item name="carriers" label="载体" extra="不选表示全部载体">
          <Checkbox.Group options={CARRIERS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存数据来源
        </Button>
      </Form>
    </Card>
  );
}
