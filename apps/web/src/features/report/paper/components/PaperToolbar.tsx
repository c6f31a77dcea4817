import {
  FileExcelOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { downloadReport } from '../hooks/useBriefingInfo';
import type { ReportFileType } from '../hooks/useBriefingInfo';
import styles from '../Paper.module.css';

const DOWNLOADS: { type: ReportFileType; label: string; icon: ReactNode }[] = [
  { type: 'docx', label: '下载 Word', icon: <FileWordOutlined /> },
  { type: 'pdf', label: '下载 PDF', icon: <FilePdfOutlined /> },
  { type: 'xlsx', label: '下载 Excel', icon: <FileExcelOutlined /> },
];

/**
 * The bar above the sheet (never printed): the edition's name, the three downloads and 打印.
 * Downloads need a generated report, so they are off until the snapshot is there.
 */
export function PaperToolbar({
  edition,
  briefingId,
  isGenerated,
}: {
  edition: string;
  briefingId: number | undefined;
  isGenerated: boolean;
}) {
  const [busy, setBusy] = useState<ReportFileType>();

  function handleDownload(type: ReportFileType): void {
    if (briefingId === undefined) {
      return;
    }
    setBusy(type);
    downloadReport(briefingId, type)
      .catch(() => undefined)
      .finally(() => setBusy(undefined));
  }

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="报告操作">
      <div className={styles.toolbarInner}>
        <span className={styles.toolbarTitle}>
          观澜舆情 · 报告预览<span className={styles.toolbarEdition}>{edition}</span>
        </span>
        <Space size={8} wrap>
          {DOWNLOADS.map((d) => (
            <Button
              key={d.type}
              icon={d.icon}
              loading={busy === d.type}
              disabled={!isGenerated || (busy !== undefined && busy !== d.type)}
              onClick={() => handleDownload(d.type)}
            >
              {d.label}
            </Button>
          ))}
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!isGenerated}
            onClick={() => window.print()}
          >
            打印
          </Button>
        </Space>
      </div>
    </div>
  );
}
