import { ThunderboltOutlined } from '@ant-design/icons';
import { dailyRecordCalls } from '@guanlan/shared';
import { Button, Card, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useWorkflowAction, useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import type { Paged } from '../../oa/hooks/useWorkflowCalls';
import type { DailyRecordItem } from '../daily-record-types';
import { todayCn } from '../daily-record-types';

interface Values {
  content: string;
  plan?: string;
}

/** 今日日志: today's record (one per day), drafted from today's actions on request. */
export function TodayRecordCard() {
  const today = todayCn();
  const [form] = Form.useForm<Values>();
  const mine = useWorkflowQuery<Paged<DailyRecordItem>>(
    dailyRecordCalls.findCurrentUserDailyRecord,
    {
      startDate: today,
      endDate: today,
      pageNum: 1,
      pageSize: 1,
    },
  );
  const draft = useWorkflowQuery<{ content: string }>(
    dailyRecordCalls.findDailyRecordDraft,
    {},
    false,
  );
  const save = useWorkflowAction(dailyRecordCalls.saveDailyRecord, '今日日志已保存');
  const existing = mine.data?.list[0];

  useEffect(() => {
    if (existing) {
      form.setFieldsValue({ content: existing.content, plan: existing.plan });
    }
  }, [existing, form]);

  async function fillDraft(): Promise<void> {
    const { data } = await draft.refetch();
    if (data) {
      form.setFieldsValue({ content: (data as { content: string }).content });
    }
  }

  return (
    <Card
      title={`今日日志（${today}）${existing ? '' : ' · 未填写'}`}
      extra={
        <Button
          icon={<ThunderboltOutlined />}
          loading={draft.isFetching}
          onClick={() => void fillDraft()}
        >
          按今日操作生成草稿
        </Button>
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="content"
          label="今日工作"
          rules={[{ required: true, whitespace: true, message: '请填写今日工作' }]}
        >
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item name="plan" label="明日计划">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() =>
              void form
                .validateFields()
                .then((v) =>
                  save.mutate({ recordDate: today, content: v.content, plan: v.plan ?? '' }),
                )
            }
          >
            保存
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
