import type { BriefingSection } from '../docx/document.js';
import { bodyText, emptyNote } from '../docx/blocks.js';

/** 编者按 (or another closing note): one paragraph per line of text; 暂无数据 when empty. */
export function editorNoteSection(text: string, title = '编者按'): BriefingSection {
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  return { title, blocks: lines.length > 0 ? lines.map(bodyText) : [emptyNote()] };
}
