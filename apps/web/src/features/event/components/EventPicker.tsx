import { Select } from 'antd';
import { useEventPage } from '../hooks/useEvents';

/** The events the pickers offer (one page of 200, 置顶 first). */
const ALL_EVENTS = { pageNum: 1, pageSize: 200 };

export interface EventPickerProps {
  value: number | undefined;
  onChange: (eventId: number) => void;
  width?: number;
}

/** 选择事件: a searchable list of the organisation's events. */
export function EventPicker({ value, onChange, width = 280 }: EventPickerProps) {
  const events = useEventPage(ALL_EVENTS);
  const options = (events.data?.list ?? []).map((e) => ({ value: e.eventId, label: e.eventName }));
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      aria-label="选择事件"
      placeholder="选择事件"
      style={{ width }}
      loading={events.isLoading}
      options={options}
      value={options.some((o) => o.value === value) ? value : undefined}
      notFoundContent={events.isLoading ? '加载中…' : '暂无事件'}
      onChange={(next: number) => onChange(next)}
    />
  );
}
