import { bloggerCalls } from '@guanlan/shared';
import { App, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { useRefreshBlogger } from '../hooks/useBlogger';

interface Found {
  bloggerUid: string;
  bloggerName: string;
  posts: number;
  followers: number | null;
}

/** 新建分析: pick a blogger found among stored posts (or give a home page) and a window. */
export function NewAnalysisForm({ kind }: { kind: 'blogger' | 'sensitive' }) {
  const { message } = App.useApp();
  const refresh = useRefreshBlogger();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Found | undefined>();
  const [homeUrl, setHomeUrl] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const search = useCallQuery(
    bloggerCalls.searchBloggerInfo,
    { keyword, size: 20 },
    { enabled: keyword.length > 0, silent: true },
  );
  const found = (search.data as Found[] | undefined) ?? [];
  const save = useCallMutation(
    kind === 'blogger'
      ? bloggerCalls.saveBloggerAnalysis
      : bloggerCalls.saveSensitiveBloggerAnalysis,
    {
      onSuccess: () => {
        void message.success('分析已完成');
        void refresh();
        setPicked(undefined);
      },
    },
  );
  const submit = () => {
    if (!picked && !homeUrl) {
      void message.warning('请选择博主或填写博主主页');
      return;
    }
    save.mutate({
      bloggerUid: picked?.bloggerUid,
      bloggerName:
        picked?.bloggerName ?? (homeUrl.split('/').filter(Boolean).pop() ?? '博主').slice(0, 50),
      homeUrl: homeUrl || undefined,
      startTime: range?.[0]?.valueOf(),
      endTime: range?.[1]?.valueOf(),
    });
  };
  return (
    <Form layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
      <Form.Item label="博主">
        <Select
          showSearch
          allowClear
          style={{ width: 240 }}
          placeholder="输入昵称搜索博主"
          filterOption={false}
          onSearch={(v) => setKeyword(v.trim())}
          value={picked?.bloggerUid}
          onChange={(uid) => setPicked(found.find((f) => f.bloggerUid === uid))}
          notFoundContent={keyword ? '未找到该博主的发文' : '请输入昵称'}
          options={found.map((f) => ({
            value: f.bloggerUid,
            label: `${f.bloggerName}（${f.posts} 条发文）`,
          }))}
          aria-label="博主"
        />
      </Form.Item>
      <Form.Item label="或主页">
        <Input
          style={{ width: 240 }}
          placeholder="https://weibo.com/u/…"
          value={homeUrl}
          onChange={(e) => setHomeUrl(e.target.value.trim())}
        />
      </Form.Item>
      <Form.Item label="时间">
        <DatePicker.RangePicker
          showTime
          value={range}
          onChange={setRange}
          placeholder={['默认近30天', '至今']}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            开始分析
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
