import type {
  BriefingInfo,
  BriefingListItem,
  BriefingSectionKey,
  BriefingSnapshot,
  BriefingType,
} from '@guanlan/shared';
import { formatCn } from '@guanlan/shared';
import type { ReportContent } from '../../briefing/index.js';
import type { BriefingRow } from './briefing.repo.js';

/** The template a report froze when it was made. */
export interface FrozenTemplate {
  templateId: number | null;
  templateName: string;
  templateType: number;
  sections: BriefingSectionKey[];
  headerText: string;
  footerText: string;
}

export const frozenTemplate = (row: BriefingRow): FrozenTemplate =>
  JSON.parse(row.template) as FrozenTemplate;

const time = (ms: number | null) => (ms === null ? null : formatCn(ms));

/** A row of the report list. */
export function toListItem(row: BriefingRow): BriefingListItem {
  const t = frozenTemplate(row);
  return {
    briefingId: row.id,
    briefingTitle: row.title,
    briefingStartTime: formatCn(row.start_time),
    briefingEndTime: formatCn(row.end_time),
    templateType: t.templateType,
    briefingType: row.briefing_type as BriefingType,
    templateId: row.template_id,
    templateName: t.templateName,
    status: row.status as BriefingListItem['status'],
    progress: row.progress,
    progressText: row.progress_text,
    errorText: row.error_text,
    source: row.source as 'auto' | 'manual',
    topicNames: JSON.parse(row.topic_names) as string[],
    generatedAt: time(row.generated_at),
    sentAt: time(row.sent_at),
    scheduledAt: null,
  };
}

export function toInfo(row: BriefingRow): BriefingInfo {
  const t = frozenTemplate(row);
  return {
    ...toListItem(row),
    specialIds: JSON.parse(row.special_ids) as number[],
    editorNote: row.editor_note,
    template: {
      templateId: t.templateId ?? 0,
      templateName: t.templateName,
      templateType: t.templateType,
      sections: t.sections,
      headerText: t.headerText,
      footerText: t.footerText,
      builtIn: false,
      updatedAt: formatCn(row.created_at),
    },
    snapshot: row.snapshot ? (JSON.parse(row.snapshot) as BriefingSnapshot) : null,
  };
}

/** What the Word, PDF and Excel outputs need; undefined while the report is not generated. */
export function toContent(row: BriefingRow): ReportContent | undefined {
  if (!row.snapshot || row.status !== 'done') {
    return undefined;
  }
  const t = frozenTemplate(row);
  return {
    title: row.title,
    briefingType: row.briefing_type as BriefingType,
    startTime: row.start_time,
    endTime: row.end_time,
    topicNames: JSON.parse(row.topic_names) as string[],
    template: { sections: t.sections, headerText: t.headerText, footerText: t.footerText },
    snapshot: JSON.parse(row.snapshot) as BriefingSnapshot,
    editorNote: row.editor_note,
  };
}
