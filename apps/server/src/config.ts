import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, with its default. This is the one place
 * configuration is parsed; the README's configuration table mirrors it.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset the embedded SQLite file in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections per process (API or worker). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * `1` (default): PostgreSQL connections keep the lookups every call makes as prepared
   * statements (db/prepared.ts); `0` for a pooler in transaction mode, which does not carry them.
   */
  DATABASE_PREPARED: z.enum(['1', '0']).default('1'),
  /**
   * PostgreSQL parallel workers per query (max_parallel_workers_per_gather) on this process's
   * connections; 0 (default) runs each analysis in its own backend alone, see create-db.ts.
   */
  DATABASE_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  /**
   * `1` (default): SQLite writes each commit's WAL frames in a few calls (native/gl-walbuf.c);
   * `0` leaves SQLite's own VFS, which writes frame by frame.
   */
  SQLITE_WAL_BUFFER: z.enum(['1', '0']).default('1'),
  /** SQLite page cache of the server's connection, in MB; unset: create-db.ts's default. */
  SQLITE_CACHE_MB: z.coerce.number().int().min(1).max(4096).optional(),
  GUANLAN_ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Password of the platform administrator `platform` (first start only; else generated). */
  GUANLAN_PLATFORM_PASSWORD: z.string().min(8).optional(),
  /** `log` writes codes to the server log; `http` POSTs them to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Warning e-mail: smtp://user:pass@host:port (or smtps://); unset = no e-mail channel. */
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('观澜舆情 <noreply@guanlan.local>'),
  /** Translation service (LibreTranslate-style JSON API); unset = 文章翻译 answers 未配置翻译服务. */
  TRANSLATE_URL: z.url().optional(),
  /** Optional key of the translation service (sent as `api_key` and as a bearer token). */
  TRANSLATE_TOKEN: z.string().optional(),
  /** Public address of the web app, for links in e-mails and robot messages. */
  APP_BASE_URL: z.string().default(''),
  /** Public addresses handed to the web app at start (SPEC §2 Start-up). */
  MEDIA_SERVICE_BASE: z.string().default('/media'),
  WEBSOCKET_URL: z.string().default('/ws'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Analysis worker threads for the ingest pipeline (0 = analyse on the main thread). */
  ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /** Seconds an analysis thread may sit idle before it ends (it starts again on demand). */
  ANALYSIS_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /** Seconds SIGTERM waits for running jobs and requests before closing anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  /** PostgreSQL: months of articles kept (whole monthly partitions dropped); unset keeps all. */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).optional(),
  /** Chromium for report PDFs; unset = /usr/bin/chromium (or chromium-browser) when present. */
  CHROMIUM_PATH: z.string().optional(),
  /** How Chromium reaches this server to print report pages; unset = its own listening port. */
  PRINT_BASE_URL: z.string().optional(),
  /**
   * Proxies allowed to set X-Forwarded-For: comma-separated addresses or CIDRs
   * (`127.0.0.1,10.0.0.0/8`). Unset = none (the socket address is the client).
   */
  TRUST_PROXY: z.string().optional(),
  /** `auto` (default): cookies get `Secure` when APP_BASE_URL is https; `1`/`0` force it. */
  COOKIE_SECURE: z.enum(['auto', '1', '0']).default('auto'),
  /**
   * Private, loopback or link-local addresses that sources, webhooks and robots may reach
   * anyway (comma-separated addresses or CIDRs, e.g. `10.1.2.0/24`). Unset = public only.
   */
  OUTBOUND_ALLOW: z.string().optional(),
  /** `0`: this process polls no sources or hot lists (it still runs jobs and serves). */
  COLLECTORS: z.enum(['0', '1']).default('1'),
  /** Set `1` to skip demo seeding (tests create their own organisations). */
  GUANLAN_NO_SEED: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databasePrepared: boolean;
  sqliteWalBuffer: boolean;
  sqliteCacheMb: number | undefined;
  databaseParallelWorkers: number;
  adminPassword: string | undefined;
  platformPassword: string | undefined;
  sms: { provider: 'log' | 'http'; httpUrl: string | undefined; httpToken: string | undefined };
  smtp: { url: string | undefined; from: string };
  translate: { url: string | undefined; token: string | undefined };
  appBaseUrl: string;
  /** Report PDFs: the Chromium binary and the address it prints pages from. */
  print: { chromiumPath: string | undefined; baseUrl: string | undefined };
  mediaServiceBase: string;
  websocketUrl: string;
  webDist: string;
  logLevel: string;
  seedDemo: boolean;
  /** Poll sources and hot lists in this process. */
  collectors: boolean;
  analysisWorkers: number;
  /** Idle analysis threads end after this long. */
  analysisIdleMs: number;
  /** How long a graceful shutdown waits for running work. */
  shutdownGraceMs: number;
  /** PostgreSQL: months of articles kept; null keeps everything. */
  retentionMonths: number | null;
  /** Session lifetime; a session is refreshed once it is past half of it. */
  sessionTtlMs: number;
  /** Validate every response against its contract (tests and development). */
  validateOutput: boolean;
  /** Fastify `trustProxy`: false, or the trusted proxy addresses. */
  trustProxy: false | string[];
  /** Cookies carry `Secure` (and responses HSTS): the app is served over HTTPS. */
  secureCookies: boolean;
  /** Non-public addresses outbound fetches may reach (see OUTBOUND_ALLOW). */
  outboundAllow: string[];
}

function parseTrustProxy(value: string | undefined): false | string[] {
  const addresses = list(value).filter((x) => x !== 'false' && x !== '0');
  return addresses.length > 0 ? addresses : false;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

const here = path.dirname(new URL(import.meta.url).pathname);

/** Parses the environment into a Config; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`配置有误 (invalid configuration):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databasePrepared: e.DATABASE_PREPARED === '1',
    sqliteWalBuffer: e.SQLITE_WAL_BUFFER === '1',
    sqliteCacheMb: e.SQLITE_CACHE_MB,
    databaseParallelWorkers: e.DATABASE_PARALLEL_WORKERS,
    adminPassword: e.GUANLAN_ADMIN_PASSWORD,
    platformPassword: e.GUANLAN_PLATFORM_PASSWORD,
    sms: { provider: e.SMS_PROVIDER, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN },
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
    translate: { url: e.TRANSLATE_URL, token: e.TRANSLATE_TOKEN },
    appBaseUrl: e.APP_BASE_URL.replace(/\/+$/, ''),
    print: { chromiumPath: e.CHROMIUM_PATH, baseUrl: e.PRINT_BASE_URL?.replace(/\/+$/, '') },
    mediaServiceBase: e.MEDIA_SERVICE_BASE,
    websocketUrl: e.WEBSOCKET_URL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.GUANLAN_NO_SEED !== '1',
    collectors: e.COLLECTORS === '1',
    // Two analysis threads overlap analysis with storage on the usual 2-core machine.
    analysisWorkers: e.ANALYSIS_WORKERS ?? Math.min(2, os.availableParallelism()),
    analysisIdleMs: e.ANALYSIS_IDLE_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    retentionMonths: e.RETENTION_MONTHS ?? null,
    sessionTtlMs: 24 * 3600_000,
    validateOutput: env.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    secureCookies:
      e.COOKIE_SECURE === '1' || (e.COOKIE_SECURE === 'auto' && /^https:/i.test(e.APP_BASE_URL)),
    outboundAllow: list(e.OUTBOUND_ALLOW),
  };
}
