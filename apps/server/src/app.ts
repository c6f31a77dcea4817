import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { CODES, envelope } from '@guanlan/shared';
import type { Config } from './config.js';
import { isDatabaseUnavailable } from './db/create-db.js';
import type { Database } from './db/create-db.js';
import { AuditLog } from './platform/audit/audit-log.js';
import { healthReport } from './platform/ops/health.js';
import { processState } from './platform/ops/shutdown.js';
import type { Clock } from './platform/clock.js';
import { AppError } from './platform/http/app-error.js';
import { replyEnvelope } from './platform/http/envelope-reply.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { OutboundPolicy } from './platform/net/outbound-policy.js';
import { mergeHandlers } from './platform/http/call-context.js';
import { registerCalls } from './platform/http/register-calls.js';
import { SessionService } from './platform/session/session.service.js';
import { createSmsProvider } from './platform/sms/sms-provider.js';
import type { SmsProvider } from './platform/sms/sms-provider.js';
import { AccountRepo } from './modules/auth/account.repo.js';
import { authHandlers } from './modules/auth/auth.routes.js';
import { LoginService } from './modules/auth/login.service.js';
import { PhoneCodeService } from './modules/auth/phone-code.service.js';
import { registerHandlers } from './modules/register/register.routes.js';
import { RegisterService } from './modules/register/register.service.js';
import { NameCheckGuard } from './modules/register/name-check-guard.js';
import { DataSourceService, dataSourceHandlers } from './modules/data-source/index.js';
import { specialHandlers } from './modules/special/index.js';
import { dashboardHandlers } from './modules/dashboard/index.js';
import { messageHandlers } from './modules/message/index.js';
import { dataCenterHandlers } from './modules/data-center/index.js';
import { favoritesHandlers } from './modules/favorites/index.js';
import { filterBoxHandlers } from './modules/filter-box/index.js';
import { themeHandlers } from './modules/theme/index.js';
import { articleHandlers } from './modules/article/index.js';
import { warningHandlers } from './modules/warning/index.js';
import { eventHandlers } from './modules/event/index.js';
import { navyHandlers } from './modules/navy/index.js';
import { oaHandlers } from './modules/oa/index.js';
import { dailyRecordHandlers } from './modules/daily-record/index.js';
import { accountHandlers } from './modules/account/index.js';
import { monitorHandlers } from './modules/monitor/index.js';
import { registerMediaRoutes } from './media/media-routes.js';
import { createReports } from './modules/briefing/index.js';
import type { Reports } from './modules/briefing/index.js';
import { createNotify } from './notify/create-notify.js';
import type { Notify } from './notify/create-notify.js';
import { registerWebsocket } from './notify/push/websocket-route.js';
import { dialectFor } from './db/dialect.js';
import { createIngest } from './ingest/create-ingest.js';
import type { Ingest } from './ingest/create-ingest.js';
import { microBlogHandlers } from './modules/micro-blog/index.js';
import { registerIngestApi } from './ingest/api/ingest-api.js';
import { registerHotListApi } from './ingest/hotlist/hot-list-api.js';
import { bigScreenHandlers } from './modules/big-screen/index.js';
import { topicalHandlers } from './modules/topical/index.js';
import { wisdomHandlers } from './modules/wisdom/index.js';
import { imHandlers } from './modules/instant-messaging/index.js';
import { bloggerHandlers } from './modules/blogger/index.js';
import { portraitHandlers } from './modules/portrait/index.js';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Overrides the configured SMS provider (tests point it at a local receiver). */
  sms?: SmsProvider;
}

/** Path prefixes that belong to the API; anything else may fall back to the web app. */
const API_PREFIXES = ['/api/', '/dc/', '/navy/', '/opinionOA/', '/indymedia/', '/ingest/'];
const MAX_BODY_BYTES = 1024 * 1024;
const DB_UNAVAILABLE = '服务暂时不可用，请稍后再试';

/** The app and the ingest machinery behind it (pipeline, job queue, runner). */
export interface BuiltApp {
  app: FastifyInstance;
  ingest: Ingest;
  /** Warning evaluation, deliveries and websocket pushes; started with the ingest runner. */
  notify: Notify;
  reports: Reports;
}

/** Builds the Fastify app with every registry call bound. Tests call this and use `inject`. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database, clock } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: MAX_BODY_BYTES,
    // Only the proxies the operator names may set X-Forwarded-For; by default nobody can, so
    // neither the login throttle nor the audit log believe an address a client claims.
    trustProxy: config.trustProxy,
    // Form-style calls carry parameters (passwords too) in the query string: never log URLs.
    logController: new LogController({ disableRequestLogging: true }),
    http: { maxHeaderSize: 64 * 1024 },
  });
  await app.register(cookie);

  // The client sends `Content-Type: application/json` on every call, form-style ones included,
  // usually with an empty body: an empty body is "no input", not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      return done(null, undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('VALIDATION', '请求内容不是合法的 JSON'), undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, undefined),
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(CODES[error.key].httpStatus)
        .send(envelope(error.key, error.data, error.message));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) {
      return reply.send(replyEnvelope(reply, 'PAYLOAD_TOO_LARGE', null));
    }
    if (status >= 400 && status < 500) {
      return reply.send(replyEnvelope(reply, 'VALIDATION', null));
    }
    if (isDatabaseUnavailable(error)) {
      // One line, no stack: every request fails alike until the database is back.
      request.log.warn(`数据库暂时不可用：${(error as Error).message}`);
      return reply.send(replyEnvelope(reply, 'SERVICE_UNAVAILABLE', null, DB_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.send(replyEnvelope(reply, 'SERVER_ERROR', null));
  });
  registerSecurityHeaders(app, { https: config.secureCookies });

  const sms = deps.sms ?? createSmsProvider(config, app.log);
  const { db } = database;
  const sessions = new SessionService(db, clock, config.sessionTtlMs);
  const audit = new AuditLog(db, clock);
  const accounts = new AccountRepo(db);
  const phoneCodes = new PhoneCodeService(db, clock, sms);
  const login = new LoginService({ db, accounts, sessions, phoneCodes, audit, clock });
  const register = new RegisterService({ db, accounts, phoneCodes, sessions, login, audit, clock });
  const { secureCookies } = config;
  const dialect = dialectFor(database.engine);
  const outbound = new OutboundPolicy(config.outboundAllow);
  const ingest = createIngest({
    db,
    dialect,
    clock,
    log: app.log,
    analysisWorkers: config.analysisWorkers,
    analysisIdleMs: config.analysisIdleMs,
    outbound,
  });
  const notify = createNotify({
    db,
    clock,
    log: app.log,
    ingest,
    sms,
    smtp: config.smtp,
    appBaseUrl: config.appBaseUrl,
    databaseUrl: config.databaseUrl,
  });
  app.addHook('onClose', () => notify.stop());
  const reports = createReports({
    db,
    dialect,
    clock,
    log: app.log,
    queue: ingest.queue,
    smtp: config.smtp,
    appBaseUrl: config.appBaseUrl,
    printer: {
      chromiumPath: config.print.chromiumPath,
      baseUrl: () => config.print.baseUrl ?? ownAddress(app),
      openSession: (orgId, accountId) => sessions.openPrintSession(orgId, accountId),
    },
  });
  app.addHook('onClose', () => reports.stop());
  await registerWebsocket(app, { path: config.websocketUrl, sessions, hub: notify.hub });
  const dataSources = new DataSourceService(db, ingest.queue, clock, ingest.outbound);
  await registerIngestApi(app, {
    db,
    pipeline: ingest.pipeline,
    clock,
    mediaBase: config.mediaServiceBase,
  });
  await registerHotListApi(app, { db, clock });

  registerCalls(app, {
    sessions,
    validateOutput: config.validateOutput,
    secureCookies,
    audit,
    handlers: mergeHandlers(
      authHandlers({
        login,
        sessions,
        accounts,
        phoneCodes,
        audit,
        clock,
        secureCookies,
        config: { mediaServiceBase: config.mediaServiceBase, websocketUrl: config.websocketUrl },
      }),
      registerHandlers({
        register,
        accounts,
        phoneCodes,
        secureCookies,
        nameChecks: new NameCheckGuard(audit, clock),
      }),
      dataSourceHandlers(dataSources),
      specialHandlers({ db, dialect, clock, ingest }),
      dashboardHandlers({ db, dialect, clock }),
      messageHandlers({ db, clock }),
      dataCenterHandlers({ db, dialect, clock }),
      favoritesHandlers({ db, dialect, clock }),
      filterBoxHandlers({ db, clock }),
      themeHandlers({ db, dialect, clock }),
      articleHandlers({ db, dialect, clock, log: app.log, ingest, config }),
      warningHandlers({ db, dialect, clock, ingest }),
      eventHandlers({ db, dialect, clock, ingest }),
      navyHandlers({ db, clock, fetch: ingest.outbound.fetch() }),
      oaHandlers({ db, clock, app }),
      dailyRecordHandlers({ db, clock }),
      monitorHandlers({ db, dialect, clock, ingest, config }),
      imHandlers({ db, dialect, clock, ingest, app }),
      reports.handlers,
      topicalHandlers({ db, dialect, clock }),
      wisdomHandlers({ db, dialect, clock }),
      microBlogHandlers({ db, clock, ingest }),
      bloggerHandlers({ db, dialect, clock, ingest }),
      portraitHandlers({ db, dialect, clock, ingest }),
      bigScreenHandlers({
        db,
        dialect,
        clock,
        dataSources,
        push: {
          bus: notify.bus,
          onCommit: (fn) => ingest.pipeline.onCommit(fn),
          onError: (err) => app.log.warn({ err }, '大屏推送失败'),
        },
      }),
      accountHandlers({ db, clock, sessions, accounts, phoneCodes, audit }),
    ),
  });

  registerMediaRoutes(app, db, config.mediaServiceBase);
  // For load balancers and orchestrators: 503 while the database does not answer or the
  // process is shutting down; the queue depth is the whole deployment's.
  app.get('/healthz', async (_request, reply) => {
    const report = await healthReport(db, database.engine, processState.draining);
    return reply.status(report.ok ? 200 : 503).send(report);
  });

  const indexFile = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    // Wildcard mode looks files up per request, so a rebuilt app needs no restart; missing files
    // fall through to the not-found handler, which serves the SPA.
    await app.register(fastifyStatic, { root: config.webDist, wildcard: true, index: false });
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (isApi || request.method !== 'GET') {
      return reply.send(
        replyEnvelope(
          reply,
          'UNKNOWN_CALL',
          null,
          `请求的接口不存在：${request.url.split('?')[0]}`,
        ),
      );
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('前端尚未构建，请运行 npm run build');
    }
    // A missing bundle file is a real 404: serving the page instead would break the browser.
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).send();
    }
    // History-mode SPA: every page path serves index.html; the router shows /404 for unknown ones.
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });

  return { app, ingest, notify, reports };
}

/** This server's own address for the report printer: its listening port on loopback. */
function ownAddress(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    return undefined;
  }
  const host =
    address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
