import { DownOutlined, FileWordOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { briefingCalls } from '@guanlan/shared';
import type { CallDef, CallInput } from '@guanlan/shared';
import { download } from '../../../api/http';
import { useCallQuery } from '../../../api/useCall';
import type { StatisticsScope } from './statistics-scope';

/** The menu key of the standard briefing (no template). */
const STANDARD = 'standard';

export interface BriefingButtonProps {
  /** The kind's briefing download (downSpecialBriefing, downAbroadBriefing…). */
  call: CallDef;
  /** 专题简报, 监测简报… */
  label: string;
  scope: StatisticsScope | undefined;
  /** Offers the organisation's report templates (special topics). */
  templates?: boolean;
}

/**
 * 下载简报: the set's analyses over the chosen time and carriers as a Word briefing, through the
 * shared generator — the standard layout, or laid out by one of the organisation's templates.
 */
export function BriefingButton({ call, label, scope, templates = false }: BriefingButtonProps) {
  const [busy, setBusy] = useState(false);
  const list = useCallQuery(briefingCalls.findBriefingTemplate, {}, { enabled: templates });

  function run(key: string): void {
    if (!scope) {
      return;
    }
    setBusy(true);
    const input = {
      ...scope,
      ...(key === STANDARD ? {} : { templateId: Number(key) }),
      extensionName: 'docx',
      contentDisposition: 'attachment',
    };
    download(call, input as CallInput<CallDef>)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  }

  const items: MenuProps['items'] = [
    { key: STANDARD, label: '标准简报' },
    ...(templates ? (list.data ?? []) : []).map((t) => ({
      key: String(t.templateId),
      label: `按模板「${t.templateName}」`,
    })),
  ];

  return (
    <Dropdown
      disabled={!scope || busy}
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => run(key) }}
    >
      <Button size="small" icon={<FileWordOutlined />} loading={busy}>
        {busy ? '正在生成简报…' : `下载${label}`} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
