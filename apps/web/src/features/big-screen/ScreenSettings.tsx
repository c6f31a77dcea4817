import { bigScreenCalls } from '@guanlan/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  List,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useCallMutation, useCallQuery } from '../../api/useCall';
import type { ScreenCode } from './screen-types';
import { SCREEN_NAMES } from './screen-types';

interface SetForm {
  screenTitle: string;
  specialIds?: number[];
  eventIds?: number[];
  timeRange: 'today' | '24h' | '3d' | '7d' | '30d';
  refreshSeconds: number;
  rotateSeconds: number;
}

const TIME_RANGES = [
  { value: 'today', label: '今天' },
  { value: '24h', label: '近24小时' },
  { value: '3d', label: '近3天' },
  { value: '7d', label: '近7天' },
  { value: '30d', label: '近30天' },
];
const STATUS: Record<string, { color: string; text: string }> = {
  active: { color: 'green', text: '有效' },
  expired: { color: 'default', text: '已过期' },
  revoked: { color: 'red', text: '已撤销' },
};

/**
 * 大屏设置: the screen's title, binding (visual screen), time range, refresh and rotation, and
 * its read-only share links (created with an expiry, revocable).
 */
export function ScreenSettings({
  code,
  open,
  onClose,
}: {
  code: ScreenCode;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SetForm>();
  const set = useCallQuery(
    bigScreenCalls.findSingletonBigScreenSet,
    { screenCode: code },
    { enabled: open },
  );
  const specials = useCallQuery(
    bigScreenCalls.findBigScreenOfSpecial,
    {},
    { enabled: open && code === 'visualScreen' },
  );
  const events = useCallQuery(
    bigScreenCalls.findBigScreenOfEvent,
    {},
    { enabled: open && code === 'visualScreen' },
  );
  const shares = useCallQuery(bigScreenCalls.findBigScreenShareList, {}, { enabled: open });
  const save = useCallMutation(bigScreenCalls.saveSingletonBigScreenSet, {
    onSuccess: () => {
      void message.success('大屏设置已保存');
      void queryClient.invalidateQueries({ queryKey: ['bigScreen', code] });
      onClose();
    },
  });
  const createShare = useCallMutation(bigScreenCalls.saveBigScreenShare, {
    onSuccess: (out) => {
      const link = `${window.location.origin}${(out as { path: string }).path}`;
      void navigator.clipboard?.writeText(link).catch(() => undefined);
      void message.success('分享链接已生成并复制');
      void shares.refetch();
    },
  });
  const revoke = useCallMutation(bigScreenCalls.revokeBigScreenShare, {
    onSuccess: () => void shares.refetch(),
  });

  useEffect(() => {
    if (set.data) {
      form.setFieldsValue(set.data);
    }
  }, [set.data, form]);

  const list = (shares.data ?? []) as {
    shareId: number;
    screenName: string;
    expiresAt: string;
    status: string;
  }[];
  return (
    <Drawer title={`${SCREEN_NAMES[code]} · 大屏设置`} open={open} onClose={onClose} width={460}>
      <Form<SetForm>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate({ screenCode: code, ...values })}
      >
        <Form.Item
          name="screenTitle"
          label="大屏标题"
          rules={[{ required: true, message: '请输入大屏标题' }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        {code === 'visualScreen' ? (
          <>
            <Form.Item name="specialIds" label="绑定专题（不选为整个单位）">
              <Select
                mode="multiple"
                maxCount={1}
                allowClear
                options={(
                  (specials.data ?? []) as { specialId: number; specialName: string }[]
                ).map((s) => ({
                  value: s.specialId,
                  label: s.specialName,
                }))}
              />
            </Form.Item>
            <Form.Item name="eventIds" label="或绑定事件">
              <Select
                mode="multiple"
                maxCount={1}
                allowClear
                options={(
                  (events.data ?? []) as { eventId: number; eventName: string; ongoing: boolean }[]
                ).map((e) => ({
                  value: e.eventId,
                  label: `${e.eventName}${e.ongoing ? '（进行中）' : ''}`,
                }))}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="timeRange" label="统计时间">
          <Select options={TIME_RANGES} />
        </Form.Item>
        <Space size={16}>
          <Form.Item name="refreshSeconds" label="刷新间隔（秒）">
            <InputNumber min={10} max={3600} />
          </Form.Item>
          <Form.Item name="rotateSeconds" label="轮播间隔（秒，0 不轮播）">
            <InputNumber min={0} max={3600} />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} block>
          保存设置
        </Button>
      </Form>
      <Divider>只读分享链接</Divider>
      <Typography.Paragraph type="secondary">
        值班室电视无需登录即可打开链接查看本大屏；链接只显示一次，到期或撤销后失效。
      </Typography.Paragraph>
      <Space>
        {[24, 24 * 7, 24 * 30].map((h) => (
          <Button
            key={h}
            onClick={() => createShare.mutate({ screenCode: code, validHours: h })}
            loading={createShare.isPending}
          >
            生成{h === 24 ? '1天' : h === 168 ? '7天' : '30天'}有效链接
          </Button>
        ))}
      </Space>
      {createShare.data ? (
        <Typography.Paragraph copyable style={{ marginTop: 12 }} data-testid="share-link">
          {`${window.location.origin}${(createShare.data as { path: string }).path}`}
        </Typography.Paragraph>
      ) : null}
      <List
        size="small"
        style={{ marginTop: 12 }}
        dataSource={list}
        renderItem={(s) => (
          <List.Item
            actions={
              s.status === 'active'
                ? [
                    <Button
                      key="revoke"
                      size="small"
                      danger
                      onClick={() => revoke.mutate({ shareId: s.shareId })}
                    >
                      撤销
                    </Button>,
                  ]
                : []
            }
          >
            <Space>
              <Tag color={STATUS[s.status]?.color}>{STATUS[s.status]?.text}</Tag>
              {s.screenName} · 至 {s.expiresAt.slice(0, 16)}
            </Space>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
