import { CommentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { enterSystem } from '../../oa/hooks/useWorkflowCalls';

/** 创建网评任务 from the main system: enters the navy system with the task form prefilled. */
export function CreateNavyTaskButton({
  linkType,
  linkId,
  size,
  type,
}: {
  linkType: 'article' | 'warning' | 'event';
  linkId: number;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function open(): Promise<void> {
    setBusy(true);
    try {
      await enterSystem('navy');
      void navigate(`/navtSystem?linkType=${linkType}&linkId=${linkId}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      icon={<CommentOutlined />}
      size={size}
      type={type}
      loading={busy}
      style={type === 'link' ? { padding: 0 } : undefined}
      onClick={() => void open()}
    >
      创建网评任务
    </Button>
  );
}
