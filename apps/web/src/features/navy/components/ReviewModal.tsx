import { navyCalls } from '@guanlan/shared';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useWorkflowAction } from '../../oa/hooks/useWorkflowCalls';
import type { NavyComment } from '../navy-types';

interface Values {
  reviewState: 'passed' | 'rejected';
  score?: number;
  reviewOpinion?: string;
}

/** 审核: pass with a score or reject with a reason. */
export function ReviewModal({
  comment,
  onClose,
}: {
  comment: NavyComment | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const review = useWorkflowAction(navyCalls.reviewNavyComment, '审核完成', onClose);
  const state = Form.useWatch('reviewState', form);
  useEffect(() => {
    if (comment) {
      form.setFieldsValue({
        reviewState: 'passed',
        score: comment.score ?? 10,
        reviewOpinion: comment.reviewOpinion,
      });
    }
  }, [comment, form]);
  return (
    <Modal
      title={`审核：${comment?.realName ?? ''}`}
      open={comment !== undefined}
      onCancel={onClose}
      confirmLoading={review.isPending}
      onOk={() =>
        void form.validateFields().then((v) =>
          review.mutate({
            commentIds: [comment!.commentId],
            reviewState: v.reviewState,
            score: v.reviewState === 'passed' ? v.score : 0,
            reviewOpinion: v.reviewOpinion,
          }),
        )
      }
    >
      <p style={{ whiteSpace: 'pre-wrap' }}>{comment?.content}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="reviewState" label="结果">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'passed', label: '通过' },
              { value: 'rejected', label: '驳回' },
            ]}
          />
        </Form.Item>
        {state === 'passed' && (
          <Form.Item
            name="score"
            label="得分（0–100）"
            rules={[{ required: true, message: '请打分' }]}
          >
            <InputNumber min={0} max={100} />
          </Form.Item>
        )}
        <Form.Item
          name="reviewOpinion"
          label={state === 'rejected' ? '驳回原因' : '审核意见'}
          rules={
            state === 'rejected'
              ? [{ required: true, whitespace: true, message: '请填写驳回原因' }]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
