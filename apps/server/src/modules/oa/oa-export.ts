import { formatCn } from '@guanlan/shared';
import { XLSX_MIME, tableToXlsx, xlsxFileName } from '../../analysis/excel.js';
import type { Table } from '../../analysis/table.js';
import {
  DOCX_MIME,
  bodyText,
  briefingFileName,
  emptyNote,
  labelled,
  packBriefing,
  tableBlock,
} from '../../briefing/index.js';
import { FileResult } from '../../platform/http/file-result.js';
import type { OaReportReader } from './oa-report-reader.js';

type ReportItem = ReturnType<OaReportReader['toItem']>;
type ReportInfo = Awaited<ReturnType<OaReportReader['info']>>;

/** The report list as Excel (the list's filters apply). */
export async function reportListXlsx(
  items: readonly ReportItem[],
  now: number,
): Promise<FileResult> {
  const table: Table = {
    columns: [
      { key: 'reportId', title: '编号' },
      { key: 'reportTitle', title: '标题' },
      { key: 'levelName', title: '等级' },
      { key: 'reportType', title: '类型' },
      { key: 'reportStateName', title: '状态' },
      { key: 'overdueText', title: '是否超时' },
      { key: 'reporterName', title: '上报人' },
      { key: 'approverText', title: '审批人' },
      { key: 'handlerName', title: '处置人' },
      { key: 'source', title: '来源' },
      { key: 'articleUrl', title: '原文链接' },
      { key: 'createTime', title: '上报时间' },
      { key: 'stepDeadline', title: '当前环节时限' },
    ],
    rows: items.map((i) => ({
      reportId: i.reportId,
      reportTitle: i.reportTitle,
      levelName: i.levelName,
      reportType: i.reportType,
      reportStateName: i.reportStateName,
      overdueText: i.overdue ? '超时' : '',
      reporterName: i.reporterName,
      approverText: i.approverNames.join('、'),
      handlerName: i.handlerName,
      source: i.source,
      articleUrl: i.articleUrl,
      createTime: i.createTime,
      stepDeadline: i.stepDeadline,
    })),
  };
  const body = await tableToXlsx(table, { sheetName: '舆情上报', title: '舆情上报列表' });
  return new FileResult(xlsxFileName('舆情上报列表', now), XLSX_MIME, body);
}

/** One report as a Word 上报单 through the shared document generator. */
export async function reportDocx(info: ReportInfo, now: number): Promise<FileResult> {
  const snapshot = info.snapshot as Record<string, string> | null;
  const timeline: Table = {
    columns: [
      { key: 'createTime', title: '时间' },
      { key: 'actorName', title: '办理人' },
      { key: 'actionName', title: '操作' },
      { key: 'toStateName', title: '办理后状态' },
      { key: 'opinion', title: '意见' },
    ],
    rows: info.timeline.map((t) => ({ ...t })),
  };
  const body = await packBriefing({
    title: `舆情上报单：${info.reportTitle}`,
    infoLines: [
      `等级：${info.levelName}  类型：${info.reportType}  状态：${info.reportStateName}${info.overdue ? '（超时）' : ''}`,
      `上报人：${info.reporterName}  上报时间：${info.createTime}`,
      `导出时间：${formatCn(now)}`,
    ],
    sections: [
      {
        title: '上报内容',
        blocks: [
          labelled([
            { label: '来源：', value: info.source || '—' },
            { label: '载体：', value: info.carrier || '—' },
          ]),
          labelled([{ label: '原文链接：', value: info.articleUrl || '—' }]),
          ...(info.content
            ? info.content.split(/\n+/).map((p) => bodyText(p))
            : [emptyNote('未填写上报内容')]),
          ...(info.images.length > 0
            ? [bodyText(`附截图 ${info.images.length} 张（见系统内上报详情）。`)]
            : []),
        ],
      },
      {
        title: '原文快照',
        blocks: snapshot
          ? [
              labelled([
                { label: '标题：', value: snapshot.title ?? '' },
                { label: '发布时间：', value: snapshot.publishTime ?? '' },
              ]),
              bodyText(snapshot.summary || snapshot.content || ''),
              bodyText(`（快照保存于 ${snapshot.snapshotTime ?? ''}）`),
            ]
          : [emptyNote('本上报未关联系统内文章')],
      },
      {
        title: '批示与反馈',
        blocks: [
          labelled([{ label: '批示意见：', value: info.instruction || '暂无' }]),
          labelled([{ label: '处置反馈：', value: info.feedback || '暂无' }]),
        ],
      },
      { title: '办理过程', blocks: tableBlock(timeline, { weights: [3, 2, 2, 2, 5] }) },
    ],
  });
  return new FileResult(
    briefingFileName(info.reportTitle.slice(0, 40), '上报单', now),
    DOCX_MIME,
    body,
  );
}
