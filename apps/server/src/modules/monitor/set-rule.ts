import { parseRule } from '@guanlan/shared';
import type { RuleError, RuleInput, SearchArea } from '@guanlan/shared';

/** The rule fields of the special form (shared `ruleShape`), after zod parsed them. */
export interface RuleForm {
  ruleMode: 'simple' | 'advanced';
  regionWords?: string | undefined;
  subjectWords?: string | undefined;
  eventWords?: string | undefined;
  excludeWords?: string | undefined;
  expression?: string | undefined;
  searchArea: SearchArea;
  carriers?: string[] | undefined;
}

/** The words of both modes as stored in special.definition (switching mode loses nothing). */
export interface StoredWords {
  regionWords: string;
  subjectWords: string;
  eventWords: string;
  excludeWords: string;
  expression: string;
}

/** What saving a special writes: its words, the monitor_rule definition, area and filters. */
export interface CompiledRule {
  words: StoredWords;
  input: RuleInput;
  area: SearchArea;
  /** The set's carriers, plus the filters its kind adds (abroad only, languages …). */
  filters: { carriers?: string[]; isAbroad?: boolean; languages?: string[] };
}

/** Builds the rule of a form, or the parser's positioned Chinese error. */
export function compileRule(
  form: RuleForm,
  kindFilters?: CompiledRule['filters'],
): { ok: true; rule: CompiledRule } | { ok: false; error: RuleError } {
  const words: StoredWords = {
    regionWords: form.regionWords ?? '',
    subjectWords: form.subjectWords ?? '',
    eventWords: form.eventWords ?? '',
    excludeWords: form.excludeWords ?? '',
    expression: form.expression ?? '',
  };
  const input: RuleInput =
    form.ruleMode === 'advanced'
      ? { mode: 'advanced', expression: words.expression }
      : {
          mode: 'simple',
          regionWords: words.regionWords,
          subjectWords: words.subjectWords,
          eventWords: words.eventWords,
          excludeWords: words.excludeWords,
        };
  const parsed = parseRule(input);
  if (!parsed.ok) {
    return { ok: false, error: parsed.error };
  }
  const filters = kindFilters ?? (form.carriers?.length ? { carriers: form.carriers } : {});
  return { ok: true, rule: { words, input, area: form.searchArea, filters } };
}

/** Reads special.definition back; a damaged value gives empty boxes rather than an error. */
export function storedWords(definition: string): StoredWords {
  const empty: StoredWords = {
    regionWords: '',
    subjectWords: '',
    eventWords: '',
    excludeWords: '',
    expression: '',
  };
  try {
    return { ...empty, ...(JSON.parse(definition) as Partial<StoredWords>) };
  } catch {
    return empty;
  }
}

/** Reads special.filters back. */
export function storedCarriers(filters: string): string[] {
  try {
    return (JSON.parse(filters) as { carriers?: string[] }).carriers ?? [];
  } catch {
    return [];
  }
}
