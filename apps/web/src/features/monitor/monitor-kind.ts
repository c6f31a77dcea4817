import type { CallDef } from '@guanlan/shared';
import type { SearchArea } from '../../components/filters/filter-options';
import { EMPTY_RULE } from '../special/special';
import type { BackfillState, RuleDraft } from '../special/special';

/** A monitoring set in the tree (a special topic, an abroad, multilingual or video set). */
export interface MonitorSetNode {
  setId: number;
  setName: string;
  backfill: BackfillState | null;
}

/** A group (栏目 of specials, 分组 of the other kinds) with its sets, in tree order. */
export interface MonitorGroup {
  groupId: number;
  groupName: string;
  sets: MonitorSetNode[];
}

/** The edit form of a set, the same for every kind; a kind uses the extra fields it has. */
export interface SetForm {
  setId: number | undefined;
  groupId: number | undefined;
  setName: string;
  rule: RuleDraft;
  searchArea: SearchArea;
  carriers: string[];
  languages: string[];
  platforms: string[];
  countries: string[];
  translateKeywords: boolean;
  /** 群组监测: the chat groups (names) a set keeps to; empty = every chat. */
  chatGroupNames: string[];
}

/** The charts of the 统计分析 tab a kind can draw. */
export type ChartKey =
  | 'trend'
  | 'emotionTrend'
  | 'carrierTrend'
  | 'sentiment'
  | 'carrierSentiment'
  | 'region'
  | 'hotWords'
  | 'mediaLeaders'
  | 'opinionLeaders'
  | 'carrierStatistics'
  /** 语种分布 (多语种). */
  | 'languages';

/** One chart's call and its Excel twin(s). */
export interface ChartCalls {
  call: CallDef;
  excel?: CallDef;
  /** 情感走势 without 中性. */
  excelNonNeutral?: CallDef;
}

/** Extra fields of a kind's set editor. */
export interface EditorFields {
  /** 语种: required for multilingual sets, optional for abroad sets. */
  languages?: 'required' | 'optional';
  /** 平台 of short-video sets. */
  platforms?: readonly { value: string; label: string }[];
  /** 国家/地区 of abroad sets. */
  countries?: boolean;
  /** 关键词自动翻译 of multilingual sets. */
  translateKeywords?: boolean;
  /** 监测群组 of group-monitoring sets (chat group names). */
  chatGroups?: boolean;
}

/**
 * One kind of monitoring set: its names, pages and calls. The workspace, the set editor and the
 * statistics are written once; a kind only says which calls answer them.
 */
export interface MonitorKind {
  key: 'special' | 'abroad' | 'multilingual' | 'shortVideo' | 'group';
  /** 专题 / 方案: what one set is called. */
  setNoun: string;
  /** 栏目 / 分组. */
  groupNoun: string;
  /** The tree card's title (专题列表, 境外监测方案…). */
  treeTitle: string;
  /** The field of a set's id in every call (`specialId` or `setId`). */
  idKey: 'specialId' | 'setId';
  /** `fromType` of the article detail link. */
  fromType: string;
  workspacePath: (setId?: number) => string;
  editorPath: (setId: number | 'notCreated') => string;
  calls: {
    tree: CallDef;
    form: CallDef;
    /** Absent when the kind names no groups (群组监测: the server keeps one). */
    saveGroup?: CallDef;
    verifyName: CallDef;
    save: CallDef;
    /** Validate-before-save (special topics). */
    validate?: CallDef;
    list: CallDef;
    exportList: CallDef;
    briefing?: CallDef;
  };
  /** The tree answer as groups of sets. */
  toGroups: (raw: unknown) => MonitorGroup[];
  /** The stored set as the edit form. */
  toForm: (raw: unknown) => SetForm;
  /** The save input of a form (the kind's own field names). */
  toSaveInput: (form: SetForm & { groupId: number }) => Record<string, unknown>;
  /** The new-group input (`columnName` or `groupName`). */
  groupInput: (name: string) => Record<string, unknown>;
  /** The name-check input. */
  nameInput: (setId: number | undefined, name: string) => Record<string, unknown>;
  charts: Partial<Record<ChartKey, ChartCalls>>;
  /** Which map 地域分布 draws: China (provinces) or the world (countries). */
  regionMap: 'china' | 'world';
  carrierOptions: readonly { value: string; label: string }[];
  editor: EditorFields;
  /** List extras: video covers, a chip filter (languages, platforms) and translations. */
  list: {
    cover?: boolean;
    chips?: { field: 'languages' | 'platforms'; label: string };
    translation?: boolean;
    /** The detail page of a row (the article detail page by default). */
    href?: (setId: number, item: { id: number; publishTime: string }) => string;
  };
  /** Example name in the editor. */
  namePlaceholder: string;
}

/** The id of a set in the call inputs of a kind. */
export function setScope(kind: Pick<MonitorKind, 'idKey'>, setId: number) {
  return { [kind.idKey]: setId } as Record<string, number>;
}

/** An empty form (a new set). */
export const EMPTY_FORM: SetForm = {
  setId: undefined,
  groupId: undefined,
  setName: '',
  rule: EMPTY_RULE,
  searchArea: 'all',
  carriers: [],
  languages: [],
  platforms: [],
  countries: [],
  translateKeywords: true,
  chatGroupNames: [],
};
