import { DatePicker, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

export interface TimeRangeFilterProps<T extends string> {
  presets: readonly { value: T; label: string }[];
  preset: T;
  onPresetChange: (preset: T) => void;
  /** The 自定义 range in milliseconds, edited while the preset is `custom`. */
  range: readonly [number, number] | undefined;
  /** Both ends of the picked range, or undefined when it is cleared. */
  onRangeChange: (range: [number, number] | undefined) => void;
  allowClear?: boolean;
  /** Whole days: day pickers, the range from the first day's start to the last day's end. */
  dateOnly?: boolean;
}

/** Time preset buttons (24小时 … 自定义) and, for 自定义, a range picker up to today. */
export function TimeRangeFilter<T extends string>({
  presets,
  preset,
  onPresetChange,
  range,
  onRangeChange,
  allowClear,
  dateOnly = false,
}: TimeRangeFilterProps<T>) {
  function handleRange(picked: [Dayjs | null, Dayjs | null] | null): void {
    const [start, end] = picked ?? [null, null];
    if (!start || !end) {
      onRangeChange(undefined);
      return;
    }
    onRangeChange(
      dateOnly
        ? [start.startOf('day').valueOf(), end.endOf('day').valueOf()]
        : [start.valueOf(), end.valueOf()],
    );
  }

  const rangeValue: [Dayjs, Dayjs] | null = range ? [dayjs(range[0]), dayjs(range[1])] : null;

  return (
    <>
      <Radio.Group
        size="small"
        optionType="button"
        buttonStyle="solid"
        options={presets.map((p) => ({ value: p.value, label: p.label }))}
        value={preset}
        onChange={(e) => onPresetChange(e.target.value as T)}
      />
      {preset === 'custom' ? (
        <DatePicker.RangePicker
          size="small"
          showTime={dateOnly ? false : { format: 'HH:mm' }}
          format={dateOnly ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm'}
          allowClear={allowClear}
          value={rangeValue}
          onChange={handleRange}
          disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
        />
      ) : null}
    </>
  );
}
