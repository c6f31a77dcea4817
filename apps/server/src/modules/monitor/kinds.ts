import { CHAT_CARRIER, SHORT_VIDEO_PLATFORMS } from '@guanlan/shared';
import type { ArticleScope } from '../../analysis/index.js';
import type { KindRuleFilters, SetExtra, SetKind } from './set-kind.js';

const monitorStore = (kind: string) =>
  ({ groups: 'monitor_group', sets: 'monitor_set', kind }) as const;

/** Matches no stored value (a noncharacter; PostgreSQL refuses NUL in text). */
const NONE = '\uffff';

/** The asked values within the set's own (the set's alone when nothing is asked). */
function within(own: string[] | undefined, asked: string[] | undefined): string[] | undefined {
  if (!asked?.length) {
    return own?.length ? own : undefined;
  }
  if (!own?.length) {
    return asked;
  }
  const both = asked.filter((a) => own.includes(a));
  return both.length > 0 ? both : [NONE];
}

const list = <K extends keyof ArticleScope>(key: K, values: string[] | undefined) =>
  values?.length ? ({ [key]: values } as Partial<ArticleScope>) : {};

/**
 * 境外: the abroad articles (the source's country marks them abroad); a set may narrow to
 * abroad carriers, languages and source countries.
 */
export const ABROAD_KIND: SetKind = {
  code: 'abroad',
  store: monitorStore('abroad'),
  setNoun: '境外监测方案',
  groupNoun: '分组',
  analysisPrefix: '境外',
  articlesTitle: '境外文章',
  briefingKind: '境外监测简报',
  allName: '全部境外方案',
  maxSets: 200,
  ruleFilters: (extra, carriers) => ({
    isAbroad: true,
    ...(carriers?.length ? { carriers } : {}),
    ...(extra.languages?.length ? { languages: extra.languages } : {}),
  }),
  // The rules already keep to abroad articles, so a set's scope stays on its stored hits.
  scope: (extra, asked) => list('countries', within(extra.countries, asked.countries)),
};

/** 多语种: articles in the set's languages (detected at ingest). */
export const MULTILINGUAL_KIND: SetKind = {
  code: 'multilingual',
  store: monitorStore('multilingual'),
  setNoun: '多语种监测方案',
  groupNoun: '分组',
  analysisPrefix: '多语种',
  articlesTitle: '多语种文章',
  briefingKind: '多语种监测简报',
  allName: '全部多语种方案',
  maxSets: 200,
  ruleFilters: (extra, carriers): KindRuleFilters => ({
    ...(carriers?.length ? { carriers } : {}),
    ...(extra.languages?.length ? { languages: extra.languages } : {}),
  }),
  // The rules already keep to the set's languages: only a narrower ask adds a condition (so
  // the set's scope stays on its stored hits).
  scope: (extra, asked) =>
    asked.languages?.length ? list('languages', within(extra.languages, asked.languages)) : {},
};

/** Other site names a platform's videos arrive with. */
const PLATFORM_ALIASES: Record<string, string[]> = {
  bilibili: ['哔哩哔哩', 'bilibili'],
  channels: ['微信视频号'],
  xigua: ['西瓜'],
};

/** The site names of short-video platform codes (label and aliases). */
export function platformSites(codes: readonly string[] | undefined): string[] | undefined {
  const labels = SHORT_VIDEO_PLATFORMS as Record<string, string>;
  return codes?.length
    ? codes.flatMap((c) => [labels[c] ?? c, ...(PLATFORM_ALIASES[c] ?? [])])
    : undefined;
}

/** 短视频: video-carrier articles of the set's platforms (the video's site). */
export const SHORT_VIDEO_KIND: SetKind = {
  code: 'shortVideo',
  store: monitorStore('shortVideo'),
  setNoun: '短视频监测方案',
  groupNoun: '分组',
  analysisPrefix: '短视频',
  articlesTitle: '短视频列表',
  briefingKind: '短视频监测简报',
  allName: '全部短视频方案',
  maxSets: 200,
  ruleFilters: () => ({ carriers: ['video'] }),
  scope: (extra: SetExtra, asked: SetExtra) => ({
    ...list('sites', platformSites(within(extra.platforms, asked.platforms))),
  }),
};

/** 重点监测: groups of monitored objects (their sets hold no rule; keywords do). */
export const INTENSIVE_KIND: SetKind = {
  code: 'intensive',
  store: monitorStore('intensive'),
  setNoun: '监测对象',
  groupNoun: '分组',
  analysisPrefix: '重点监测',
  articlesTitle: '重点监测文章',
  briefingKind: '重点监测简报',
  allName: '全部监测对象',
  maxSets: 500,
  ruleFilters: () => ({}),
  scope: () => ({}),
};

/**
 * 群组监测: keyword rules over the organisation's chat messages (the chat carrier, which no
 * other kind's rule sees); a set may keep to some chat groups (their names).
 */
export const GROUP_KIND: SetKind = {
  code: 'group',
  store: monitorStore('group'),
  setNoun: '群组监测方案',
  groupNoun: '分组',
  analysisPrefix: '群组',
  articlesTitle: '群组消息',
  briefingKind: '群组监测简报',
  allName: '全部群组方案',
  maxSets: 200,
  ruleFilters: () => ({ carriers: [CHAT_CARRIER] }),
  scope: (extra, asked) => ({
    carriers: [CHAT_CARRIER],
    ...list('sites', within(extra.chatGroupNames, asked.chatGroupNames)),
  }),
};

/** 即时通讯: groups of watched chats (their sets hold the chats and highlight words, no rule). */
export const INSTANT_MESSAGING_KIND: SetKind = {
  code: 'instantMessaging',
  store: monitorStore('instantMessaging'),
  setNoun: '即时通讯监测方案',
  groupNoun: '分组',
  analysisPrefix: '即时通讯',
  articlesTitle: '会话记录',
  briefingKind: '即时通讯简报',
  allName: '全部即时通讯方案',
  maxSets: 200,
  ruleFilters: () => ({}),
  scope: () => ({ carriers: [CHAT_CARRIER] }),
};
