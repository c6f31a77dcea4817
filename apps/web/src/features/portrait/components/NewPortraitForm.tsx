import { DOMESTIC_CARRIERS, portraitCalls } from '@guanlan/shared';
import { App, Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useCallMutation } from '../../../api/useCall';
import { useRefreshPortrait } from '../hooks/usePortrait';

interface FormValues {
  nickName: string;
  carrier: string;
  homeUrl?: string;
  range?: [Dayjs, Dayjs];
}

/** 新建画像: a nickname (or home page) on a carrier, over a window (default 90 days). */
export function NewPortraitForm() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshPortrait();
  const save = useCallMutation(portraitCalls.savePortraitAnalysis, {
    onSuccess: (r) => {
      void refresh();
      void message.success('画像已生成');
      void navigate(`/app/portraitDetail?portraitId=${r.portraitId}`);
    },
  });
  return (
    <Form<FormValues>
      layout="inline"
      initialValues={{ carrier: 'microBlog' }}
      style={{ rowGap: 8 }}
      onFinish={(v) =>
        save.mutate({
          nickName: v.nickName.trim(),
          carrier: v.carrier,
          homeUrl: v.homeUrl?.trim() || undefined,
          startTime: v.range?.[0]?.valueOf(),
          endTime: v.range?.[1]?.valueOf(),
        })
      }
    >
      <Form.Item
        name="nickName"
        label="网民昵称"
        rules={[{ required: true, message: '请输入网民昵称' }]}
      >
        <Input style={{ width: 200 }} placeholder="例如：城市观察" />
      </Form.Item>
      <Form.Item name="carrier" label="平台">
        <Select
          style={{ width: 120 }}
          options={Object.entries(DOMESTIC_CARRIERS).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item name="homeUrl" label="主页">
        <Input style={{ width: 220 }} placeholder="可选：https://weibo.com/u/…" />
      </Form.Item>
      <Form.Item name="range" label="时间">
        <DatePicker.RangePicker placeholder={['默认近90天', '至今']} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          生成画像
        </Button>
      </Form.Item>
    </Form>
  );
}
