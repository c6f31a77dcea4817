import { CommentOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
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
  compact = false,
}: {
  linkType: 'article' | 'warning' | 'event';
  linkId: number;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  /** Only the icon, the name in a tooltip (crowded table rows). */
  compact?: boolean;
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
  const button = (
    <Button
      icon={<CommentOutlined />}
      size={size}
      type={type}
      loading={busy}
      style={type === 'link' ? { padding: 0 } : undefined}
      onClick={() => void open()}
      aria-label={compact ? '创建网评任务' : undefined}
    >
      {compact ? null : '创建网评任务'}
    </Button>
  );
  return compact ? <Tooltip title="创建网评任务">{button}</Tooltip> : button;
}
