import fs from 'node:fs';
import path from 'node:path';
import type { RawArticle } from '../../src/ingest/raw-article.js';

const REPO = path.resolve(import.meta.dirname, '../../../..');

/** The shared real corpora: GUANLAN_SHARED_DATA, or ../shared/data beside the repository. */
export function sharedDataDir(): string {
  const candidates = [
    process.env.GUANLAN_SHARED_DATA,
    path.resolve(REPO, '../shared/data'),
    '/work/shared/data',
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'news')));
  if (!found) {
    throw new Error(
      `real corpora not found; set GUANLAN_SHARED_DATA (tried ${candidates.join(', ')})`,
    );
  }
  return found;
}

interface NewsLine {
  id: string;
  title: string;
  content: string;
  source?: string;
  url?: string;
}

/** The first `n` articles of sina_news_2018.jsonl as raw articles with stable URLs and times. */
export function realNews(n: number, opts: { now?: number; offset?: number } = {}): RawArticle[] {
  const file = path.join(sharedDataDir(), 'news', 'sina_news_2018.jsonl');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const now = opts.now ?? Date.now();
  return lines.slice(opts.offset ?? 0, (opts.offset ?? 0) + n).map((line, i) => {
    const a = JSON.parse(line) as NewsLine;
    return {
      url: `https://news.example.cn/${a.id}.html`,
      title: a.title,
      content: a.content,
      siteName: a.source ?? '新浪新闻',
      carrier: 'news',
      publishTime: now - (i % 720) * 3600_000,
    };
  });
}
