import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { RawArticle } from '../../../ingest/raw-article.js';
import { demoCoverPng } from '../../../media/demo-cover.js';
import { MediaStore } from '../../../media/media-store.js';

const HOUR = 3_600_000;

/** Abroad demo sources: real outlets of the website directory, never crawled (enabled 0). */
const SOURCES = [
  { name: 'BBC News', url: 'https://www.bbc.com/news', country: '英国', language: 'en' },
  { name: 'The New York Times', url: 'https://www.nytimes.com', country: '美国', language: 'en' },
  { name: 'NHK', url: 'https://www3.nhk.or.jp/news/', country: '日本', language: 'ja' },
  { name: '조선일보', url: 'https://www.chosun.com', country: '韩国', language: 'ko' },
  { name: 'Le Monde', url: 'https://www.lemonde.fr', country: '法国', language: 'fr' },
  { name: 'Der Spiegel', url: 'https://www.spiegel.de', country: '德国', language: 'de' },
  { name: 'ТАСС', url: 'https://tass.ru', country: '俄罗斯', language: 'ru' },
  { name: 'El País', url: 'https://elpais.com', country: '西班牙', language: 'es' },
  { name: 'VnExpress', url: 'https://vnexpress.net', country: '越南', language: 'vi' },
] as const;

/** Headlines (title, body) per language on the electric-car story and a few unrelated ones. */
const STORIES: Record<string, [string, string][]> = {
  en: [
    [
      'Chinese electric vehicle makers expand in Europe',
      'Several Chinese electric vehicle brands opened new showrooms this week, drawing strong interest from buyers.',
    ],
    [
      'EV exports from China reach a new record',
      'Analysts say the electric car exports were driven by lower battery costs and new models.',
    ],
    [
      'Concerns grow over subsidies for electric cars',
      'Some lawmakers question whether subsidies distort the market for electric vehicles.',
    ],
    [
      'Markets close higher on technology shares',
      'Stocks rose as investors welcomed strong quarterly results.',
    ],
  ],
  ja: [
    [
      '中国の電気自動車メーカーが欧州で販売拡大',
      '中国の電気自動車ブランドが新たな販売店を開設し、購入者の関心が高まっている。',
    ],
    [
      '電気自動車の輸出が過去最高に',
      '電池価格の低下と新型車の投入が電気自動車の輸出を押し上げた。',
    ],
    ['東京で桜の開花予想が発表', '気象会社は今年の桜の開花予想を発表した。'],
  ],
  ko: [
    ['중국 전기차, 유럽 시장 점유율 확대', '중국 전기차 브랜드들이 유럽에서 판매를 늘리고 있다.'],
    ['전기차 배터리 가격 하락세 지속', '배터리 가격 하락으로 전기차 가격 경쟁이 심화되고 있다.'],
  ],
  fr: [
    [
      'Les constructeurs chinois de voiture électrique accélèrent en France',
      'Plusieurs marques proposent une voiture électrique à prix réduit.',
    ],
    [
      'La voiture électrique chinoise inquiète les industriels européens',
      'Les industriels demandent des mesures face à la concurrence.',
    ],
  ],
  de: [
    [
      'Chinesische Hersteller bringen neues Elektroauto nach Deutschland',
      'Das Elektroauto soll deutlich günstiger sein als vergleichbare Modelle.',
    ],
    [
      'Elektroauto-Absatz steigt im Herbst',
      'Die Zulassungen von Elektroauto-Modellen nahmen deutlich zu.',
    ],
  ],
  ru: [
    [
      'Китайские электромобили набирают популярность',
      'Продажи китайских электромобилей выросли за последний месяц.',
    ],
    ['Рынок электромобилей растёт', 'Эксперты ожидают дальнейшего роста рынка электромобилей.'],
  ],
  es: [
    [
      'Las marcas chinas de vehículo eléctrico llegan a España',
      'El nuevo vehículo eléctrico se venderá a un precio competitivo.',
    ],
    [
      'Crecen las ventas del vehículo eléctrico en Europa',
      'Las ventas del vehículo eléctrico aumentaron un veinte por ciento.',
    ],
  ],
  vi: [
    [
      'Xe điện Trung Quốc mở rộng thị trường Đông Nam Á',
      'Nhiều hãng xe điện Trung Quốc đã mở đại lý mới tại Việt Nam.',
    ],
    ['Giá pin xe điện tiếp tục giảm', 'Giá pin giảm giúp xe điện có giá cạnh tranh hơn.'],
  ],
};

/** Short-video platforms of the demo: site name, whether plays are exposed, cover colours. */
const PLATFORMS = [
  {
    site: '抖音',
    plays: true,
    colours: [
      [254, 44, 85],
      [37, 244, 238],
    ],
  },
  {
    site: '快手',
    plays: true,
    colours: [
      [255, 80, 0],
      [255, 190, 0],
    ],
  },
  {
    site: 'B站',
    plays: true,
    colours: [
      [251, 114, 153],
      [0, 174, 236],
    ],
  },
  {
    site: '视频号',
    plays: false,
    colours: [
      [7, 193, 96],
      [20, 90, 60],
    ],
  },
  {
    site: '小红书',
    plays: false,
    colours: [
      [255, 36, 66],
      [120, 20, 40],
    ],
  },
  {
    site: '西瓜视频',
    plays: true,
    colours: [
      [255, 100, 60],
      [80, 40, 160],
    ],
  },
] as const;

const VIDEO_TITLES = [
  ['古镇夜游攻略：灯会、美食一次看够', '文旅探店小张'],
  ['本地夜市美食排行榜，第一名排队两小时', '吃货阿强'],
  ['周末去哪儿？城郊旅游新地标打卡', '文旅探店小张'],
  ['非遗手艺人在古镇开课，游客体验做灯笼', '城市记录者'],
  ['秋季赏枫旅游线路推荐', '旅行的猫'],
  ['夜市新开的烧烤摊真的值得排队吗', '吃货阿强'],
  ['跟着导游逛博物馆，文旅融合新玩法', '城市记录者'],
  ['古镇民宿价格上涨，游客怎么看', '旅行的猫'],
] as const;

type Rand = () => number;

function rng(seed: number): Rand {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A collection source with its country, or the existing one at that address (never crawled). */
export async function ensureSource(
  db: Kysely<DB>,
  s: { name: string; url: string; country: string | null; language: string; isAbroad: boolean },
  now: number,
): Promise<number> {
  const have = await db
    .selectFrom('source')
    .select('id')
    .where('url', '=', s.url)
    .executeTakeFirst();
  if (have) {
    await db
      .updateTable('source')
      .set({ country: s.country, is_abroad: s.isAbroad ? 1 : 0 })
      .where('id', '=', have.id)
      .execute();
    return Number(have.id);
  }
  const row = await db
    .insertInto('source')
    .values({
      org_id: null,
      name: s.name,
      kind: 'api',
      url: s.url,
      config: '{}',
      carrier: 'news',
      region: null,
      language: s.language,
      is_abroad: s.isAbroad ? 1 : 0,
      country: s.country,
      weight: 1,
      interval_sec: 3600,
      enabled: 0,
      state: '{}',
      next_run_at: now,
      last_run_at: null,
      last_success_at: null,
      last_error_at: null,
      last_error: null,
      consecutive_errors: 0,
      items_total: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The monitoring family's demo corpus (演示数据), fed through the real pipeline: abroad news
 * in nine languages from sources with their countries, and short videos on six platforms
 * with covers in our media store and count snapshots over two days (plays null on platforms
 * that do not expose them). Returns how many articles the pipeline accepted.
 */
export async function seedDemoMonitorCorpus(
  db: Kysely<DB>,
  ingest: (items: RawArticle[]) => Promise<{ status: string }[]>,
  opts: { now: number; mediaBase: string },
): Promise<number> {
  const { now } = opts;
  const rand = rng(20261125);
  const items: RawArticle[] = [];
  for (const s of SOURCES) {
    const sourceId = await ensureSource(db, { ...s, isAbroad: true }, now);
    for (const [i, [title, content]] of (STORIES[s.language] ?? []).entries()) {
      items.push({
        url: `${s.url.replace(/\/$/, '')}/demo/${s.language}-${i + 1}`,
        title: s.language === 'en' && s.country === '美国' ? `${title} (US edition)` : title,
        content,
        siteName: s.name,
        sourceId,
        isAbroad: true,
        language: s.language,
        carrier: 'news',
        publishTime: now - Math.floor(rand() * 6 * 24 + 1) * HOUR,
        author: { name: `${s.name} 记者` },
        isDemo: true,
      });
    }
  }
  const media = new MediaStore(db, opts.mediaBase);
  const videos: { url: string; plays: boolean; base: number; published: number }[] = [];
  for (const [i, [title, author]] of VIDEO_TITLES.entries()) {
    for (const [j, p] of PLATFORMS.entries()) {
      if ((i + j) % 2 === 1) {
        continue;
      }
      // Each video its own cover: the platform's colours, shifted per title.
      const [from, to] = p.colours;
      const shift = (c: readonly number[]) =>
        c.map((x) => (x + i * 23) % 256) as [number, number, number];
      const coverUrl = await media.put(demoCoverPng(shift(from), [...to]), now);
      const url = `https://video.example.cn/${encodeURIComponent(p.site)}/${i + 1}`;
      const base = Math.floor(1000 + rand() * 50_000);
      const published = now - Math.floor(2 + rand() * 70) * HOUR;
      videos.push({ url, plays: p.plays, base, published });
      items.push({
        url,
        title,
        content: `${title}。${author}带你实地体验，欢迎点赞关注。`,
        siteName: p.site,
        carrier: 'video',
        language: 'zh',
        coverUrl,
        author: { name: author },
        engagement: {
          plays: p.plays ? base * 3 : 0,
          likes: Math.floor(base / 10),
          comments: Math.floor(base / 60),
        },
        publishTime: published,
        isDemo: true,
      });
    }
  }
  const outcomes = await ingest(items);
  const rows = await db
    .selectFrom('article')
    .select(['id', 'url'])
    .where(
      'url',
      'in',
      videos.map((v) => v.url),
    )
    .execute();
  const ids = new Map(rows.map((r) => [r.url, Number(r.id)]));
  for (const v of videos) {
    const id = ids.get(v.url);
    if (id === undefined) {
      continue;
    }
    // Four snapshots between publication and now: the counts grow.
    const shots = [0.25, 0.5, 0.75, 1].map((share, k) => {
      const f = 1 + k * 0.6;
      return {
        article_id: id,
        taken_at: Math.round(v.published + (now - v.published) * share) - 60_000,
        plays: v.plays ? Math.round(v.base * f * 3) : null,
        likes: Math.round((v.base * f) / 10),
        comments: Math.round((v.base * f) / 60),
        shares: Math.round((v.base * f) / 90),
        favourites: v.plays ? Math.round((v.base * f) / 40) : null,
      };
    });
    await db
      .insertInto('video_snapshot')
      .values(shots)
      .onConflict((oc) => oc.columns(['article_id', 'taken_at']).doNothing())
      .execute();
  }
  return outcomes.filter((o) => o.status === 'accepted').length;
}
