import type { FrozenTemplate } from './briefing.mapper.js';
import { toTemplate } from './briefing-template.repo.js';
import type { TemplateRow } from './briefing-template.repo.js';

/** The template as a report freezes it (JSON), so later edits never change the report. */
export function templateSnapshot(row: TemplateRow): string {
  const t = toTemplate(row);
  const frozen: FrozenTemplate = {
    templateId: t.templateId,
    templateName: t.templateName,
    templateType: t.templateType,
    sections: t.sections,
    headerText: t.headerText,
    footerText: t.footerText,
  };
  return JSON.stringify(frozen);
}
