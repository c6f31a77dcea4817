import type { MonitorSetForm, MonitorTree } from '@guanlan/shared';
import type { GroupRow } from './group.repo.js';
import { parseExtra } from './set-kind.js';
import { storedCarriers, storedWords } from './set-rule.js';
import type { SetWithJob } from './set.repo.js';

const AREAS = ['all', 'title', 'content'] as const;

/** A group row → the API group (groupId, groupName). */
export function toGroup(row: GroupRow) {
  return {
    groupId: row.id,
    groupName: row.name,
    position: row.position,
    showState: row.show_state === 1,
    topState: row.top_state === 1,
    enableState: row.enabled === 1,
  };
}

/** A set row → the tree item, with its back-fill progress. */
export function toSetItem(row: SetWithJob) {
  return {
    setId: row.id,
    groupId: row.column_id,
    setName: row.name,
    ruleMode: row.mode === 'advanced' ? ('advanced' as const) : ('simple' as const),
    position: row.position,
    showState: row.show_state === 1,
    topState: row.top_state === 1,
    enableState: row.enabled === 1,
    backfill:
      row.job_status === null
        ? null
        : {
            status: row.job_status,
            progress: Number(row.job_progress ?? 0),
            progressText: row.job_progress_text,
          },
  };
}

/** Groups with their sets, each list in display order. */
export function toSetTree(groups: GroupRow[], sets: SetWithJob[]): MonitorTree {
  return groups.map((g) => ({
    ...toGroup(g),
    sets: sets.filter((s) => s.column_id === g.id).map(toSetItem),
  }));
}

/** A set row → its edit form (rule words, area, carriers and the kind's fields). */
export function toSetForm(row: SetWithJob): MonitorSetForm {
  const extra = parseExtra(row.extra);
  return {
    ...toSetItem(row),
    ...storedWords(row.definition),
    searchArea: AREAS.find((a) => a === row.area) ?? 'all',
    carriers: storedCarriers(row.filters),
    languages: extra.languages ?? [],
    countries: extra.countries ?? [],
    platforms: extra.platforms ?? [],
    translateKeywords: extra.translateKeywords ?? false,
  };
}
