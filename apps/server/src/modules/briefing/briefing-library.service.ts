import type { BriefingArticleData, BriefingType, CustomizedFileData } from '@guanlan/shared';
import { formatCn } from '@guanlan/shared';
import { carrierLabel, sentimentLabel } from '../../analysis/index.js';
import { DOCX_MIME } from '../../briefing/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { FileResult } from '../../platform/http/file-result.js';
import type { ArticleEdit, ArticleHome } from './briefing-article.repo.js';
import { PERIOD_OF_TYPE } from './briefing-generator.js';
import { PDF_MIME } from './briefing-output.service.js';
import { XLSX_MIME } from '../../analysis/index.js';
import type { Actor, BriefingStores } from './briefing-stores.js';

const MIME_BY_EXT: Record<string, string> = {
  docx: DOCX_MIME,
  doc: 'application/msword',
  pdf: PDF_MIME,
  xlsx: XLSX_MIME,
  xls: 'application/vnd.ms-excel',
  wps: 'application/vnd.ms-works',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** What reports are made of besides the data: analyst-added articles and uploaded 定制报告 files. */
export class BriefingLibrary {
  constructor(
    private readonly s: BriefingStores,
    private readonly clock: Clock,
  ) {}

  // ——— analyst articles ———

  /** A report's own articles, or the waiting list of a period (日报/周报/月报). */
  async home(
    orgId: number,
    briefingId: number | undefined,
    period: string | undefined,
  ): Promise<ArticleHome> {
    if (briefingId !== undefined) {
      const row = await this.s.reports.get(orgId, briefingId);
      return { briefingId, period: PERIOD_OF_TYPE[row.briefing_type] ?? row.briefing_type };
    }
    if (!period) {
      throw new AppError('VALIDATION', '请指定报告（briefingId）或报告周期（日报/周报/月报）');
    }
    return { briefingId: 0, period };
  }

  async articlePage(orgId: number, home: ArticleHome, pageNum: number, pageSize: number) {
    const { rows, total } = await this.s.articles.page(
      orgId,
      home,
      (pageNum - 1) * pageSize,
      pageSize,
    );
    const list: BriefingArticleData[] = rows.map((r) => ({
      articleId: r.article_id,
      title: r.edited_title ?? r.title,
      originalTitle: r.title,
      summary: r.edited_summary ?? r.summary.slice(0, 300),
      category: r.category ?? '',
      siteName: r.site_name ?? '',
      carrierName: carrierLabel(r.carrier),
      sentiment: sentimentLabel(r.sentiment),
      publishTime: formatCn(r.publish_time),
      url: r.url,
      position: r.position,
    }));
    return { list, total, pageNum, pageSize };
  }

  editArticle(orgId: number, home: ArticleHome, articleId: number, e: ArticleEdit) {
    return this.s.articles.edit(orgId, home, articleId, e);
  }

  sortArticles(orgId: number, home: ArticleHome, ids: readonly number[]) {
    return this.s.articles.sort(orgId, home, ids);
  }

  removeArticles(orgId: number, home: ArticleHome, ids: readonly number[]) {
    return this.s.articles.remove(orgId, home, ids);
  }

  // ——— customised files ———

  async upload(actor: Actor, fileName: string, type: BriefingType | undefined, content: string) {
    const body = Buffer.from(content, 'base64');
    if (body.length === 0) {
      throw new AppError('VALIDATION', '文件内容为空');
    }
    const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    return this.s.files.insert(
      actor.orgId,
      {
        fileName,
        briefingType: type ?? null,
        mime: MIME_BY_EXT[ext] ?? 'application/octet-stream',
        body,
        createdBy: actor.accountId,
      },
      this.clock.now(),
    );
  }

  async files(
    orgId: number,
    f: { keyword?: string | undefined; briefingType?: string | undefined },
    pageNum: number,
    pageSize: number,
  ) {
    const { rows, total } = await this.s.files.page(orgId, f, (pageNum - 1) * pageSize, pageSize);
    const list: CustomizedFileData[] = rows.map((r) => ({
      fileId: r.id,
      fileName: r.file_name,
      fileSize: r.size,
      briefingType: (r.briefing_type as BriefingType | null) ?? null,
      uploaderName: r.uploaderRealName ?? r.uploader ?? '',
      createdAt: formatCn(r.created_at),
    }));
    return { list, total, pageNum, pageSize };
  }

  async downloadFile(orgId: number, id: number): Promise<FileResult> {
    const f = await this.s.files.get(orgId, id);
    return new FileResult(f.file_name, f.mime, Buffer.from(f.body));
  }

  removeFile(orgId: number, id: number) {
    return this.s.files.remove(orgId, id);
  }
}
