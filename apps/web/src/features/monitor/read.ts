import type { CallDef } from '@guanlan/shared';
import { SEARCH_AREAS } from '@guanlan/shared';
import type { SearchArea } from '../../components/filters/filter-options';
import type { BackfillState } from '../special/special';
import { EMPTY_FORM } from './monitor-kind';
import type { MonitorGroup, MonitorSetNode, SetForm } from './monitor-kind';

/**
 * Readers of the group/set answers of the monitoring kinds, whose contract leaves the output
 * open: they take the fields by their SPEC names (and the obvious alternatives) and never throw.
 */
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function pick(o: Obj, keys: readonly string[]): unknown {
  for (const key of keys) {
    if (o[key] !== undefined && o[key] !== null) {
      return o[key];
    }
  }
  return undefined;
}

export function numberOf(o: Obj, ...keys: string[]): number | undefined {
  const v = pick(o, keys);
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function textOf(o: Obj, ...keys: string[]): string {
  const v = pick(o, keys);
  return typeof v === 'string' ? v : '';
}

export function listOf(o: Obj, ...keys: string[]): unknown[] {
  const v = pick(o, keys);
  return Array.isArray(v) ? (v as unknown[]) : [];
}

function stringsOf(o: Obj, ...keys: string[]): string[] {
  return listOf(o, ...keys).filter((x): x is string => typeof x === 'string');
}

/** The list inside an answer that is a list, or `{ list }`, `{ groups }`… */
export function rowsOf(raw: unknown, ...keys: string[]): Obj[] {
  const list = Array.isArray(raw) ? raw : isObj(raw) ? listOf(raw, ...keys, 'list', 'rows') : [];
  return list.filter(isObj);
}

function backfillOf(o: Obj): BackfillState | null {
  const b = o.backfill;
  if (!isObj(b)) {
    return null;
  }
  return {
    status: textOf(b, 'status'),
    progress: numberOf(b, 'progress') ?? 0,
    progressText: typeof b.progressText === 'string' ? b.progressText : null,
  };
}

function setNode(o: Obj): MonitorSetNode | undefined {
  const setId = numberOf(o, 'setId', 'specialId', 'id');
  if (setId === undefined) {
    return undefined;
  }
  return {
    setId,
    setName: textOf(o, 'setName', 'specialName', 'name'),
    backfill: backfillOf(o),
  };
}

/** Groups with their sets: `[{ groupId, groupName, sets: [{ setId, setName }] }]`. */
export function readGroups(raw: unknown): MonitorGroup[] {
  return rowsOf(raw, 'groups').flatMap((g) => {
    const groupId = numberOf(g, 'groupId', 'id');
    if (groupId === undefined) {
      return [];
    }
    const sets = listOf(g, 'sets', 'specials', 'children', 'list')
      .filter(isObj)
      .map(setNode)
      .filter((s): s is MonitorSetNode => s !== undefined);
    return [{ groupId, groupName: textOf(g, 'groupName', 'columnName', 'name'), sets }];
  });
}

/** A stored set as the edit form. */
export function readForm(raw: unknown): SetForm {
  const o = isObj(raw) ? raw : {};
  const area = textOf(o, 'searchArea');
  return {
    setId: numberOf(o, 'setId', 'specialId', 'id'),
    groupId: numberOf(o, 'groupId'),
    setName: textOf(o, 'setName', 'specialName', 'name'),
    rule: {
      ruleMode: textOf(o, 'ruleMode') === 'advanced' ? 'advanced' : 'simple',
      regionWords: textOf(o, 'regionWords'),
      subjectWords: textOf(o, 'subjectWords'),
      eventWords: textOf(o, 'eventWords'),
      excludeWords: textOf(o, 'excludeWords'),
      expression: textOf(o, 'expression'),
    },
    searchArea: area in SEARCH_AREAS ? (area as SearchArea) : 'all',
    carriers: stringsOf(o, 'carriers'),
    languages: stringsOf(o, 'languages'),
    platforms: stringsOf(o, 'platforms'),
    countries: stringsOf(o, 'countries'),
    translateKeywords: o.translateKeywords !== false,
    chatGroupNames: stringsOf(o, 'chatGroupNames'),
  };
}

/**
 * A new set prefilled from a link (`?setName=…&subjectWords=…&searchArea=…`, as 转为专题 sends
 * it), or undefined when the link carries none of them.
 */
export function prefilledForm(params: URLSearchParams): SetForm | undefined {
  const setName = (params.get('setName') ?? '').slice(0, 50);
  const subjectWords = params.get('subjectWords') ?? '';
  if (!setName && !subjectWords) {
    return undefined;
  }
  const area = params.get('searchArea') ?? 'all';
  return {
    ...EMPTY_FORM,
    setName,
    rule: { ...EMPTY_FORM.rule, subjectWords },
    searchArea: area in SEARCH_AREAS ? (area as SearchArea) : 'all',
  };
}

/** The rule part of a save input (the shared `ruled` shape). */
export function ruleInput(form: SetForm) {
  return { ...form.rule, searchArea: form.searchArea };
}

export { EMPTY_FORM };

/** The call names of a kind whose sets are `{ setId, setName }` in `{ groupId, groupName }`. */
export const SET_KIND_FIELDS = {
  setNoun: '方案',
  groupNoun: '分组',
  idKey: 'setId',
  toGroups: readGroups,
  toForm: readForm,
  groupInput: (groupName: string) => ({ groupName }),
  nameInput: (setId: number | undefined, setName: string) => ({ setId, setName }),
} as const;

/** The save input of such a kind: the shared form plus the extra fields the kind keeps. */
export function setSaveInput(
  form: SetForm & { groupId: number },
  extra: readonly ('languages' | 'countries' | 'platforms' | 'translateKeywords')[],
) {
  return {
    setId: form.setId,
    groupId: form.groupId,
    setName: form.setName,
    ...ruleInput(form),
    carriers: form.carriers,
    ...Object.fromEntries(extra.map((key) => [key, form[key]])),
  };
}

/**
 * The set calls of such a kind by their SPEC names (`find${Name}`, `find${Name}Set`,
 * `save${Name}Group`, `verification${Name}SetName`, `save${Name}Set`, `find${Name}Article`,
 * `export${Name}Article`); `more` holds the calls kept in another group (abroad analyses).
 */
export function setCalls(
  calls: Readonly<Record<string, CallDef>>,
  name: string,
  more: Readonly<Record<string, CallDef>> = {},
) {
  const at = (key: string): CallDef => {
    const def = calls[key] ?? more[key];
    if (!def) {
      throw new Error(`缺少调用 ${key}`);
    }
    return def;
  };
  return {
    tree: at(`find${name}`),
    form: at(`find${name}Set`),
    saveGroup: at(`save${name}Group`),
    verifyName: at(`verification${name}SetName`),
    save: at(`save${name}Set`),
    list: at(`find${name}Article`),
    exportList: at(`export${name}Article`),
  };
}
