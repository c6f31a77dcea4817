/** One chat message as every lawful route brings it (export file, bot/webhook). */
export interface IncomingMessage {
  /** The platform's message id (unique within the chat): re-imports are idempotent. */
  externalId: string;
  /** The sender's platform id (a person across nickname changes). */
  senderId: string;
  senderName: string;
  /** Epoch ms. */
  sentAt: number;
  text: string;
  recalled: boolean;
}

/** A parsed file: its messages and the lines or entries it could not read. */
export interface ParsedChat {
  messages: IncomingMessage[];
  skipped: { at: string; reason: string }[];
}

const MAX_TEXT = 10_000;

/** A scalar as text ('' for anything else: objects, arrays, null). */
export function str(v: unknown): string {
  return typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : '';
}

/** Telegram's text: a string, or a list of strings and entities with a `text`. */
function telegramText(text: unknown): string {
  if (typeof text === 'string') {
    return text;
  }
  if (Array.isArray(text)) {
    return text
      .map((t) =>
        typeof t === 'string'
          ? t
          : t && typeof t === 'object'
            ? str((t as { text?: unknown }).text)
            : '',
      )
      .join('');
  }
  return '';
}

/** A time as epoch ms: numbers ≥ 1e12 are ms, smaller ones seconds; strings by Date (UTC+8 if no zone). */
export function parseTime(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) {
    return v >= 1e12 ? Math.round(v) : Math.round(v * 1000);
  }
  if (typeof v === 'string' && v.trim()) {
    const s = v.trim();
    if (/^\d{10,13}$/.test(s)) {
      return parseTime(Number(s));
    }
    const zoned = /([zZ]|[+-]\d\d:?\d\d)$/.test(s) ? s : `${s.replace(' ', 'T')}+08:00`;
    const t = Date.parse(zoned);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/**
 * Telegram Desktop's JSON export (result.json of one chat: `{ name, type, id, messages: [...] }`,
 * each message `{ id, type: "message" | "service", date, date_unixtime, from, from_id, text }`).
 * Service entries (joins, pins) are skipped; media without text keep a placeholder.
 */
export function parseTelegramExport(content: string): ParsedChat {
  let doc: unknown;
  try {
    doc = JSON.parse(content);
  } catch {
    return {
      messages: [],
      skipped: [{ at: '文件', reason: '不是合法的 JSON（Telegram 导出的 result.json）' }],
    };
  }
  const list = (doc as { messages?: unknown })?.messages;
  if (!Array.isArray(list)) {
    return {
      messages: [],
      skipped: [{ at: '文件', reason: '缺少 messages 列表（请选择 Telegram 导出的 result.json）' }],
    };
  }
  const out: ParsedChat = { messages: [], skipped: [] };
  list.forEach((raw, i) => {
    const m = raw as Record<string, unknown>;
    if (m.type !== 'message') {
      return;
    }
    const sentAt = parseTime(m.date_unixtime ?? m.date);
    const senderId = (str(m.from_id) || str(m.from)).trim();
    if (sentAt === null || !str(m.id) || !senderId) {
      out.skipped.push({ at: `第${i + 1}条`, reason: '缺少消息编号、时间或发送人' });
      return;
    }
    const text = telegramText(m.text) || (m.media_type || m.photo || m.file ? '[媒体消息]' : '');
    out.messages.push({
      externalId: str(m.id),
      senderId,
      senderName: (str(m.from) || senderId).slice(0, 100),
      sentAt,
      text: text.slice(0, MAX_TEXT),
      recalled: false,
    });
  });
  return out;
}

/**
 * The generic NDJSON: one message a line,
 * `{"id","senderId","senderName","time","text","recalled"?}` (time: epoch s/ms or
 * `YYYY-MM-DD HH:mm:ss` Beijing time). A line `{"id","recalled":true}` alone marks a recall.
 */
export function parseChatNdjson(content: string): ParsedChat {
  const out: ParsedChat = { messages: [], skipped: [] };
  content.split('\n').forEach((line, i) => {
    if (!line.trim()) {
      return;
    }
    let m: Record<string, unknown>;
    try {
      m = JSON.parse(line) as Record<string, unknown>;
    } catch {
      out.skipped.push({ at: `第${i + 1}行`, reason: '不是合法的 JSON' });
      return;
    }
    const sentAt = parseTime(m.time);
    const senderId = str(m.senderId).trim();
    if (!str(m.id) || sentAt === null || !senderId) {
      out.skipped.push({ at: `第${i + 1}行`, reason: '缺少 id、time 或 senderId' });
      return;
    }
    out.messages.push({
      externalId: str(m.id).slice(0, 100),
      senderId: senderId.slice(0, 100),
      senderName: (str(m.senderName) || senderId).slice(0, 100),
      sentAt,
      text: str(m.text).slice(0, MAX_TEXT),
      recalled: m.recalled === true,
    });
  });
  return out;
}
