import { CHAT_CARRIER, mapRuleWords, parseRule } from '@guanlan/shared';
import type { RuleAst, RuleInput, SearchArea } from '@guanlan/shared';

/** Filters applied after the keyword match (carriers, domestic/abroad, languages, sources). */
export interface RuleFilters {
  carriers?: string[];
  isAbroad?: boolean;
  languages?: string[];
  sourceIds?: number[];
  /** Also matches chat messages without naming the chat carrier (warning rules). */
  chats?: boolean;
}

/** A stored rule ready for matching. */
export interface ActiveRule {
  id: number;
  orgId: number;
  ast: RuleAst;
  area: SearchArea;
  filters: RuleFilters;
}

/** The facts of an article that rule filters look at. */
export interface FilterFacts {
  carrier: string;
  isAbroad: boolean;
  language: string;
  sourceId: number | undefined;
}

/** Parses a stored definition; rule words are brought to the same form as article match text. */
export function toActiveRule(
  row: {
    id: number;
    org_id: number;
    definition: string;
    area: string;
    filters: string;
    kind?: string;
  },
  simplify: (text: string) => string,
): ActiveRule | null {
  let input: RuleInput;
  let filters: RuleFilters;
  try {
    input = JSON.parse(row.definition) as RuleInput;
    filters = JSON.parse(row.filters) as RuleFilters;
  } catch {
    return null;
  }
  const parsed = parseRule(input);
  if (!parsed.ok) {
    return null;
  }
  const area = (['all', 'title', 'content'] as const).find((a) => a === row.area) ?? 'all';
  if (row.kind !== undefined && CHAT_RULE_KINDS.has(row.kind)) {
    filters = { ...filters, chats: true };
  }
  return { id: row.id, orgId: row.org_id, ast: mapRuleWords(parsed.ast, simplify), area, filters };
}

/** Rule kinds that see chat messages without naming the chat carrier: the warning rules. */
const CHAT_RULE_KINDS = new Set(['warning']);

/**
 * True when the article passes the rule's non-keyword filters. A chat message (an
 * organisation's own) passes only rules that name the chat carrier (群组监测) or see chats.
 */
export function passesFilters(filters: RuleFilters, facts: FilterFacts): boolean {
  if (
    facts.carrier === CHAT_CARRIER &&
    !filters.chats &&
    !filters.carriers?.includes(CHAT_CARRIER)
  ) {
    return false;
  }
  if (filters.carriers?.length && !filters.carriers.includes(facts.carrier)) {
    return false;
  }
  if (filters.isAbroad !== undefined && filters.isAbroad !== facts.isAbroad) {
    return false;
  }
  if (filters.languages?.length && !filters.languages.includes(facts.language)) {
    return false;
  }
  if (filters.sourceIds?.length) {
    if (facts.sourceId === undefined || !filters.sourceIds.includes(facts.sourceId)) {
      return false;
    }
  }
  return true;
}
