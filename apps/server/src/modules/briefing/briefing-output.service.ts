import { xlsxDownload, XLSX_MIME } from '../../analysis/index.js';
import type { Table } from '../../analysis/index.js';
import { DOCX_MIME, reportDocx, reportXlsx } from '../../briefing/index.js';
import type { ReportPrinter } from '../../briefing/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { FileResult, safeFileName } from '../../platform/http/file-result.js';
import type { Actor, BriefingStores } from './briefing-stores.js';
import { frozenTemplate, toContent } from './briefing.mapper.js';
import type { BriefingRow } from './briefing.repo.js';

export const PDF_MIME = 'application/pdf';

/** A report's table the chart calls answer (from its frozen snapshot). */
export type SnapshotTable = 'trend' | 'sentiment' | 'carriers' | 'regions' | 'media' | 'hotWords';
const TABLE_TITLES: Record<SnapshotTable, string> = {
  trend: '情感走势',
  sentiment: '情感分布',
  carriers: '载体分布',
  regions: '地域分布',
  media: '媒体活跃度排行',
  hotWords: '热词云',
};

/** What a generated report gives out: Word, PDF, Excel, and its chart tables with their Excel twins. */
export class BriefingOutputs {
  constructor(
    private readonly s: BriefingStores,
    private readonly printer: ReportPrinter,
    private readonly clock: Clock,
  ) {}

  /** One of the organisation's reports that is generated; otherwise a Chinese refusal. */
  async generated(orgId: number, id: number) {
    const row = await this.s.reports.get(orgId, id);
    const content = toContent(row);
    if (!content) {
      throw new AppError(
        'VALIDATION',
        row.status === 'failed'
          ? '报告生成失败，请重新生成后再下载'
          : '报告尚未生成完成，请稍后再试',
      );
    }
    return { row, content };
  }

  /** The report as Word (default), PDF (the report page printed by Chromium) or Excel. */
  async download(actor: Actor, id: number, ext: string | undefined): Promise<FileResult> {
    const { row } = await this.generated(actor.orgId, id);
    if (ext !== undefined && !['docx', 'pdf', 'xlsx'].includes(ext)) {
      throw new AppError('VALIDATION', '报告只能下载为 Word、PDF 或 Excel');
    }
    const file = await this.render(
      row,
      (ext ?? 'docx') as 'docx' | 'pdf' | 'xlsx',
      actor.accountId,
    );
    return new FileResult(file.fileName, file.contentType, file.body);
  }

  /** Renders one output of a generated report (also the mail attachment). */
  async render(row: BriefingRow, ext: 'docx' | 'pdf' | 'xlsx', accountId?: number) {
    const content = toContent(row);
    if (!content) {
      throw new AppError('VALIDATION', '报告尚未生成完成');
    }
    const base = safeFileName(row.title, '报告');
    if (ext === 'xlsx') {
      return { fileName: `${base}.xlsx`, contentType: XLSX_MIME, body: await reportXlsx(content) };
    }
    if (ext === 'pdf') {
      const page = frozenTemplate(row).templateType === 1 ? '/paperDetail' : '/paperDetail2';
      const printer = accountId ?? (await this.printAccount(row));
      const body = await this.printer.pdf(row.org_id, printer, `${page}?id=${row.id}&print=1`);
      return { fileName: `${base}.pdf`, contentType: PDF_MIME, body };
    }
    return { fileName: `${base}.docx`, contentType: DOCX_MIME, body: await reportDocx(content) };
  }

  /** Who a PDF is printed as when no one asked (mail jobs): the report's author or the root account. */
  private async printAccount(row: BriefingRow): Promise<number> {
    if (row.created_by !== null) {
      return row.created_by;
    }
    const root = await this.s.db
      .selectFrom('account')
      .select('id')
      .where('org_id', '=', row.org_id)
      .where('kind', '=', 'root')
      .orderBy('id')
      .executeTakeFirst();
    if (!root) {
      throw new AppError('NOT_FOUND', '单位主账号不存在，无法生成 PDF');
    }
    return root.id;
  }

  /** A chart table of a generated report (the same table the page draws). */
  async table(orgId: number, id: number, key: Exclude<SnapshotTable, 'trend'>): Promise<Table> {
    const { content } = await this.generated(orgId, id);
    return content.snapshot.tables[key];
  }

  /** The trend table with its granularity. */
  async trend(orgId: number, id: number) {
    const { content } = await this.generated(orgId, id);
    return content.snapshot.tables.trend;
  }

  async tableExcel(orgId: number, id: number, key: SnapshotTable): Promise<FileResult> {
    const { content } = await this.generated(orgId, id);
    const title = `${content.title}_${TABLE_TITLES[key]}`;
    return xlsxDownload(
      content.snapshot.tables[key],
      { sheetName: TABLE_TITLES[key], title },
      this.clock.now(),
    );
  }
}
