import { FileAddOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cloudSearchCalls, eventCalls } from '@guanlan/shared';
import { App, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/http';
import { useCallQuery } from '../../../api/useCall';
import { useTopicOptions } from '../../special/hooks/useSpecials';

type Target =
  | { specialId: number }
  | { eventId: number }
  | { folderId: number }
  | { period: 'day' | 'week' | 'month' };

/** What a join says it did. */
function joinedText(target: Target, added: number): string {
  if ('specialId' in target) {
    return `已将 ${added} 篇文章加入专题`;
  }
  if ('eventId' in target) {
    return `已将 ${added} 篇文章加入事件`;
  }
  return 'folderId' in target
    ? `已收藏 ${added} 篇文章到「默认收藏夹」`
    : `已将 ${added} 篇文章加入日报`;
}

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
      void message.success(joinedText(target, answer.added));
      onDone();
      await queryClient.invalidateQueries({
        predicate: (q) =>
          /^\/api\/(special|event|favorites|briefing)\//.test(String(q.queryKey[0])),
      });
    },
  });
  const busy = (key: string) =>
    join.isPending && join.variables !== undefined && key in join.variables;

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
          loading={busy('specialId')}
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
          loading={busy('eventId')}
          onClick={() => eventId !== undefined && join.mutate({ eventId })}
        >
          加入事件
        </Button>
      </Space.Compact>
      <Button
        size="small"
        icon={<StarOutlined />}
        disabled={disabled}
        loading={busy('folderId')}
        onClick={() => join.mutate({ folderId: 0 })}
      >
        收藏
      </Button>
      <Button
        size="small"
        icon={<FileAddOutlined />}
        disabled={disabled}
        loading={busy('period')}
        onClick={() => join.mutate({ period: 'day' })}
      >
        加入日报
      </Button>
    </Space>
  );
}
