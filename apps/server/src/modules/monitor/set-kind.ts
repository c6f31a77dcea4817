import type { ArticleScope } from '../../analysis/index.js';

/** The tables a kind keeps its groups and sets in (specials keep their own, older tables). */
export interface SetStore {
  groups: 'special_column' | 'monitor_group';
  sets: 'special' | 'monitor_set';
  /** The kind column's value in the shared monitor tables; null for the special tables. */
  kind: string | null;
}

/** The kind's own fields of a set (the JSON `extra`), as the set forms send them. */
export interface SetExtra {
  languages?: string[] | undefined;
  countries?: string[] | undefined;
  platforms?: string[] | undefined;
  translateKeywords?: boolean | undefined;
  /** 群组监测: the chat groups (names) a set keeps to; none = every chat of the organisation. */
  chatGroupNames?: string[] | undefined;
}

/** The rule filters a kind adds to every set's rule (percolation sees only the kind's articles). */
export interface KindRuleFilters {
  carriers?: string[];
  isAbroad?: boolean;
  languages?: string[];
}

/**
 * A kind of monitoring set (DESIGN: one engine, many kinds): where its groups and sets live,
 * how it names them in messages, file names and briefings, which articles its sets see (rule
 * filters at ingest and back-fill, plus scope conditions in every analysis), and which extra
 * fields a set keeps.
 */
export interface SetKind {
  code:
    | 'special'
    | 'abroad'
    | 'multilingual'
    | 'shortVideo'
    | 'intensive'
    | 'group'
    | 'instantMessaging';
  store: SetStore;
  /** 专题 / 境外监测方案 … (messages: 「专题名称已存在」). */
  setNoun: string;
  /** 栏目 / 分组. */
  groupNoun: string;
  /** The analyses' title prefix: 专题信息走势, 境外情感走势 … */
  analysisPrefix: string;
  /** The article export's title and sheet. */
  articlesTitle: string;
  /** The briefing's kind in its file name: 专题简报, 境外监测简报 … */
  briefingKind: string;
  /** The name of "every set of the organisation" (the subject without a set id). */
  allName: string;
  maxSets: number;
  /** The rule filters of a set with these extra fields (merged over the form's carriers). */
  ruleFilters: (extra: SetExtra, carriers: string[] | undefined) => KindRuleFilters;
  /**
   * Further scope conditions of a set (e.g. the platforms' sites, the countries' sources);
   * `asked` = the call's own narrowing (a list's languages or platforms), within the set's.
   */
  scope: (extra: SetExtra, asked: SetExtra) => Partial<ArticleScope>;
}

const carriersOnly = (_: SetExtra, carriers: string[] | undefined): KindRuleFilters =>
  carriers?.length ? { carriers } : {};

/** 专题: every article; the special tables. */
export const SPECIAL_KIND: SetKind = {
  code: 'special',
  store: { groups: 'special_column', sets: 'special', kind: null },
  setNoun: '专题',
  groupNoun: '栏目',
  analysisPrefix: '专题',
  articlesTitle: '专题文章',
  briefingKind: '专题简报',
  allName: '全部专题',
  maxSets: 200,
  ruleFilters: carriersOnly,
  scope: () => ({}),
};

/** Parses a set's extra JSON; a damaged value reads as no extra fields. */
export function parseExtra(json: string | undefined): SetExtra {
  try {
    return json ? (JSON.parse(json) as SetExtra) : {};
  } catch {
    return {};
  }
}
