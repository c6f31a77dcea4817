/**
 * The lead paragraph (导语) some newspapers print under the headline, outside the column that
 * holds the rest of the story (東方日報's `<div class="leadin">`). Read before Readability
 * rewrites the document; joined to the body only when the body does not already carry it.
 */
import type { DomDocument } from './html-dom.js';
import { lineText, queryAll } from './html-dom.js';

const LEAD = '[class~="leadin"], [class~="lead"], [class~="article-lead"], #leadin > p';

/** The lead's text when the page marks one (40 to 600 characters), else undefined. */
export function leadParagraph(doc: DomDocument): string | undefined {
  for (const el of queryAll(doc, LEAD)) {
    const text = lineText(el);
    if (text.length >= 40 && text.length <= 600) {
      return text;
    }
  }
  return undefined;
}

/** `content` with the lead before it, unless the content already opens with or holds it. */
export function withLead(content: string, lead: string | undefined): string {
  if (!lead || content.includes(lead.slice(0, 30))) {
    return content;
  }
  return `${lead}\n${content}`;
}
