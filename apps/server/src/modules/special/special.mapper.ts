import type { GroupRow as ColumnRow } from '../monitor/index.js';
import { storedCarriers, storedWords } from '../monitor/index.js';
import type { SetWithJob as SpecialWithJob } from '../monitor/index.js';

const AREAS = ['all', 'title', 'content'] as const;

/** A column row → the API column (SPEC names: groupId, columnName). */
export function toColumn(row: ColumnRow) {
  return {
    groupId: row.id,
    columnName: row.name,
    position: row.position,
    showState: row.show_state === 1,
    topState: row.top_state === 1,
    enableState: row.enabled === 1,
  };
}

function backfillOf(row: SpecialWithJob) {
  return row.job_status === null
    ? null
    : {
        status: row.job_status,
        progress: Number(row.job_progress ?? 0),
        progressText: row.job_progress_text,
      };
}

function ruleMode(mode: string): 'simple' | 'advanced' {
  return mode === 'advanced' ? 'advanced' : 'simple';
}

/** A special row → the tree item, with its back-fill progress. */
export function toSpecial(row: SpecialWithJob) {
  return {
    specialId: row.id,
    groupId: row.column_id,
    specialName: row.name,
    ruleMode: ruleMode(row.mode),
    position: row.position,
    showState: row.show_state === 1,
    topState: row.top_state === 1,
    enableState: row.enabled === 1,
    backfill: backfillOf(row),
  };
}

/** Columns with their specials, each list in display order (findAllColumnSpecial). */
export function toTree(columns: ColumnRow[], specials: SpecialWithJob[]) {
  return columns.map((c) => ({
    ...toColumn(c),
    specials: specials.filter((s) => s.column_id === c.id).map(toSpecial),
  }));
}

/** A special row → its edit form (findColumnSpecial). */
export function toSpecialForm(row: SpecialWithJob) {
  const area = AREAS.find((a) => a === row.area) ?? 'all';
  return {
    ...toSpecial(row),
    ...storedWords(row.definition),
    searchArea: area,
    carriers: storedCarriers(row.filters),
  };
}
