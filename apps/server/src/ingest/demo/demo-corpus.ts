import { DAY_MS, HOUR_MS, startOfDayCn } from '@guanlan/shared';
import type { RawArticle } from '../raw-article.js';
import {
  ABROAD_TITLES,
  AUTHOR_NAMES,
  CARRIER_OUTLETS,
  NEGATIVE_SENTENCES,
  NEGATIVE_TITLES,
  NEUTRAL_SENTENCES,
  NEUTRAL_TITLES,
  POSITIVE_SENTENCES,
  POSITIVE_TITLES,
  PROVINCES,
  SUBJECTS,
} from './demo-vocabulary.js';

/** URL host of generated articles: never a real site. */
export const DEMO_HOST = 'demo.guanlan.invalid';

/** Deterministic PRNG (mulberry32) so a demo corpus is reproducible from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARRIERS = Object.keys(CARRIER_OUTLETS);
const SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
/** Carriers weighted roughly like real monitoring volume (Weibo and WeChat dominate). */
const CARRIER_WEIGHTS: Record<string, number> = {
  news: 20,
  weChat: 18,
  microBlog: 22,
  video: 8,
  app: 8,
  forum: 5,
  postsBar: 4,
  comprehensive: 5,
  blog: 2,
  electronicNewspaper: 3,
  interLocution: 3,
  other: 2,
};

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function weighted(rand: () => number, weights: Record<string, number>): string {
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (const [key, w] of Object.entries(weights)) {
    r -= w;
    if (r <= 0) {
      return key;
    }
  }
  return CARRIERS[0]!;
}

/** Openers tying a template sentence to its story ({city} and {subject}). */
const STORY_LEADS = [
  '关于{city}{subject}一事，',
  '{city}{subject}方面，',
  '针对{subject}相关情况，{city}',
  '就{city}{subject}问题，',
];

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

/** Publish time over the last `days`, in Shanghai daytime, denser in recent days. */
function publishTime(rand: () => number, now: number, days: number): number {
  const dayBack = Math.floor(days * rand() ** 1.4);
  const hour = 7 + Math.floor(rand() * 16);
  const t = startOfDayCn(now) - dayBack * DAY_MS + hour * HOUR_MS + Math.floor(rand() * HOUR_MS);
  return Math.min(now - 60_000 - Math.floor(rand() * HOUR_MS), t);
}

/**
 * Generates `count` plausible Chinese articles across every carrier, province and sentiment
 * over the last `days` days, with reprint clusters and an abroad share, all marked isDemo.
 */
export function generateDemoCorpus(opts: {
  count: number;
  now: number;
  days?: number;
  seed?: number;
  idPrefix?: string;
}): RawArticle[] {
  const rand = prng(opts.seed ?? 20261122);
  const days = opts.days ?? 30;
  const out: RawArticle[] = [];
  for (let i = 0; i < opts.count; i += 1) {
    const id = `${opts.idPrefix ?? 'a'}${i}`;
    // Every fifth article reprints an earlier one on another outlet: near-duplicate clusters.
    const original = i > 20 && rand() < 0.2 ? out[Math.floor(rand() * out.length)] : undefined;
    if (original) {
      out.push({
        ...original,
        url: `https://${DEMO_HOST}/reprint/${id}.html`,
        siteName: `${original.siteName ?? ''}转载`,
        content: `${original.content ?? ''}（来源：${original.siteName ?? '网络'}）`,
        publishTime: Math.min(
          opts.now - 60_000,
          (original.publishTime ?? opts.now) + Math.floor(rand() * 6 * HOUR_MS),
        ),
      });
      continue;
    }
    const province = i < PROVINCES.length ? PROVINCES[i]! : pick(rand, PROVINCES);
    const city = pick(rand, province.cities);
    const vars = { city, province: province.name, subject: pick(rand, SUBJECTS) };
    const abroad = rand() < 0.06;
    const carrier = i < CARRIERS.length ? CARRIERS[i]! : weighted(rand, CARRIER_WEIGHTS);
    const sentiment =
      i < 3 ? SENTIMENTS[i]! : rand() < 0.3 ? 'negative' : rand() < 0.45 ? 'positive' : 'neutral';
    out.push(
      abroad
        ? abroadArticle(rand, id, vars, opts.now, days)
        : domesticArticle(rand, id, vars, carrier, sentiment, opts.now, days),
    );
  }
  return out;
}

function domesticArticle(
  rand: () => number,
  id: string,
  vars: Record<string, string>,
  carrier: string,
  sentiment: (typeof SENTIMENTS)[number],
  now: number,
  days: number,
): RawArticle {
  const titles =
    sentiment === 'positive'
      ? POSITIVE_TITLES
      : sentiment === 'negative'
        ? NEGATIVE_TITLES
        : NEUTRAL_TITLES;
  const sentences =
    sentiment === 'positive'
      ? POSITIVE_SENTENCES
      : sentiment === 'negative'
        ? NEGATIVE_SENTENCES
        : NEUTRAL_SENTENCES;
  const title = fill(pick(rand, titles), vars);
  // Every sentence names the story's place and subject: the shared template sentences alone
  // would make unrelated demo stories near-duplicates (SimHash) and merge them as 相似文章.
  const about = (s: string, i: number) => `${fill(STORY_LEADS[i % STORY_LEADS.length]!, vars)}${s}`;
  const body = [title.replace(/\s+/g, '，') + '。']
    .concat(Array.from({ length: 3 + Math.floor(rand() * 4) }, () => pick(rand, sentences)))
    .concat(pick(rand, NEUTRAL_SENTENCES))
    .map((s, i) => (i === 0 ? s : about(s, i)))
    .join('');
  const outlet = CARRIER_OUTLETS[carrier]!;
  const social = outlet.social;
  const short = carrier === 'microBlog' || carrier === 'video';
  return {
    url: `https://${DEMO_HOST}/${carrier}/${id}.html`,
    title: short ? title.slice(0, 40) : title,
    content: short ? `#${vars.city}# ${body.slice(0, 140)}` : body,
    siteName: fill(pick(rand, outlet.sites), vars),
    carrier,
    isAbroad: false,
    language: 'zh',
    publishTime: publishTime(rand, now, days),
    publisherRegion: `${vars.province}`,
    isDemo: true,
    ...(social
      ? {
          author: {
            name: fill(pick(rand, AUTHOR_NAMES), vars),
            id: `demo-${Math.floor(rand() * 400)}`,
            followers: Math.floor(rand() ** 3 * 2_000_000),
            verified: rand() < 0.3,
            gender: rand() < 0.5 ? ('m' as const) : ('f' as const),
            region: vars.province,
          },
        }
      : {}),
    engagement: {
      reads: Math.floor(rand() ** 2 * 100_000),
      comments: Math.floor(rand() ** 3 * 2_000),
      forwards: Math.floor(rand() ** 3 * 5_000),
      likes: Math.floor(rand() ** 2 * 10_000),
      ...(carrier === 'video' ? { plays: Math.floor(rand() ** 2 * 500_000) } : {}),
    },
  };
}

function abroadArticle(
  rand: () => number,
  id: string,
  vars: Record<string, string>,
  now: number,
  days: number,
): RawArticle {
  const title = fill(pick(rand, ABROAD_TITLES), vars);
  return {
    url: `https://${DEMO_HOST}/abroad/${id}.html`,
    title,
    content: `${title}. Local authorities said they were following the situation closely. Officials promised further updates.`,
    siteName: pick(rand, ['Global News Online', 'World Daily', 'Asia Times Digest']),
    carrier: pick(rand, ['news', 'twitter', 'facebook', 'video', 'blog', 'forum']),
    isAbroad: true,
    language: 'en',
    publishTime: publishTime(rand, now, days),
    isDemo: true,
  };
}
