import { Checkbox, Form, InputNumber, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { ALL_NOTICES, useWarningNotices } from '../hooks/useWarningNotices';
import type { FormField, RuleFormValues, RuleKind } from '../rule-form';
import { NOTICE_WAY_OPTIONS } from '../warning';
import type { NoticeWay } from '../warning';
import styles from '../Warning.module.css';

export interface DeliveryFieldsProps {
  kind: RuleKind;
  values: RuleFormValues;
  set: (patch: Partial<RuleFormValues>) => void;
  errors: Partial<Record<FormField, string>>;
}

function errorOf(errors: Partial<Record<FormField, string>>, field: FormField) {
  const message = errors[field];
  return message ? { validateStatus: 'error' as const, help: message } : {};
}

/** `HH:mm` as a time of today for the picker. */
function clock(hhmm: string): Dayjs {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dayjs().hour(h).minute(m).second(0).millisecond(0);
}

/** Who is told and how: recipients, ways, push window, weekend and interval. */
export function DeliveryFields({ kind, values, set, errors }: DeliveryFieldsProps) {
  const notices = useWarningNotices(ALL_NOTICES);
  const noticeOptions = useMemo(
    () => (notices.data?.list ?? []).map((n) => ({ value: n.noticeId, label: n.noticeName })),
    [notices.data],
  );
  const windowValue: [Dayjs, Dayjs] | null = values.pushWindow
    ? [clock(values.pushWindow[0]), clock(values.pushWindow[1])]
    : null;

  function handleWindow(range: [Dayjs | null, Dayjs | null] | null): void {
    const [start, end] = range ?? [null, null];
    set({ pushWindow: start && end ? [start.format('HH:mm'), end.format('HH:mm')] : null });
  }

  return (
    <>
      <Form.Item label="推送方式" required {...errorOf(errors, 'noticeWays')}>
        <Checkbox.Group<NoticeWay>
          options={NOTICE_WAY_OPTIONS}
          value={values.noticeWays}
          onChange={(noticeWays) => set({ noticeWays })}
        />
      </Form.Item>
      <Form.Item
        label="接收人"
        extra="站内推送发给本单位全部账号；邮件、短信、微信和 Webhook 发给所选接收人（在“预警设置 → 接收人”中维护）"
        {...errorOf(errors, 'noticeIds')}
      >
        <Select
          mode="multiple"
          aria-label="接收人"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={notices.error ? notices.error.message : '选择接收人'}
          loading={notices.isLoading}
          options={noticeOptions}
          value={values.noticeIds}
          onChange={(noticeIds: number[]) => set({ noticeIds })}
        />
      </Form.Item>
      <Form.Item label="推送时段" extra="不填写即全天推送" {...errorOf(errors, 'pushWindow')}>
        <TimePicker.RangePicker
          aria-label="推送时段"
          format="HH:mm"
          order={false}
          value={windowValue}
          onChange={handleWindow}
        />
      </Form.Item>
      {kind === 'machine' ? (
        <>
          <Form.Item label="周末推送">
            <Switch
              aria-label="周末推送"
              checked={values.weekendPush}
              checkedChildren="推送"
              unCheckedChildren="不推送"
              onChange={(weekendPush) => set({ weekendPush })}
            />
          </Form.Item>
          <Form.Item label="推送间隔">
            <span className={styles.inlineFields}>
              同一规则两次推送至少间隔
              <InputNumber
                aria-label="最小推送间隔"
                min={0}
                max={1440}
                precision={0}
                placeholder="0"
                value={values.minIntervalMinutes}
                onChange={(minIntervalMinutes) => set({ minIntervalMinutes })}
              />
              分钟
            </span>
          </Form.Item>
        </>
      ) : null}
    </>
  );
}
