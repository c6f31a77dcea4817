import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy the web app, antd (CSS-in-JS style tags) and ECharts (canvas)
 * work under. Scripts only from our own origin; article images may come from any http(s) site;
 * the live-warning websocket on the same host; nobody may frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Adds the security headers to every response (pages, API, files, errors). */
export function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // Analysts open monitored sites from our pages: never tell them where the click came from.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (opts.https) {
      reply.header('strict-transport-security', 'max-age=31536000');
    }
    done(null, payload);
  });
}
