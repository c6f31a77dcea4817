/**
 * Seeds the bench:query database: the organisation and its admin through the real seed
 * service, a column and 50 specials through the HTTP API (their back-fills run over the empty
 * store), every distinct article of ../shared/data/news analysed once by the real analyser and
 * matched once per carrier by the real rule book, then N replicas of those analysed rows with
 * shifted publish times, sites, carriers, authors, publisher provinces and engagement, written
 * with prepared statements in big transactions: article, article_region, article_keyword,
 * rule_hit, org_article_state, and the full-text index through the dialect's writeFts.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { DAY_MS, loginCalls, specialCalls } from '@guanlan/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { dialectFor } from '../../apps/server/src/db/dialect.js';
import type { Database } from '../../apps/server/src/db/create-db.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import type { DB } from '../../apps/server/src/db/schema.js';
import type { AnalysedArticle } from '../../apps/server/src/ingest/analysed-article.js';
import { canonicalUrl, urlHash } from '../../apps/server/src/ingest/normalise/canonical-url.js';
import type { RawArticle } from '../../apps/server/src/ingest/raw-article.js';
import { regionMasks } from '../../apps/server/src/nlp/region-bits.js';
import { seedDemoOrg } from '../../apps/server/src/modules/org/seed-demo.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { sharedDataDir } from '../../apps/server/test/helpers/news-corpus.js';
import { abroadPublisher } from './query-abroad.js';
import { buildVariety, copyFacts, prng } from './query-corpus.js';
import { dataOf, injectCaller } from './query-http.js';
import { statements } from './query-seed-rows.js';
import { recountArticleHours } from '../../apps/server/src/ingest/persist/article-hours.js';
import { BENCH_TOPICS } from './query-topics.js';

export const BENCH_USER = 'admin';
export const BENCH_PASSWORD = 'Bench@2026q';
const SPREAD_DAYS = 60;
/**
 * Bumped whenever the seed writes different rows: a cached database of another version is
 * seeded anew (query-setup.ts). 2: a share of the copies come from overseas media (境外).
 */
export const SEED_VERSION = 2;
const TXN_ARTICLES = 20_000;
const FTS_CHUNK = 500;

/** What the bench needs to know about a seeded database (stored beside it as bench.json). */
export interface SeedInfo {
  articles: number;
  seededAt: number;
  seedMs: number;
  sources: number;
  /** SEED_VERSION of the seed that wrote the database (absent before version 2). */
  seedVersion?: number;
  specials: { specialId: number; name: string; ruleId: number; hits30d: number }[];
}

interface Source {
  article: AnalysedArticle;
  keywords: { word: string; weight: number }[];
  /** Rule hits per carrier (rules may filter by carrier). */
  hitsByCarrier: Map<string, { ruleId: number; orgId: number }[]>;
  masks: { region_mask: number; district_mask: number };
}

function log(text: string): void {
  process.stdout.write(`${text}\n`);
}

function readNews(now: number): RawArticle[] {
  const dir = path.join(sharedDataDir(), 'news');
  const files = ['sina_news_2018.jsonl', 'dxy_covid_news_2020.jsonl'];
  return files.flatMap((f) =>
    fs
      .readFileSync(path.join(dir, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const a = JSON.parse(line) as {
          id: string;
          title: string;
          content: string;
          source?: string;
          province?: string;
        };
        return {
          url: `https://news.example.cn/${a.id}.html`,
          title: a.title,
          content: a.content,
          siteName: a.source ?? '新浪新闻',
          carrier: 'news',
          publishTime: now,
          ...(a.province ? { publisherRegion: a.province } : {}),
        };
      }),
  );
}

/** Opens the file the way createDb does, keeping the raw handle for prepared statements. */
function openDb(file: string): { raw: SQLite.Database; database: Database } {
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  raw.pragma('cache_size = -524288');
  raw.pragma('temp_store = MEMORY');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: raw }) });
  return { raw, database: { db, engine: 'sqlite', close: () => db.destroy() } };
}

/** Org + admin (seed service), column + 50 specials (HTTP API), analysed and matched sources. */
async function prepare(database: Database, dataDir: string, now: number) {
  await seedDemoOrg(database.db, systemClock, BENCH_PASSWORD);
  const config = {
    ...loadConfig({ GUANLAN_NO_SEED: '1', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    analysisWorkers: 0,
    validateOutput: false,
  };
  const { app, ingest, notify } = await buildApp({ config, database, clock: systemClock });
  const anon = injectCaller(app);
  const login = dataOf(
    await anon<{ accessToken: string }>(loginCalls.ajaxLogin, {
      userName: BENCH_USER,
      password: BENCH_PASSWORD,
    }),
    '登录',
  );
  const call = injectCaller(app, login.accessToken);
  const { groupId } = dataOf(
    await call<{ groupId: number }>(specialCalls.saveColumn, { columnName: '性能基准' }),
    '新建栏目',
  );
  const specials: { specialId: number; name: string }[] = [];
  for (const topic of BENCH_TOPICS) {
    const saved = dataOf(
      await call<{ specialId: number }>(specialCalls.saveColumnSpecial, { groupId, ...topic }),
      `新建专题 ${topic.specialName}`,
    );
    specials.push({ specialId: saved.specialId, name: topic.specialName });
  }
  // The back-fills of the new rules run over the still empty store.
  await ingest.runner.drain();

  const t0 = performance.now();
  const raws = readNews(now);
  await ingest.rules.refreshIfStale(now);
  const carriers = ['news', 'microBlog', 'weChat', 'app', 'video', 'forum', 'comprehensive'];
  const allCarriers = [
    ...carriers,
    'postsBar',
    'blog',
    'electronicNewspaper',
    'interLocution',
    'other',
  ];
  const sources: Source[] = [];
  for (const raw of raws) {
    const url = canonicalUrl(raw.url)!;
    const article = ingest.analyser.analyse(raw, url, urlHash(url), now);
    const hitsByCarrier = new Map(
      allCarriers.map((carrier) => [carrier, ingest.rules.match({ ...article, carrier })]),
    );
    sources.push({
      article,
      keywords: article.keywords.slice(0, 10),
      hitsByCarrier,
      masks: regionMasks(article.regions),
    });
  }
  log(
    `已用真实分析器分析 ${sources.length} 篇不同的新闻并按载体匹配 ${ingest.rules.size} 条专题规则（${((performance.now() - t0) / 1000).toFixed(1)} 秒）`,
  );
  const rules = await database.db
    .selectFrom('special')
    .select(['id', 'rule_id'])
    .where(
      'id',
      'in',
      specials.map((s) => s.specialId),
    )
    .execute();
  const ruleOf = new Map(rules.map((r) => [r.id, Number(r.rule_id)]));
  const orgId = (await database.db.selectFrom('special').select('org_id').executeTakeFirstOrThrow())
    .org_id;
  await notify.stop();
  await ingest.stop();
  await app.close();
  return {
    orgId: Number(orgId),
    sources,
    specials: specials.map((s) => ({ ...s, ruleId: ruleOf.get(s.specialId)! })),
  };
}

const OTHER_SENTIMENT: Record<string, string> = {
  positive: 'neutral',
  neutral: 'negative',
  negative: 'neutral',
};

/** Seeds `file` (a fresh path) with `n` articles; returns what the bench needs. */
export async function seedQueryDb(file: string, n: number): Promise<SeedInfo> {
  const started = performance.now();
  const now = Date.now();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const { raw, database } = openDb(file);
  await migrateToLatest(database.db);
  const { orgId, sources, specials } = await prepare(database, path.dirname(file), now);
  const publisherOf = await abroadPublisher(database, now);
  const dialect = dialectFor('sqlite');
  const st = statements(raw);
  const variety = buildVariety();
  const rand = prng(42);
  const firstCopy = new Map<number, number>();
  const start = now - SPREAD_DAYS * DAY_MS;
  const step = (SPREAD_DAYS * DAY_MS) / n;
  const hits30d = new Map<number, number>();
  let hitRows = 0;
  let id = Number(
    (raw.prepare('SELECT COALESCE(MAX(id), 0) AS m FROM article').get() as { m: number }).m,
  );
  const t0 = performance.now();
  for (let done = 0; done < n;) {
    const size = Math.min(TXN_ARTICLES, n - done);
    raw.exec('BEGIN');
    const fts: { id: number; tokens: string }[] = [];
    for (let k = 0; k < size; k += 1) {
      const i = done + k;
      id += 1;
      const sourceIndex = Math.floor(rand() * sources.length);
      const src = sources[sourceIndex]!;
      const a = src.article;
      let f = copyFacts(rand, variety);
      // Insertion follows publish time, as a live collector's would; jitter within the step.
      const publishTime = Math.round(start + (i + rand()) * step);
      const url = canonicalUrl(
        `https://s${variety.sites.indexOf(f.siteName)}.bench.example.cn/a/${i}.html`,
      )!;
      const abroad = publisherOf();
      if (abroad) {
        f = { ...f, carrier: 'news', siteName: abroad.name };
      }
      // Identical text: the pipeline's SimHash index puts every reprint in the first one's cluster.
      const cluster = firstCopy.get(sourceIndex) ?? id;
      firstCopy.set(sourceIndex, cluster);
      st.article.run(
        id,
        url,
        urlHash(url),
        a.title,
        a.content,
        a.html,
        a.summary,
        f.siteName,
        abroad?.id ?? null,
        f.carrier,
        abroad ? 1 : 0,
        a.language,
        publishTime,
        publishTime + 60_000 + Math.floor(rand() * 600_000),
        f.author?.name ?? null,
        f.author ? `u${variety.authors.indexOf(f.author)}` : null,
        f.author?.followers ?? null,
        f.author?.verified ?? null,
        null,
        null,
        abroad ? null : f.province,
        null,
        a.sentiment,
        a.sentimentScore,
        JSON.stringify(a.keywords),
        JSON.stringify(a.entities),
        a.simhash,
        cluster,
        null,
        f.reads,
        f.comments,
        f.forwards,
        f.likes,
        0,
        null,
        null,
        0,
      );
      for (const r of a.regions) {
        st.region.run(id, r.code, r.level, 0, publishTime);
      }
      if (!abroad) {
        st.region.run(id, f.province, 'province', 1, publishTime);
      }
      for (const k of src.keywords) {
        st.keyword.run(id, k.word.slice(0, 50), k.weight, publishTime);
      }
      // The organisation's own marks: read articles, sentiment corrections, 与我无关.
      const mark = rand();
      const override = mark < 0.008 ? (OTHER_SENTIMENT[a.sentiment] ?? null) : null;
      const deleted = mark < 0.002;
      if (mark < 0.05) {
        st.state.run(orgId, id, override, deleted ? 1 : 0, 1, publishTime);
      }
      // Hit facts as the ingest writes them (ingest/persist/hit-facts.ts).
      const hits = src.hitsByCarrier.get(f.carrier) ?? [];
      for (const h of hits) {
        st.hit.run(
          h.ruleId,
          id,
          h.orgId,
          publishTime,
          f.carrier,
          deleted ? 'irrelevant' : (override ?? a.sentiment),
          cluster,
          f.siteName,
          f.author?.name ?? null,
          f.author?.followers ?? null,
          f.forwards + f.comments + f.likes,
          src.masks.region_mask,
          src.masks.district_mask,
          a.language,
        );
        if (publishTime >= now - 30 * DAY_MS) {
          hits30d.set(h.ruleId, (hits30d.get(h.ruleId) ?? 0) + 1);
        }
      }
      hitRows += hits.length;
      fts.push({ id, tokens: a.ftsTokens });
      if (fts.length >= FTS_CHUNK) {
        await dialect.writeFts(database.db, fts.splice(0));
      }
    }
    await dialect.writeFts(database.db, fts);
    raw.exec('COMMIT');
    done += size;
    const secs = (performance.now() - t0) / 1000;
    log(
      `  已写入 ${done.toLocaleString('en-US')} / ${n.toLocaleString('en-US')} 篇（命中 ${hitRows.toLocaleString('en-US')} 条，${secs.toFixed(0)} 秒，${Math.round(done / secs)} 篇/秒）`,
    );
  }
  // The specials' any-hit rows (ingest/persist/org-hits.ts): one per article, its hits' facts.
  raw.exec(`INSERT INTO org_hit (org_id, kind, publish_time, article_id, carrier, sentiment,
      cluster_key, site_name, author_name, author_followers, engagement, region_mask, district_mask,
      language)
    SELECT org_id, 'special', publish_time, article_id, MAX(carrier), MAX(sentiment),
      MAX(cluster_key), MAX(site_name), MAX(author_name), MAX(author_followers), MAX(engagement),
      MAX(region_mask), MAX(district_mask), MAX(language)
    FROM rule_hit GROUP BY org_id, publish_time, article_id ORDER BY 1, 2, 3, 4`);
  // The hourly counts the writer keeps (ingest/persist/article-hours.ts).
  await recountArticleHours(database.db);
  raw.pragma('wal_checkpoint(TRUNCATE)');
  await database.close();
  return {
    articles: n,
    seededAt: now,
    seedMs: Math.round(performance.now() - started),
    sources: sources.length,
    seedVersion: SEED_VERSION,
    specials: specials.map((s) => ({ ...s, hits30d: hits30d.get(s.ruleId) ?? 0 })),
  };
}
