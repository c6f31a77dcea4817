/** What a filter-box entry blocks (过滤设置), as the 信息过滤 tabs show it. */
export type FilterType = 'site' | 'author' | 'word';

export interface FilterTab {
  key: FilterType;
  label: string;
  placeholder: string;
  /** How the entry matches, in one sentence. */
  hint: string;
}

export const FILTER_TABS: readonly FilterTab[] = [
  {
    key: 'site',
    label: '网站',
    placeholder: '输入网站名称，如：某某论坛',
    hint: '来源网站名称与之完全相同的文章将被排除。',
  },
  {
    key: 'author',
    label: '作者',
    placeholder: '输入作者或账号名称',
    hint: '作者名称与之完全相同的文章将被排除。',
  },
  {
    key: 'word',
    label: '关键词',
    placeholder: '输入关键词，如：广告',
    hint: '标题或正文包含该关键词的文章将被排除。',
  },
];

/** The longest entry the server accepts. */
export const MAX_CONTENT = 200;
/** The most entries one batch may carry. */
export const MAX_BATCH = 500;

/** The entries of a batch textarea: one per line, trimmed, blanks and repeats dropped. */
export function parseBatchLines(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const entry = line.trim();
    if (entry) {
      seen.add(entry);
    }
  }
  return [...seen];
}

/** Why a batch cannot be sent, or undefined when it can. */
export function batchProblem(entries: readonly string[]): string | undefined {
  if (entries.length === 0) {
    return '请至少填写一项，每行一个';
  }
  if (entries.length > MAX_BATCH) {
    return `一次最多添加${MAX_BATCH}项`;
  }
  const long = entries.find((e) => e.length > MAX_CONTENT);
  return long ? `「${long.slice(0, 10)}…」超过${MAX_CONTENT}个字符` : undefined;
}

/** Scope options: 全部 (0) and every special of the organisation, by column. */
export function scopeOptions(
  columns: readonly {
    columnName: string;
    specials: { specialId: number; specialName: string }[];
  }[],
) {
  return [
    { value: 0, label: '全部（所有专题与统计）' },
    ...columns.flatMap((c) =>
      c.specials.map((s) => ({ value: s.specialId, label: `${c.columnName} / ${s.specialName}` })),
    ),
  ];
}

/** The specialId the server expects: absent for 全部. */
export function specialParam(scope: number): { specialId?: number } {
  return scope === 0 ? {} : { specialId: scope };
}
