import { briefingCalls } from '@guanlan/shared';
import { download } from '../../../../api/http';
import { useCallQuery } from '../../../../api/useCall';
import { pollInterval } from '../paper';

/** The file types of 下载 Word / PDF / Excel. */
export type ReportFileType = 'docx' | 'pdf' | 'xlsx';

/**
 * One report with its frozen snapshot (disabled without an id). While it is queued or being
 * generated it is asked for again every 1.5 s, until the snapshot is there or it failed.
 * The printer's page stays silent: errors show on the page, not as toasts in the PDF.
 */
export function useBriefingInfo(briefingId: number | undefined, isSilent: boolean) {
  return useCallQuery(
    briefingCalls.findBriefingInfo,
    { briefingId: briefingId ?? 0 },
    {
      enabled: briefingId !== undefined,
      silent: isSilent,
      staleTime: 0,
      refetchInterval: (query) => pollInterval(query.state.data),
    },
  );
}

/** Downloads the report as Word, PDF or Excel (the client says 下载成功). */
export function downloadReport(briefingId: number, extensionName: ReportFileType) {
  return download(briefingCalls.downBriefing, {
    briefingId,
    extensionName,
    contentDisposition: 'attachment',
  });
}
