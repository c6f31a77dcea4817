import { DownOutlined, FileWordOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { briefingCalls, specialAnalysisCalls } from '@guanlan/shared';
import { download } from '../../../../api/http';
import { useCallQuery } from '../../../../api/useCall';
import type { StatisticsScope } from './statistics-scope';

/** The menu key of the standard briefing (no template). */
const STANDARD = 'standard';

/**
 * 下载专题简报: the topic's analyses over the chosen time and carriers as a Word briefing — the
 * standard layout, or laid out by one of the organisation's report templates.
 */
export function SpecialBriefingButton({ scope }: { scope: StatisticsScope | undefined }) {
  const [busy, setBusy] = useState(false);
  const templates = useCallQuery(briefingCalls.findBriefingTemplate, {});

  function run(key: string): void {
    if (!scope) {
      return;
    }
    setBusy(true);
    download(specialAnalysisCalls.downSpecialBriefing, {
      ...scope,
      ...(key === STANDARD ? {} : { templateId: Number(key) }),
      extensionName: 'docx',
      contentDisposition: 'attachment',
    })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  }

  const items: MenuProps['items'] = [
    { key: STANDARD, label: '标准简报' },
    ...(templates.data ?? []).map((t) => ({
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
        {busy ? '正在生成简报…' : '下载专题简报'} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
