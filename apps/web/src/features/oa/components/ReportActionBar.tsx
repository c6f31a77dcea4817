import { OA_ACTION_LABELS, oaCalls } from '@guanlan/shared';
import type { OaAction } from '@guanlan/shared';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useWorkflowAction, useWorkflowQuery } from '../hooks/useWorkflowCalls';
import type { OaReportInfo, OaUser } from '../oa-types';

/** What each step asks for: an opinion (required or not) and a person. */
const NEEDS: Record<
  OaAction,
  { opinion?: string; required?: boolean; person?: 'handlerId' | 'forwardToId' }
> = {
  submit: {},
  approve: { opinion: '批示意见', required: true, person: 'handlerId' },
  return: { opinion: '退回原因', required: true },
  forward: { opinion: '转审说明', person: 'forwardToId' },
  handle: { opinion: '处置说明' },
  feedback: { opinion: '处置反馈', required: true },
  finish: { opinion: '办结意见' },
};

interface StepValues {
  opinion?: string;
  handlerId?: number;
  forwardToId?: number;
}

/** The steps I may take on this report now, each in a small dialog. */
export function ReportActionBar({ report }: { report: OaReportInfo }) {
  const [action, setAction] = useState<OaAction>();
  const [form] = Form.useForm<StepValues>();
  const users = useWorkflowQuery<OaUser[]>(oaCalls.findReportUser, {}, report.actions.length > 0);
  const act = useWorkflowAction(oaCalls.saveReportOpinion, '办理成功', () => setAction(undefined));
  const needs = action ? NEEDS[action] : undefined;
  const actions = report.actions as OaAction[];
  if (actions.length === 0) {
    return null;
  }
  return (
    <>
      <Space wrap>
        {actions.map((a) => (
          <Button
            key={a}
            type={a === 'return' ? 'default' : 'primary'}
            danger={a === 'return'}
            onClick={() => {
              form.resetFields();
              if (a === 'approve') {
                form.setFieldsValue({ handlerId: report.handlerId ?? undefined });
              }
              setAction(a);
            }}
          >
            {OA_ACTION_LABELS[a]}
          </Button>
        ))}
      </Space>
      <Modal
        title={action ? OA_ACTION_LABELS[action] : ''}
        open={action !== undefined}
        onCancel={() => setAction(undefined)}
        confirmLoading={act.isPending}
        onOk={() =>
          void form
            .validateFields()
            .then((v) => act.mutate({ reportId: report.reportId, decision: action!, ...v }))
        }
      >
        <Form form={form} layout="vertical">
          {needs?.person && (
            <Form.Item
              name={needs.person}
              label={needs.person === 'handlerId' ? '处置人（不选则由上报人处置）' : '转给审批人'}
              rules={
                needs.person === 'forwardToId' ? [{ required: true, message: '请选择审批人' }] : []
              }
            >
              <Select
                allowClear
                options={(users.data ?? []).map((u) => ({ value: u.userId, label: u.realName }))}
              />
            </Form.Item>
          )}
          {needs?.opinion && (
            <Form.Item
              name="opinion"
              label={needs.opinion}
              rules={
                needs.required
                  ? [{ required: true, whitespace: true, message: `请填写${needs.opinion}` }]
                  : []
              }
            >
              <Input.TextArea rows={4} maxLength={2000} showCount />
            </Form.Item>
          )}
          {action === 'submit' && <p>提交后将通知审批人审批。</p>}
        </Form>
      </Modal>
    </>
  );
}
