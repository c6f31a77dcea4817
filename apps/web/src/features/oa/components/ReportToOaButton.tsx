import { AuditOutlined } from '@ant-design/icons';
import { oaCalls } from '@guanlan/shared';
import { Button, Tooltip } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/http';
import { enterSystem } from '../hooks/useWorkflowCalls';

interface ReportToOaButtonProps {
  articleId: number;
  /** When reported from a warning, its level sets the report's level. */
  warningId?: number;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  /** Only the icon, the name in a tooltip (crowded table rows). */
  compact?: boolean;
}

/**
 * 上报 from the main system: makes a draft report prefilled from the article (a snapshot is kept),
 * enters the OA system and opens the draft for editing.
 */
export function ReportToOaButton({
  articleId,
  warningId,
  size,
  type,
  compact = false,
}: ReportToOaButtonProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function report(): Promise<void> {
    setBusy(true);
    try {
      const { reportId } = await call(oaCalls.saveReportArticle, {
        articleId,
        ...(warningId !== undefined ? { warningId } : {}),
      });
      await enterSystem('oa');
      void navigate(`/opinionOa?edit=${reportId}`);
    } finally {
      setBusy(false);
    }
  }
  const button = (
    <Button
      icon={<AuditOutlined />}
      size={size}
      type={type}
      loading={busy}
      style={type === 'link' ? { padding: 0 } : undefined}
      onClick={() => void report()}
      aria-label={compact ? '上报' : undefined}
    >
      {compact ? null : '上报'}
    </Button>
  );
  return compact ? <Tooltip title="上报到舆情办公审批">{button}</Tooltip> : button;
}
