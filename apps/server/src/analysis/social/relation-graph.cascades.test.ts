import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { relationGraph } from './relation-graph.js';
import { postKind } from './social-post.js';
import type { SocialPost } from './social-post.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FILE = path.resolve(repoRoot, '../shared/data/social/weibo_cascades.jsonl.gz');

interface Row {
  mid: string;
  uid: string;
  parent: string;
  text: string;
}
interface Cascade {
  mid: string;
  uid: string;
  text: string;
  repostsAndComments: Row[];
}

/** The first `n` cascades of the real corpus whose tree is more than one level deep. */
async function deepCascades(n: number): Promise<Cascade[]> {
  const out: Cascade[] = [];
  const lines = createInterface({ input: createReadStream(FILE).pipe(createGunzip()) });
  for await (const line of lines) {
    const c = JSON.parse(line) as Cascade;
    if (c.repostsAndComments.some((r) => r.parent !== '')) {
      out.push(c);
    }
    if (out.length >= n) {
      break;
    }
  }
  lines.close();
  return out;
}

/** The cascade as posts: numeric ids, parent ids and parent authors from the parent links. */
function asPosts(c: Cascade) {
  const id = new Map<string, number>([[c.mid, 0]]);
  c.repostsAndComments.forEach((r, i) => id.set(r.mid, i + 1));
  const author = new Map<string, string>([[c.mid, c.uid]]);
  c.repostsAndComments.forEach((r) => author.set(r.mid, r.uid));
  const root: SocialPost = {
    id: 0,
    authorUid: c.uid,
    authorName: c.uid,
    content: c.text,
    publishTime: 0,
    forwards: 0,
    comments: 0,
    likes: 0,
    sentiment: 'neutral',
    parentId: null,
  };
  const rows: SocialPost[] = c.repostsAndComments.map((r) => {
    const parentMid = r.parent || c.mid;
    return {
      ...root,
      id: id.get(r.mid)!,
      authorUid: r.uid,
      authorName: r.uid,
      content: r.text,
      parentId: id.get(parentMid) ?? 0,
      parentAuthorUid: author.get(parentMid) ?? c.uid,
      parentAuthorName: author.get(parentMid) ?? c.uid,
    };
  });
  return { root, rows, parentMid: (r: Row) => r.parent || c.mid };
}

describe.skipIf(!existsSync(FILE))('relationGraph on real Weibo cascades', () => {
  let cascades: Cascade[] = [];
  beforeAll(async () => {
    cascades = await deepCascades(5);
  });

  it('counts who reposts the original author as the distinct accounts hanging on the post', () => {
    expect(cascades).toHaveLength(5);
    for (const c of cascades) {
      const { root, rows } = asPosts(c);
      const direct = c.repostsAndComments.filter((r) => r.parent === '' && r.uid !== c.uid);
      const g = relationGraph(
        { uid: c.uid, name: c.uid },
        [root],
        rows.filter((r) => r.parentId === 0),
        10_000,
      );
      expect(g.counts.repostedBy).toEqual({
        accounts: new Set(direct.map((r) => r.uid)).size,
        interactions: direct.length,
      });
    }
  });

  it('links the busiest reposter to whom it reposted and to who reposted it', () => {
    for (const c of cascades) {
      const { rows } = asPosts(c);
      // The reposter whose reposts drew the most children, by the parent links.
      const childCount = new Map<string, number>();
      for (const r of c.repostsAndComments.filter((x) => x.parent !== '')) {
        const parent = c.repostsAndComments.find((x) => x.mid === r.parent);
        if (parent) {
          childCount.set(parent.uid, (childCount.get(parent.uid) ?? 0) + 1);
        }
      }
      const [uid] = [...childCount.entries()].sort((a, b) => b[1] - a[1])[0]!;
      const own = rows.filter((r) => r.authorUid === uid);
      const ownIds = new Set(own.map((r) => r.id));
      const children = rows.filter((r) => ownIds.has(r.parentId!) && r.authorUid !== uid);
      const g = relationGraph({ uid, name: uid }, own, children, 10_000);

      // Independently: the authors of the posts it answered (replies aside), and its children.
      const mine = c.repostsAndComments.filter((r) => r.uid === uid);
      const expectedReposted = mine.filter(
        (r) => postKind({ content: r.text, parentId: 1 }) === 'repost',
      );
      const parentUid = (r: Row) =>
        r.parent === '' ? c.uid : c.repostsAndComments.find((x) => x.mid === r.parent)!.uid;
      const reposted = expectedReposted.map(parentUid).filter((u) => u !== uid);
      expect(g.counts.repost).toEqual({
        accounts: new Set(reposted).size,
        interactions: reposted.length,
      });
      const mids = new Set(mine.map((r) => r.mid));
      const kids = c.repostsAndComments.filter((r) => mids.has(r.parent) && r.uid !== uid);
      expect(g.counts.repostedBy).toEqual({
        accounts: new Set(kids.map((r) => r.uid)).size,
        interactions: kids.length,
      });
      expect(g.counts.repostedBy.interactions).toBeGreaterThan(0);
    }
  });
});
