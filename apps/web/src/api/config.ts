import { systemCalls } from '@guanlan/shared';

/** The static runtime configuration read once at start-up (SPEC §2 Start-up). */
export interface RuntimeConfig {
  /** Base address of the media service (images, video covers). */
  mediaServiceBase: string;
  /** Websocket address for pushed warnings and messages. */
  websocketUrl: string;
}

export const CONFIG_URL = systemCalls.startupConfig.path;

const DEFAULTS: RuntimeConfig = { mediaServiceBase: '', websocketUrl: '' };

let current: RuntimeConfig = { ...DEFAULTS };

function stringField(source: Record<string, unknown>, key: keyof RuntimeConfig): string {
  const value = source[key];
  return typeof value === 'string' ? value : DEFAULTS[key];
}

/** Keeps the known string fields of whatever the file held. */
export function normaliseConfig(raw: unknown): RuntimeConfig {
  if (raw === null || typeof raw !== 'object') {
    return { ...DEFAULTS };
  }
  const source = raw as Record<string, unknown>;
  return {
    mediaServiceBase: stringField(source, 'mediaServiceBase'),
    websocketUrl: stringField(source, 'websocketUrl'),
  };
}

/**
 * Reads /config.json. Any failure (missing file, bad JSON, slow server) falls back to the
 * defaults: the app must start anyway.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(CONFIG_URL, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(timeoutMs),
    });
    current = response.ok ? normaliseConfig(await response.json()) : { ...DEFAULTS };
  } catch {
    current = { ...DEFAULTS };
  }
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

/**
 * The websocket address: the configured one (a path such as `/ws` is taken on the page's own
 * host), else `/ws` on the page's own host.
 */
export function websocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const configured = current.websocketUrl || '/ws';
  if (/^wss?:\/\//i.test(configured)) {
    return configured;
  }
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${configured.startsWith('/') ? '' : '/'}${configured}`;
}
