import { Form, Input, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import type { WarningLevel } from '@guanlan/shared';
import { WARNING_LEVEL_OPTIONS } from './article-actions';
import type { ArticleActions } from './useArticleActions';

/** 推送预警: the level (红色/橙色/黄色) and an optional remark for the chosen articles. */
export function WarningModal({ warning }: { warning: ArticleActions['warning'] }) {
  const [level, setLevel] = useState<WarningLevel>('orange');
  const [remark, setRemark] = useState('');

  return (
    <Modal
      title={`推送预警（${warning.count} 篇）`}
      open={warning.open}
      okText="推送"
      confirmLoading={warning.isSaving}
      onOk={() => warning.submit(level, remark)}
      onCancel={warning.close}
      afterClose={() => {
        setLevel('orange');
        setRemark('');
      }}
    >
      <Form layout="vertical">
        <Form.Item label="预警级别" required>
          <Radio.Group value={level} onChange={(e) => setLevel(e.target.value as WarningLevel)}>
            {WARNING_LEVEL_OPTIONS.map((o) => (
              <Radio key={o.value} value={o.value}>
                <Tag color={o.color} style={{ marginInlineEnd: 0 }}>
                  {o.label}
                </Tag>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label="备注">
          <Input.TextArea
            aria-label="预警备注"
            rows={3}
            maxLength={500}
            showCount
            placeholder="选填：说明预警原因或处置建议"
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
