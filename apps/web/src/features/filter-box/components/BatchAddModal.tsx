import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { batchProblem, MAX_BATCH, parseBatchLines } from '../filter-box';
import type { FilterTab } from '../filter-box';

export interface BatchAddModalProps {
  tab: FilterTab;
  open: boolean;
  scopes: { value: number; label: string }[];
  isSaving: boolean;
  onSubmit: (contents: string[], scope: number) => void;
  onCancel: () => void;
}

/** 批量添加: a textarea with one entry per line, and the scope they apply to. */
export function BatchAddModal({
  tab,
  open,
  scopes,
  isSaving,
  onSubmit,
  onCancel,
}: BatchAddModalProps) {
  const [text, setText] = useState('');
  const [scope, setScope] = useState(0);
  const [touched, setTouched] = useState(false);
  const entries = parseBatchLines(text);
  const problem = batchProblem(entries);

  function handleOk(): void {
    setTouched(true);
    if (!problem) {
      onSubmit(entries, scope);
    }
  }

  function handleAfterClose(): void {
    setText('');
    setScope(0);
    setTouched(false);
  }

  return (
    <Modal
      title={`批量添加${tab.label}过滤`}
      open={open}
      okText="添加"
      confirmLoading={isSaving}
      onOk={handleOk}
      onCancel={onCancel}
      afterClose={handleAfterClose}
    >
      <Form layout="vertical">
        <Form.Item
          label={`${tab.label}（每行一个，最多${MAX_BATCH}个）`}
          validateStatus={touched && problem ? 'error' : undefined}
          help={touched && problem ? problem : `将添加 ${entries.length} 项，重复的会自动跳过`}
        >
          <Input.TextArea
            aria-label="批量过滤内容"
            rows={8}
            placeholder={tab.placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="适用范围">
          <Select
            aria-label="批量适用范围"
            options={scopes}
            value={scope}
            onChange={setScope}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
