import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashToken } from '../../platform/session/tokens.js';
import { parseTime, str } from './chat-formats.js';
import type { IncomingMessage } from './chat-formats.js';
import { WEBHOOK_PATH } from './chat.service.js';
import type { MessageStore } from './message-store.js';

const MAX_EVENTS = 1000;

/** A Telegram Bot API update's message, or our own event shape. */
function toMessage(e: Record<string, unknown>): IncomingMessage | null {
  const tg = (e.message ?? e.edited_message) as Record<string, unknown> | undefined;
  if (tg && typeof tg === 'object') {
    const from = (tg.from ?? {}) as Record<string, unknown>;
    const name =
      [from.first_name, from.last_name].filter((x) => typeof x === 'string').join(' ') ||
      str(from.username) ||
      str(from.id);
    const sentAt = parseTime(tg.date);
    if (!str(tg.message_id) || !str(from.id) || sentAt === null) {
      return null;
    }
    return {
      externalId: str(tg.message_id),
      senderId: str(from.id),
      senderName: name.slice(0, 100),
      sentAt,
      text: (str(tg.text) || str(tg.caption)).slice(0, 10_000),
      recalled: false,
    };
  }
  if (e.type === 'recall' && str(e.id)) {
    return {
      externalId: str(e.id),
      senderId: '',
      senderName: '',
      sentAt: 0,
      text: '',
      recalled: true,
    };
  }
  const sentAt = parseTime(e.time);
  if (!str(e.id) || !str(e.senderId) || sentAt === null) {
    return null;
  }
  return {
    externalId: str(e.id).slice(0, 100),
    senderId: str(e.senderId).slice(0, 100),
    senderName: (str(e.senderName) || str(e.senderId)).slice(0, 100),
    sentAt,
    text: str(e.text).slice(0, 10_000),
    recalled: e.recalled === true,
  };
}

/**
 * The bot/webhook endpoint a group's administrator connects: `Authorization: Bearer <token>`
 * (one token per chat, made in 即时通讯), body one event, `{ events: [...] }`, or a Telegram Bot
 * API update. Events: a message `{ id, senderId, senderName, time, text }` or a recall
 * `{ type: "recall", id }` (the message is kept and flagged 已撤回).
 */
export function registerImWebhook(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; store: MessageStore },
): void {
  app.post(WEBHOOK_PATH, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.replace(/^Bearer\s+/i, '').trim();
    const chat = token
      ? await deps.db
          .selectFrom('im_chat')
          .selectAll()
          .where('webhook_token_hash', '=', hashToken(token))
          .executeTakeFirst()
      : undefined;
    if (!chat) {
      return reply
        .status(401)
        .send({ code: 3002, message: '接入令牌无效，请在即时通讯中为该群生成令牌' });
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const events = Array.isArray(body.events) ? (body.events as unknown[]) : [body];
    if (events.length === 0 || events.length > MAX_EVENTS) {
      return reply.status(400).send({ code: 4000, message: `每次推送1至${MAX_EVENTS}条事件` });
    }
    const messages: IncomingMessage[] = [];
    let rejected = 0;
    for (const e of events) {
      const m = e && typeof e === 'object' ? toMessage(e as Record<string, unknown>) : null;
      if (m) {
        messages.push(m);
      } else {
        rejected += 1;
      }
    }
    const result = await deps.store.store(
      {
        id: Number(chat.id),
        org_id: Number(chat.org_id),
        nick_name: chat.nick_name,
        platform: chat.platform,
      },
      messages,
    );
    return reply.status(202).send({ code: 200, ...result, rejected });
  });
}
