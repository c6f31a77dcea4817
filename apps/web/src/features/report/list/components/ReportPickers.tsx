import { Select, Space, Tag } from 'antd';
import { useReportTemplates, useTopicOptions } from '../hooks/useReportOptions';
import { templateTypeLabel } from '../report-list';

interface PickerProps<T> {
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
}

/** 模板: the organisation's templates with their edition (通用版/媒体版). */
export function TemplateSelect({ id, value, onChange }: PickerProps<number | undefined>) {
  const templates = useReportTemplates();
  return (
    <Select<number | undefined>
      id={id}
      allowClear
      placeholder="默认模板"
      loading={templates.isLoading}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={(templates.data ?? []).map((t) => ({
        value: t.templateId,
        label: (
          <Space size={6}>
            <span>{t.templateName}</span>
            <Tag color={t.templateType === 1 ? 'blue' : 'purple'} bordered={false}>
              {templateTypeLabel(t.templateType)}
            </Tag>
          </Space>
        ),
        title: t.templateName,
      }))}
    />
  );
}

/** 专题: topics grouped by column; empty means 全部专题 where the type allows it. */
export function TopicSelect({
  id,
  value,
  onChange,
  isRequired,
}: PickerProps<number[]> & { isRequired: boolean }) {
  const topics = useTopicOptions();
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      placeholder={isRequired ? '请选择专题' : '全部专题'}
      loading={topics.isLoading}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={topics.groups}
      notFoundContent={topics.isLoading ? '加载中…' : '暂无专题，请先在专题管理中创建'}
    />
  );
}
