import { wisdomCalls } from '@guanlan/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { CATEGORY_OPTIONS } from '../wisdom-types';
import type { CaseDetail, WisdomCategory } from '../wisdom-types';

interface FormValues {
  eventId?: number;
  title: string;
  category: WisdomCategory;
  tags: string[];
  review: string;
  lessons: string;
}

/** 新建案例 from a closed event, or 编辑评析 of an existing case. */
export function CaseFormModal({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing?: CaseDetail;
  onClose: () => void;
  onSaved: (caseId: number) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const events = useCallQuery(wisdomCalls.findWisdomCaseEvents, {}, { enabled: open && !editing });
  const create = useCallMutation(wisdomCalls.saveWisdomCase, {
    onSuccess: (out) => onSaved((out as { caseId: number }).caseId),
  });
  const update = useCallMutation(wisdomCalls.updateWisdomCase, {
    onSuccess: () => onSaved(editing!.caseId),
  });
  useEffect(() => {
    if (open) {
      form.resetFields();
      if (editing) {
        const { title, category, tags, review, lessons } = editing;
        form.setFieldsValue({ title, category, tags, review, lessons });
      }
    }
  }, [open, editing, form]);

  function handleFinish(values: FormValues): void {
    const body = {
      ...values,
      tags: values.tags ?? [],
      review: values.review ?? '',
      lessons: values.lessons ?? '',
    };
    if (editing) {
      update.mutate({ caseId: editing.caseId, ...body });
    } else {
      create.mutate({ eventId: values.eventId!, ...body });
    }
  }

  const options = (
    (events.data ?? []) as {
      eventId: number;
      eventName: string;
      endTime: string;
      hasCase: boolean;
    }[]
  ).map((e) => ({
    value: e.eventId,
    label: `${e.eventName}（结束于 ${e.endTime.slice(0, 10)}）${e.hasCase ? ' · 已有案例' : ''}`,
  }));
  return (
    <Modal
      open={open}
      title={editing ? '编辑案例' : '从已结束事件新建案例'}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || update.isPending}
      width={680}
      destroyOnHidden
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={handleFinish}>
        {editing ? null : (
          <Form.Item
            name="eventId"
            label="已结束的事件"
            rules={[{ required: true, message: '请选择事件' }]}
          >
            <Select
              options={options}
              placeholder="只有已结束的事件可以入库"
              notFoundContent="暂无已结束的事件"
            />
          </Form.Item>
        )}
        <Form.Item
          name="title"
          label="案例标题"
          rules={[{ required: true, message: '请输入案例标题' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select options={CATEGORY_OPTIONS} />
        </Form.Item>
        <Form.Item name="tags" label="标签">
          <Select mode="tags" maxCount={20} placeholder="输入后回车添加" />
        </Form.Item>
        <Form.Item name="review" label="评析">
          <Input.TextArea rows={4} maxLength={20000} />
        </Form.Item>
        <Form.Item name="lessons" label="经验与启示">
          <Input.TextArea rows={4} maxLength={20000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
