import { PlusOutlined, ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Input, Table } from 'antd';
import type { BriefingType } from '@guanlan/shared';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState';
import { useReportTemplates } from '../hooks/useReportOptions';
import {
  downloadReport,
  useDeleteReport,
  useRegenerateReport,
  useReportPage,
} from '../hooks/useReports';
import type { ReportFileType, ReportRow } from '../hooks/useReports';
import { REPORT_KINDS } from '../report-list';
import { reportColumns } from '../report.columns';
import styles from '../ReportList.module.css';
import { EditReportModal } from './EditReportModal';
import { GenerateModal } from './GenerateModal';
import { NoticeManagerModal } from './NoticeManagerModal';
import { ScheduleDrawer } from './ScheduleDrawer';
import { SendModal } from './SendModal';
import { usePaging } from '../../../../lib/usePaging';

const PAGE_SIZE = 20;
const FILE_LABELS: Record<ReportFileType, string> = { docx: 'Word', pdf: 'PDF', xlsx: 'Excel' };

/** The report list of one type with its toolbar: 生成报告, 自动生成设置, 接收人管理, search. */
export function ReportsPanel({ type }: { type: BriefingType }) {
  const { message } = App.useApp();
  const kind = REPORT_KINDS[type];
  const [keyword, setKeyword] = useState('');
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const [isGenerateOpen, setGenerateOpen] = useState(false);
  const [isScheduleOpen, setScheduleOpen] = useState(false);
  const [isNoticesOpen, setNoticesOpen] = useState(false);
  const [sending, setSending] = useState<ReportRow>();
  const [editing, setEditing] = useState<ReportRow>();
  const [downloadingId, setDownloadingId] = useState<number>();

  const reports = useReportPage({
    briefingType: type,
    keyword: keyword || undefined,
    pageNum,
    pageSize,
  });
  const templates = useReportTemplates();
  const { mutate: regenerate } = useRegenerateReport();
  const { mutate: remove } = useDeleteReport();

  const columns = useMemo(() => {
    async function handleDownload(row: ReportRow, fileType: ReportFileType): Promise<void> {
      if (row.briefingId === null) {
        return;
      }
      const key = `download-${row.briefingId}`;
      setDownloadingId(row.briefingId);
      void message.loading({
        key,
        content: `正在生成 ${FILE_LABELS[fileType]} 文件…`,
        duration: 0,
      });
      try {
        await downloadReport(row.briefingId, fileType);
      } catch {
        // The client has told the user what went wrong (business code, timeout or network).
      } finally {
        message.destroy(key);
        setDownloadingId(undefined);
      }
    }
    return reportColumns({
      downloadingId,
      showAllTopics: !kind.needsTopics,
      onDownload: (row, fileType) => void handleDownload(row, fileType),
      onSend: setSending,
      onEdit: setEditing,
      onRegenerate: (row) => {
        if (row.briefingId !== null) {
          regenerate({ briefingId: row.briefingId });
        }
      },
      onDelete: (row) => {
        if (row.briefingId !== null) {
          remove({ briefingIds: [row.briefingId] });
        }
      },
    });
  }, [downloadingId, kind.needsTopics, message, regenerate, remove]);

  let emptyText: string;
  if (reports.error) {
    emptyText = reports.error.message;
  } else if (keyword) {
    emptyText = '没有符合条件的报告';
  } else {
    emptyText = kind.hasSchedule
      ? `还没有${kind.label}，点击“生成报告”或开启“自动生成设置”`
      : `还没有${kind.label}，点击“生成报告”`;
  }

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerateOpen(true)}>
            生成报告
          </Button>
          {kind.hasSchedule ? (
            <Button icon={<ScheduleOutlined />} onClick={() => setScheduleOpen(true)}>
              自动生成设置
            </Button>
          ) : null}
          <Button icon={<TeamOutlined />} onClick={() => setNoticesOpen(true)}>
            接收人管理
          </Button>
        </div>
        <Input.Search
          allowClear
          aria-label="搜索报告"
          placeholder="搜索报告名称"
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(1);
          }}
        />
      </div>
      <Table
        rowKey={(row) => row.briefingId ?? 'next'}
        size="middle"
        columns={columns}
        dataSource={reports.data?.list ?? []}
        loading={reports.isFetching && !reports.data}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <EmptyState size="small" description={emptyText} /> }}
        pagination={pagination(reports.data?.total, '份报告', { showSizeChanger: true })}
      />
      <GenerateModal
        type={type}
        open={isGenerateOpen}
        templateId={templates.data?.[0]?.templateId}
        onClose={() => setGenerateOpen(false)}
      />
      {kind.hasSchedule ? (
        <ScheduleDrawer type={type} open={isScheduleOpen} onClose={() => setScheduleOpen(false)} />
      ) : null}
      <NoticeManagerModal open={isNoticesOpen} onClose={() => setNoticesOpen(false)} />
      <SendModal
        report={sending}
        onClose={() => setSending(undefined)}
        onManageNotices={() => setNoticesOpen(true)}
      />
      <EditReportModal report={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
