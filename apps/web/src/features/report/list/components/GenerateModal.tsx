import { DatePicker, Form, Input, Modal } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { dayRange } from '@guanlan/shared';
import type { BriefingType, DateRange } from '@guanlan/shared';
import { useState } from 'react';
import { savedOrShown } from '../../../../api/errors';
import { useSaveReport } from '../hooks/useReports';
import {
  REPORT_KINDS,
  daysToRange,
  defaultRange,
  defaultTitle,
  presetRanges,
  rangeToDays,
} from '../report-list';
import type { PickerDay } from '../report-list';
import { TemplateSelect, TopicSelect } from './ReportPickers';

interface GenerateFields {
  briefingTitle: string;
  range: [Dayjs, Dayjs] | null;
  templateId: number | undefined;
  specialIds: number[];
  summary: string;
}

const toDayjs = (d: PickerDay): Dayjs => dayjs(new Date(d.year, d.month - 1, d.day));
const fromDayjs = (d: Dayjs): PickerDay => ({
  year: d.year(),
  month: d.month() + 1,
  day: d.date(),
});

/** The picker shows Shanghai calendar days whatever the browser's time zone. */
function toPicker(range: DateRange): [Dayjs, Dayjs] {
  const [from, to] = rangeToDays(range);
  return [toDayjs(from), toDayjs(to)];
}

function fromPicker(value: [Dayjs, Dayjs]): DateRange {
  return daysToRange(fromDayjs(value[0]), fromDayjs(value[1]));
}

export interface GenerateModalProps {
  type: BriefingType;
  open: boolean;
  /** The template proposed first (the schedule's, else the first one). */
  templateId: number | undefined;
  onClose: () => void;
}

/** 生成报告: title, period (with quick ranges), template, topics and 编者按; queued on 生成. */
export function GenerateModal({ type, open, templateId, onClose }: GenerateModalProps) {
  const [form] = Form.useForm<GenerateFields>();
  const save = useSaveReport();
  const kind = REPORT_KINDS[type];

  async function handleOk(): Promise<void> {
    const values = await form.validateFields();
    if (!values.range) {
      return;
    }
    const range = fromPicker(values.range);
    const saved = await savedOrShown(() =>
      save.mutateAsync({
        briefingType: type,
        briefingTitle: values.briefingTitle.trim(),
        briefingStartTime: range.start,
        briefingEndTime: range.end,
        templateId: values.templateId,
        specialIds: values.specialIds.length > 0 ? values.specialIds : undefined,
        summary: values.summary.trim() || undefined,
      }),
    );
    if (saved) {
      onClose();
    }
  }

  return (
    <Modal
      open={open}
      title={`生成${kind.label}`}
      okText="生成"
      cancelText="取消"
      width={640}
      confirmLoading={save.isPending}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <GenerateForm form={form} type={type} templateId={templateId} />
    </Modal>
  );
}

function GenerateForm({
  form,
  type,
  templateId,
}: {
  form: FormInstance<GenerateFields>;
  type: BriefingType;
  templateId: number | undefined;
}) {
  const kind = REPORT_KINDS[type];
  // Mounted on each opening: the presets and the default period are those of that moment.
  const [now] = useState(() => Date.now());
  const [isTitleEdited, setTitleEdited] = useState(false);
  const presets = presetRanges(now).map((p) => ({ label: p.label, value: toPicker(p.range) }));
  const lastDay = toDayjs(rangeToDays(dayRange(now))[0]);
  const range = defaultRange(type, now);

  function handleValuesChange(changed: Partial<GenerateFields>): void {
    if ('briefingTitle' in changed) {
      setTitleEdited(true);
    }
    // The title follows the period until the analyst writes their own.
    if (changed.range && !isTitleEdited) {
      form.setFieldValue('briefingTitle', defaultTitle(type, fromPicker(changed.range)));
    }
  }

  return (
    <Form<GenerateFields>
      form={form}
      layout="vertical"
      preserve={false}
      onValuesChange={handleValuesChange}
      initialValues={{
        briefingTitle: defaultTitle(type, range),
        range: toPicker(range),
        templateId,
        specialIds: [],
        summary: '',
      }}
    >
      <Form.Item
        name="briefingTitle"
        label="标题"
        rules={[
          { required: true, whitespace: true, message: '请输入报告标题' },
          { max: 100, message: '标题不能超过100个字符' },
        ]}
      >
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item
        name="range"
        label="时间范围"
        rules={[{ required: true, message: '请选择时间范围' }]}
        extra="按整天统计（北京时间），今天的数据截至生成时刻"
      >
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          presets={presets}
          allowClear={false}
          disabledDate={(d) => d.isAfter(lastDay, 'day')}
        />
      </Form.Item>
      <Form.Item name="templateId" label="模板">
        <TemplateSelect />
      </Form.Item>
      <Form.Item
        name="specialIds"
        label="专题"
        rules={
          kind.needsTopics
            ? [{ required: true, type: 'array', min: 1, message: '请至少选择一个专题' }]
            : []
        }
        extra={kind.needsTopics ? undefined : '不选则统计全部专题'}
      >
        <TopicSelect isRequired={kind.needsTopics} />
      </Form.Item>
      <Form.Item
        name="summary"
        label="编者按"
        rules={[{ max: 5000, message: '编者按不能超过5000个字符' }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={5000}
          placeholder="可选：写给读者的说明，生成后仍可修改"
        />
      </Form.Item>
    </Form>
  );
}
