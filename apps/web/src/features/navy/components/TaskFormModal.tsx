import { navyCalls, navyRanksCalls } from '@guanlan/shared';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useWorkflowAction, useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import type { GroupNode, NavyLabel } from '../navy-types';
import { groupOptions } from '../navy-types';

export interface TaskLink {
  linkType: 'article' | 'warning' | 'event';
  linkId: number;
}

interface Values {
  taskName: string;
  taskTypeId: number;
  deadline: Dayjs;
  reviewDeadline?: Dayjs;
  requiredCount: number;
  userGroupIds?: number[];
  labelIds?: number[];
  platforms?: string[];
  requirement?: string;
  referenceText?: string;
}

const PLATFORMS = [
  '微博',
  '微信公众号',
  '今日头条',
  '抖音',
  '快手',
  '百度贴吧',
  '知乎',
  '新闻网站',
];

/** 新建网评任务, optionally about an article, warning or event of the main system (prefilled). */
export function TaskFormModal({
  open,
  link,
  onClose,
}: {
  open: boolean;
  link?: TaskLink;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const types = useWorkflowQuery<{ taskTypeId: number; taskTypeName: string }[]>(
    navyCalls.findNavyTaskType,
    {},
    open,
  );
  const labels = useWorkflowQuery<NavyLabel[]>(navyRanksCalls.findCustomLabel, {}, open);
  const groups = useWorkflowQuery<GroupNode[]>(navyRanksCalls.findNavyUserGroup, {}, open);
  const source = useWorkflowQuery<{ title: string; url: string; summary: string }>(
    navyCalls.findNavyTaskSource,
    { linkType: link?.linkType ?? 'article', linkId: link?.linkId ?? 0 },
    open && link !== undefined,
  );
  const save = useWorkflowAction(
    navyCalls.saveNavyTask,
    '任务已创建（草稿），请确认后发布',
    (data) => {
      onClose();
      void navigate(`/navtSystem/detail/${(data as { taskId: number }).taskId}`);
    },
  );

  useEffect(() => {
    if (!open) {
      return;
    }
    form.setFieldsValue({
      taskName: source.data ? `「${source.data.title.slice(0, 40)}」网评引导` : '',
      taskTypeId: types.data?.[0]?.taskTypeId,
      deadline: dayjs().add(1, 'day').hour(18).minute(0).second(0),
      requiredCount: 3,
      referenceText: source.data?.summary ?? '',
      platforms: ['微博'],
    });
  }, [open, source.data, types.data, form]);

  return (
    <Modal
      title="新建网评任务"
      open={open}
      width={680}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      onOk={() =>
        void form.validateFields().then((v) =>
          save.mutate({
            ...v,
            deadline: v.deadline.valueOf(),
            reviewDeadline: v.reviewDeadline?.valueOf(),
            ...(link ? { linkType: link.linkType, linkId: link.linkId } : {}),
          }),
        )
      }
    >
      {source.data && (
        <p>
          关联内容：
          <a href={source.data.url} target="_blank" rel="noreferrer">
            {source.data.title}
          </a>
        </p>
      )}
      <Form form={form} layout="vertical" requiredMark="optional">
        <Form.Item
          name="taskName"
          label="任务名称"
          rules={[{ required: true, whitespace: true, message: '请输入任务名称' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="taskTypeId"
          label="任务类型"
          rules={[{ required: true, message: '请选择任务类型' }]}
        >
          <Select
            options={(types.data ?? []).map((t) => ({
              value: t.taskTypeId,
              label: t.taskTypeName,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="deadline"
          label="提交截止"
          rules={[{ required: true, message: '请选择截止时间' }]}
        >
          <DatePicker showTime format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="reviewDeadline" label="审核截止（到期自动截止任务，默认提交截止后24小时）">
          <DatePicker showTime format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="requiredCount" label="每条目标链接要求提交数">
          <InputNumber min={1} max={10000} />
        </Form.Item>
        <Form.Item name="userGroupIds" label="分派队伍（不选为全部队伍）">
          <Select mode="multiple" allowClear options={groupOptions(groups.data ?? [])} />
        </Form.Item>
        <Form.Item name="platforms" label="目标平台">
          <Select mode="tags" options={PLATFORMS.map((p) => ({ value: p, label: p }))} />
        </Form.Item>
        <Form.Item name="labelIds" label="标签">
          <Select
            mode="multiple"
            allowClear
            options={(labels.data ?? []).map((l) => ({ value: l.labelId, label: l.labelName }))}
          />
        </Form.Item>
        <Form.Item name="requirement" label="任务要求">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="referenceText" label="参考口径">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
