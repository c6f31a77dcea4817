import { chainSource, mentions, postKind, replyTarget } from './social-post.js';
import type { SocialPost } from './social-post.js';

/** The four relations of a portrait's 关系图谱. */
export const RELATIONS = {
  repost: '转发TA人',
  mention: '提及',
  reply: '回复',
  repostedBy: '转发/评论TA',
} as const;
export type Relation = keyof typeof RELATIONS;

export interface GraphNode {
  id: string;
  name: string;
  /** 0 = the subject; 1.. = the relation the node was first seen in (RELATION_ORDER + 1). */
  category: number;
  /** Interactions with the subject over every relation. */
  value: number;
  isSubject: boolean;
}

export interface GraphLink {
  source: string;
  target: string;
  relation: Relation;
  relationName: string;
  value: number;
}

export interface RelationGraph {
  nodes: GraphNode[];
  links: GraphLink[];
  categories: { name: string }[];
  /** Distinct accounts and interactions per relation, before the per-relation cut. */
  counts: Record<Relation, { accounts: number; interactions: number }>;
  basedOn: { posts: number; children: number };
  rule: string;
}

const RELATION_ORDER: Relation[] = ['repost', 'mention', 'reply', 'repostedBy'];

export const RELATION_RULE =
  '关系来源：TA转发的帖子的作者（无父帖记录时取「//@昵称:」链的第一个账号）；TA原文中@的账号；' +
  'TA以「回复@昵称:」回复或评论的账号；转发或评论TA帖子的账号（平台导出不区分转发与评论）。';

/**
 * The relation diagram of one author: whom they repost, mention and reply to, and who reposts
 * or comments on their posts. `posts` are the subject's posts (with their parent's author when
 * known); `children` are other accounts' posts whose parent is one of them. Accounts known only
 * by nickname are keyed `@昵称`, unless a loaded post tells their uid. Each relation keeps its
 * `perRelation` strongest accounts.
 */
export function relationGraph(
  subject: { uid: string; name: string },
  posts: readonly SocialPost[],
  children: readonly SocialPost[],
  perRelation = 30,
): RelationGraph {
  const uidByName = new Map<string, string>();
  for (const p of [...posts, ...children]) {
    uidByName.set(p.authorName, p.authorUid);
    if (p.parentAuthorName && p.parentAuthorUid) {
      uidByName.set(p.parentAuthorName, p.parentAuthorUid);
    }
  }
  const names = new Map<string, string>();
  const keyOf = (uid: string | null | undefined, name: string): string => {
    const key = uid ?? uidByName.get(name) ?? `@${name}`;
    if (!names.has(key)) {
      names.set(key, name);
    }
    return key;
  };
  const subjectKey = subject.uid;
  const tally: Record<Relation, Map<string, number>> = {
    repost: new Map(),
    mention: new Map(),
    reply: new Map(),
    repostedBy: new Map(),
  };
  const add = (relation: Relation, key: string) => {
    if (key !== subjectKey) {
      tally[relation].set(key, (tally[relation].get(key) ?? 0) + 1);
    }
  };

  for (const p of posts) {
    const kind = postKind(p);
    const target = replyTarget(p.content);
    if (kind === 'reply' && target) {
      add('reply', keyOf(null, target));
    } else if (kind === 'reply' && (p.parentAuthorUid || p.parentAuthorName)) {
      // A comment without 「回复@」 answers the author of the post it hangs on.
      add('reply', keyOf(p.parentAuthorUid, p.parentAuthorName ?? p.parentAuthorUid!));
    } else if (kind === 'repost') {
      if (p.parentAuthorUid || p.parentAuthorName) {
        add('repost', keyOf(p.parentAuthorUid, p.parentAuthorName ?? p.parentAuthorUid!));
      } else {
        const src = chainSource(p.content);
        if (src) {
          add('repost', keyOf(null, src));
        }
      }
    }
    for (const m of mentions(p.content)) {
      add('mention', keyOf(null, m));
    }
  }
  for (const c of children) {
    add('repostedBy', keyOf(c.authorUid, c.authorName));
  }

  const nodes = new Map<string, GraphNode>();
  nodes.set(subjectKey, {
    id: subjectKey,
    name: subject.name,
    category: 0,
    value: 0,
    isSubject: true,
  });
  const links: GraphLink[] = [];
  const counts = {} as RelationGraph['counts'];
  RELATION_ORDER.forEach((relation, i) => {
    const entries = [...tally[relation].entries()];
    counts[relation] = {
      accounts: entries.length,
      interactions: entries.reduce((s, [, n]) => s + n, 0),
    };
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const [key, n] of entries.slice(0, perRelation)) {
      const node = nodes.get(key) ?? {
        id: key,
        name: names.get(key) ?? key,
        category: i + 1,
        value: 0,
        isSubject: false,
      };
      node.value += n;
      nodes.set(key, node);
      const outward = relation !== 'repostedBy';
      links.push({
        source: outward ? subjectKey : key,
        target: outward ? key : subjectKey,
        relation,
        relationName: RELATIONS[relation],
        value: n,
      });
    }
  });
  nodes.get(subjectKey)!.value = links.reduce((s, l) => s + l.value, 0);
  return {
    nodes: [...nodes.values()],
    links,
    categories: [{ name: '画像对象' }, ...RELATION_ORDER.map((r) => ({ name: RELATIONS[r] }))],
    counts,
    basedOn: { posts: posts.length, children: children.length },
    rule: RELATION_RULE,
  };
}
