import { App, Button, DatePicker, Drawer, Form, Input, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { EmptyState } from '../../../components/EmptyState';
import type { SearchArea } from '../../../components/filters/filter-options';
import { RuleEditor } from '../../special/components/RuleEditor';
import { ALL_CARRIERS, RuleScopeFields } from '../../special/components/RuleScopeFields';
import {
  EMPTY_RULE,
  EVENT_DESCRIPTION_MAX,
  EVENT_NAME_MAX,
  validateBasics,
  validateRule,
  wireToMs,
} from '../event';
import type { EventBasics, RuleDraft } from '../event';
import { useEventInfo, useSaveEvent } from '../hooks/useEvents';
import type { EventInfo, EventInput } from '../hooks/useEvents';
import styles from '../Event.module.css';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export interface EventFormDrawerProps {
  /** Open for a new event (`'new'`), an existing one (its id), or closed (undefined). */
  target: number | 'new' | undefined;
  onClose: () => void;
  /** Called with the saved id once the server has stored the event. */
  onSaved: (eventId: number) => void;
}

/** 新建事件 / 编辑事件 in a drawer beside the list. */
export function EventFormDrawer({ target, onClose, onSaved }: EventFormDrawerProps) {
  const eventId = typeof target === 'number' ? target : undefined;
  const info = useEventInfo(eventId);
  const isLoadingInfo = eventId !== undefined && !info.data;

  let body;
  if (target === undefined) {
    body = null;
  } else if (isLoadingInfo) {
    body = info.isError ? (
      <EmptyState description="事件不存在或加载失败" />
    ) : (
      <Skeleton active paragraph={{ rows: 10 }} />
    );
  } else {
    body = (
      <EventForm
        key={eventId ?? 'new'}
        eventId={eventId}
        initial={info.data}
        onCancel={onClose}
        onSaved={onSaved}
      />
    );
  }

  return (
    <Drawer
      open={target !== undefined}
      title={eventId === undefined ? '新建事件' : '编辑事件'}
      size={880}
      onClose={onClose}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}

function initialRule(initial: EventInfo | undefined): RuleDraft {
  if (!initial) {
    return EMPTY_RULE;
  }
  const { ruleMode, regionWords, subjectWords, eventWords, excludeWords, expression } = initial;
  return { ruleMode, regionWords, subjectWords, eventWords, excludeWords, expression };
}

function initialBasics(initial: EventInfo | undefined): EventBasics {
  return {
    eventName: initial?.eventName ?? '',
    // A new event starts at the beginning of today, so the day's articles are back-filled.
    eventStartTime: initial ? wireToMs(initial.eventStartTime) : dayjs().startOf('day').valueOf(),
    eventEndTime: wireToMs(initial?.eventEndTime),
    description: initial?.description ?? '',
  };
}

interface EventFormProps {
  eventId: number | undefined;
  initial: EventInfo | undefined;
  onCancel: () => void;
  onSaved: (eventId: number) => void;
}

function EventForm({ eventId, initial, onCancel, onSaved }: EventFormProps) {
  const { message } = App.useApp();
  const save = useSaveEvent();
  const [basics, setBasics] = useState<EventBasics>(() => initialBasics(initial));
  const [rule, setRule] = useState<RuleDraft>(() => initialRule(initial));
  const [searchArea, setSearchArea] = useState<SearchArea>(initial?.searchArea ?? 'all');
  const [carriers, setCarriers] = useState<string[]>(
    initial && initial.carriers.length > 0 ? initial.carriers : ALL_CARRIERS,
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const ruleError = useMemo(() => validateRule(rule), [rule]);
  const basicErrors = validateBasics(basics);
  // An untouched new form does not shout 请填写; errors appear once the user types or saves.
  const ruleTouched = submitted || Object.values(rule).some((v) => v !== 'simple' && v !== '');
  const shown = (field: keyof EventBasics) =>
    submitted || (field !== 'eventName' && field !== 'eventStartTime')
      ? basicErrors[field]
      : undefined;

  function set(patch: Partial<EventBasics>): void {
    setBasics((prev) => ({ ...prev, ...patch }));
    setServerError(undefined);
  }

  function handleTime(field: 'eventStartTime' | 'eventEndTime', value: Dayjs | null): void {
    set({ [field]: value ? value.second(0).millisecond(0).valueOf() : undefined });
  }

  async function handleSave(): Promise<void> {
    setSubmitted(true);
    const firstBasic = Object.values(basicErrors)[0];
    if (firstBasic || ruleError) {
      void message.error(firstBasic ?? ruleError?.message);
      return;
    }
    if (carriers.length === 0) {
      void message.error('请至少选择一个载体');
      return;
    }
    if (basics.eventStartTime === undefined) {
      return;
    }
    const description = basics.description.trim();
    const input: EventInput = {
      eventId,
      eventName: basics.eventName.trim(),
      eventStartTime: basics.eventStartTime,
      eventEndTime: basics.eventEndTime,
      description: description || undefined,
      ...rule,
      searchArea,
      carriers,
    };
    try {
      const saved = await save.mutateAsync(input);
      void message.success(
        eventId === undefined ? '事件已创建，正在匹配历史文章' : '事件已保存，正在重新匹配文章',
      );
      onSaved(saved);
    } catch (error) {
      // The reason stays under the form; business codes were already toasted by the client,
      // a failed validate-before-save was not.
      if (error instanceof Error) {
        setServerError(error.message);
        if (!isApiError(error)) {
          void message.error(error.message);
        }
      }
    }
  }

  const startValue = basics.eventStartTime === undefined ? null : dayjs(basics.eventStartTime);
  const endValue = basics.eventEndTime === undefined ? null : dayjs(basics.eventEndTime);

  return (
    <Form layout="horizontal" labelCol={{ flex: '96px' }}>
      <Form.Item
        label="事件名称"
        required
        validateStatus={shown('eventName') ? 'error' : undefined}
        help={shown('eventName')}
      >
        <Input
          aria-label="事件名称"
          placeholder="例如：市人民医院医疗纠纷事件"
          maxLength={EVENT_NAME_MAX}
          showCount
          value={basics.eventName}
          onChange={(e) => set({ eventName: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="事件时间" required>
        <div className={styles.timeRow}>
          <DatePicker
            aria-label="开始时间"
            placeholder="开始时间"
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            status={shown('eventStartTime') ? 'error' : undefined}
            value={startValue}
            onChange={(value) => handleTime('eventStartTime', value)}
          />
          <span className={styles.muted}>至</span>
          <DatePicker
            aria-label="结束时间"
            placeholder="结束时间（可不填）"
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            status={shown('eventEndTime') ? 'error' : undefined}
            value={endValue}
            onChange={(value) => handleTime('eventEndTime', value)}
          />
        </div>
        <div
          className={
            shown('eventStartTime') || shown('eventEndTime') ? styles.errorText : styles.hint
          }
        >
          {shown('eventStartTime') ??
            shown('eventEndTime') ??
            '不填结束时间表示事件仍在持续，新发布的文章会实时计入事件。'}
        </div>
      </Form.Item>
      <Form.Item
        label="事件描述"
        validateStatus={shown('description') ? 'error' : undefined}
        help={shown('description')}
      >
        <Input.TextArea
          aria-label="事件描述"
          placeholder="简要说明事件起因、涉及单位等（选填）"
          maxLength={EVENT_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          value={basics.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="关键词规则" required>
        <RuleEditor
          value={rule}
          onChange={(next) => {
            setRule(next);
            setServerError(undefined);
          }}
          error={ruleTouched ? ruleError : undefined}
        />
      </Form.Item>
      <RuleScopeFields
        searchArea={searchArea}
        onSearchArea={setSearchArea}
        carriers={carriers}
        onCarriers={setCarriers}
        submitted={submitted}
      />
      {serverError ? (
        <Form.Item label=" " colon={false}>
          <div className={styles.errorText} role="alert">
            {serverError}
          </div>
        </Form.Item>
      ) : null}
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => void handleSave()}>
            保存
          </Button>
          <Button onClick={onCancel}>取消</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
