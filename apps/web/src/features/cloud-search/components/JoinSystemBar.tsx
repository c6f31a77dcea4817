import { FileAddOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleCalls, cloudSearchCalls, eventCalls } from '@guanlan/shared';
import { App, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/http';
import { useCallQuery } from '../../../api/useCall';
import { useTopicOptions } from '../../special/hooks/useSpecials';

type Target = { specialId: number } | { eventId: number };

/**
 * 加入系统: the checked results join a topic's or an event's list (articleJoinSystem), the
 * favourites or the daily report.
 */
export function JoinSystemBar({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const topics = useTopicOptions();
  const events = useCallQuery(eventCalls.findPageEvent, { pageNum: 1, pageSize: 100 });
  const [topicId, setTopicId] = useState<number>();
  const [eventId, setEventId] = useState<number>();
  const disabled = selected.length === 0;

  const join = useMutation({
    mutationFn: (target: Target) =>
      call(cloudSearchCalls.articleJoinSystem, { articleIds: selected, ...target }),
    onSuccess: async (answer, target) => {
      const where = 'specialId' in target ? '专题' : '事件';
      void message.success(`已将 ${answer.added} 篇文章加入${where}`);
      onDone();
      await queryClient.invalidateQueries({
        predicate: (q) => /^\/api\/(special|event)\//.test(String(q.queryKey[0])),
      });
    },
  });
  const favorite = useMutation({
    mutationFn: () => call(articleCalls.saveFavoriteArticle, { articleIds: selected }),
    onSuccess: () => {
      void message.success('已收藏到「默认收藏夹」');
      onDone();
    },
  });
  const report = useMutation({
    mutationFn: () =>
      call(articleCalls.joinBriefingArticle, { articleIds: selected, period: 'day' }),
    onSuccess: () => {
      void message.success('已加入日报');
      onDone();
    },
  });

  return (
    <Space wrap size={8}>
      <Space.Compact>
        <Select
          size="small"
          aria-label="选择专题"
          placeholder="选择专题"
          style={{ width: 170 }}
          showSearch={{ optionFilterProp: 'label' }}
          loading={topics.isLoading}
          options={topics.groups}
          value={topicId}
          onChange={setTopicId}
        />
        <Button
          size="small"
          disabled={disabled || topicId === undefined}
          loading={join.isPending && join.variables && 'specialId' in join.variables}
          onClick={() => topicId !== undefined && join.mutate({ specialId: topicId })}
        >
          加入专题
        </Button>
      </Space.Compact>
      <Space.Compact>
        <Select
          size="small"
          aria-label="选择事件"
          placeholder="选择事件"
          style={{ width: 170 }}
          showSearch={{ optionFilterProp: 'label' }}
          loading={events.isLoading}
          options={(events.data?.list ?? []).map((e) => ({ value: e.eventId, label: e.eventName }))}
          value={eventId}
          onChange={setEventId}
        />
        <Button
          size="small"
          disabled={disabled || eventId === undefined}
          loading={join.isPending && join.variables && 'eventId' in join.variables}
          onClick={() => eventId !== undefined && join.mutate({ eventId })}
        >
          加入事件
        </Button>
      </Space.Compact>
      <Button
        size="small"
        icon={<StarOutlined />}
        disabled={disabled}
        loading={favorite.isPending}
        onClick={() => favorite.mutate()}
      >
        收藏
      </Button>
      <Button
        size="small"
        icon={<FileAddOutlined />}
        disabled={disabled}
        loading={report.isPending}
        onClick={() => report.mutate()}
      >
        加入日报
      </Button>
    </Space>
  );
}
