import { BRIEFING_SECTION_CODES, BRIEFING_SECTIONS, TEMPLATE_TYPES } from '@guanlan/shared';
import type { BriefingSectionKey, BriefingTemplate } from '@guanlan/shared';

/** Limits of saveBriefingTemplate. */
export const TEMPLATE_NAME_MAX = 50;
export const TEMPLATE_TEXT_MAX = 200;

export type TemplateType = 1 | 2;

/** The editor's form. */
export interface TemplateDraft {
  templateName: string;
  templateType: TemplateType;
  sections: BriefingSectionKey[];
  headerText: string;
  footerText: string;
}

/** A new template starts with the sections most briefings carry. */
export const NEW_TEMPLATE: TemplateDraft = {
  templateName: '',
  templateType: 1,
  sections: ['overview', 'sentiment', 'trend', 'carrier', 'negatives', 'editorNote'],
  headerText: '内部资料 注意保存',
  footerText: '',
};

/** 通用版 / 媒体版 of a template type (unknown types read as 通用版). */
export function templateTypeLabel(type: number): string {
  return type === 2 ? TEMPLATE_TYPES[2] : TEMPLATE_TYPES[1];
}

/** The editor's form for an existing template. */
export function draftOf(template: BriefingTemplate): TemplateDraft {
  return {
    templateName: template.templateName,
    templateType: template.templateType === 2 ? 2 : 1,
    sections: [...template.sections],
    headerText: template.headerText,
    footerText: template.footerText,
  };
}

/**
 * Moves the section at `index` one place up (-1) or down (+1); a move past either end leaves
 * the order as it is. Returns a new array.
 */
export function moveSection<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  return moveSectionTo(list, index, index + delta);
}

/** Moves the section at `from` to position `to` (drag and drop); out-of-range moves do nothing. */
export function moveSectionTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return next;
  }
  const [item] = next.splice(from, 1);
  if (item !== undefined) {
    next.splice(to, 0, item);
  }
  return next;
}

/** Removes the section at `index`. */
export function removeSection<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Adds a section at the end unless it is already in the list. */
export function addSection(
  list: readonly BriefingSectionKey[],
  key: BriefingSectionKey,
): BriefingSectionKey[] {
  return list.includes(key) ? [...list] : [...list, key];
}

/** The sections not yet chosen, in the product's order, as options of the add-select. */
export function unusedSections(list: readonly BriefingSectionKey[]) {
  return BRIEFING_SECTION_CODES.filter((key) => !list.includes(key)).map((key) => ({
    value: key,
    label: BRIEFING_SECTIONS[key],
  }));
}

/** The form's first problem in Chinese, or undefined when it can be saved. */
export function draftError(draft: TemplateDraft): string | undefined {
  const name = draft.templateName.trim();
  if (!name) {
    return '请输入模板名称';
  }
  if (name.length > TEMPLATE_NAME_MAX) {
    return `模板名称不能超过${TEMPLATE_NAME_MAX}个字`;
  }
  if (draft.sections.length === 0) {
    return '请至少选择一个板块';
  }
  if (new Set(draft.sections).size !== draft.sections.length) {
    return '板块不能重复';
  }
  if (draft.headerText.length > TEMPLATE_TEXT_MAX || draft.footerText.length > TEMPLATE_TEXT_MAX) {
    return `页眉、页脚文字不能超过${TEMPLATE_TEXT_MAX}个字`;
  }
  return undefined;
}

/** The input of saveBriefingTemplate: trimmed texts (an empty 页眉/页脚 clears it). */
export function saveInput(draft: TemplateDraft, templateId?: number) {
  return {
    ...(templateId === undefined ? {} : { templateId }),
    templateName: draft.templateName.trim(),
    templateType: draft.templateType,
    sections: draft.sections,
    headerText: draft.headerText.trim(),
    footerText: draft.footerText.trim(),
  };
}
