import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ImChatTable } from '../../db/schema/instant-messaging.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { hashToken, newToken } from '../../platform/session/tokens.js';
import type { SetService } from '../monitor/index.js';
import { parseChatNdjson, parseTelegramExport } from './chat-formats.js';
import { deleteMessageArticles } from './message-store.js';
import type { MessageStore } from './message-store.js';

export type ChatRow = Selectable<ImChatTable>;

/** SPEC-less defaults: how long a chat's messages are kept when nobody says. */
export const DEFAULT_RETENTION_DAYS = 180;

export const PLATFORM_LABELS: Record<string, string> = {
  weChat: '微信',
  qq: 'QQ',
  dingTalk: '钉钉',
  telegram: 'Telegram',
  whatsApp: 'WhatsApp',
  line: 'LINE',
  other: '其他',
};

export interface ChatForm {
  instantMessagingId?: number | undefined;
  setId: number;
  platform: string;
  account: string;
  nickName?: string | undefined;
  remark?: string | undefined;
  consentSource?: string | undefined;
  retentionDays?: number | undefined;
}

/** The API form of a watched chat (its token is never shown again, only whether it has one). */
export function toChatItem(c: ChatRow, counts?: { messages: number; persons: number }) {
  return {
    instantMessagingId: Number(c.id),
    setId: Number(c.set_id),
    platform: c.platform,
    platformName: PLATFORM_LABELS[c.platform] ?? c.platform,
    account: c.account,
    nickName: c.nick_name,
    remark: c.remark,
    consentSource: c.consent_source,
    retentionDays: c.retention_days,
    webhookConnected: c.webhook_token_hash !== null,
    messageCount: counts?.messages ?? 0,
    personCount: counts?.persons ?? 0,
  };
}

/**
 * The watched chats (即时通讯账号/群) of an organisation's sets: add, edit, delete, list; the
 * lawful ways in (import of an export file, a bot/webhook token per chat).
 */
export class ChatService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sets: SetService,
    private readonly store: MessageStore,
    private readonly clock: Clock,
  ) {}

  /** The chat or 4004 (another organisation's chat is indistinguishable from none). */
  async get(orgId: number, id: number): Promise<ChatRow> {
    const row = await this.db
      .selectFrom('im_chat')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '监测的群/账号不存在或已被删除');
    }
    return row;
  }

  async list(
    orgId: number,
    q: {
      setId?: number | undefined;
      platform?: string | undefined;
      keyword?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
  ) {
    let query = this.db.selectFrom('im_chat').where('org_id', '=', orgId);
    if (q.setId !== undefined) {
      query = query.where('set_id', '=', q.setId);
    }
    if (q.platform) {
      query = query.where('platform', '=', q.platform);
    }
    const kw = q.keyword?.trim();
    if (kw) {
      query = query.where((eb) =>
        eb.or([eb('account', 'like', `%${kw}%`), eb('nick_name', 'like', `%${kw}%`)]),
      );
    }
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('id')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    const counts = await this.counts(rows.map((r) => Number(r.id)));
    return {
      total: Number(total.n),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list: rows.map((r) => toChatItem(r, counts.get(Number(r.id)))),
    };
  }

  private async counts(ids: number[]) {
    const out = new Map<number, { messages: number; persons: number }>();
    if (ids.length === 0) {
      return out;
    }
    const msgs = await this.db
      .selectFrom('im_message')
      .select(['chat_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('chat_id', 'in', ids)
      .groupBy('chat_id')
      .execute();
    const people = await this.db
      .selectFrom('im_person')
      .select(['chat_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('chat_id', 'in', ids)
      .groupBy('chat_id')
      .execute();
    for (const id of ids) {
      out.set(id, {
        messages: Number(msgs.find((m) => Number(m.chat_id) === id)?.n ?? 0),
        persons: Number(people.find((m) => Number(m.chat_id) === id)?.n ?? 0),
      });
    }
    return out;
  }

  async save(orgId: number, form: ChatForm): Promise<number> {
    await this.sets.get(orgId, form.setId);
    const account = form.account.trim();
    const same = await this.db
      .selectFrom('im_chat')
      .select('id')
      .where('org_id', '=', orgId)
      .where('platform', '=', form.platform)
      .where('account', '=', account)
      .executeTakeFirst();
    if (same && Number(same.id) !== form.instantMessagingId) {
      throw new AppError('CONFLICT', '该平台的群/账号已在监测中');
    }
    const now = this.clock.now();
    const fields = {
      set_id: form.setId,
      platform: form.platform,
      account,
      nick_name: form.nickName?.trim() || account,
      remark: form.remark ?? '',
      consent_source: form.consentSource ?? '',
      retention_days: form.retentionDays ?? DEFAULT_RETENTION_DAYS,
      updated_at: now,
    };
    if (form.instantMessagingId !== undefined) {
      const old = await this.get(orgId, form.instantMessagingId);
      await this.db
        .updateTable('im_chat')
        .set({
          ...fields,
          consent_source: form.consentSource ?? old.consent_source,
          retention_days: form.retentionDays ?? old.retention_days,
        })
        .where('org_id', '=', orgId)
        .where('id', '=', old.id)
        .execute();
      return Number(old.id);
    }
    const row = await this.db
      .insertInto('im_chat')
      .values({ ...fields, org_id: orgId, webhook_token_hash: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Deletes the chat with its messages (and their articles), persons and meet records. */
  async remove(orgId: number, id: number): Promise<void> {
    const chat = await this.get(orgId, id);
    const messages = await this.db
      .selectFrom('im_message')
      .select('external_id')
      .where('chat_id', '=', chat.id)
      .execute();
    await deleteMessageArticles(
      this.db,
      { id: Number(chat.id), org_id: orgId },
      messages.map((m) => m.external_id),
    );
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('im_person_name')
        .where(
          'person_id',
          'in',
          trx.selectFrom('im_person').select('id').where('chat_id', '=', chat.id),
        )
        .execute();
      for (const t of ['im_person', 'im_message', 'im_meet'] as const) {
        await trx.deleteFrom(t).where('chat_id', '=', chat.id).execute();
      }
      await trx.deleteFrom('im_chat').where('id', '=', chat.id).execute();
    });
  }

  /** Imports an export file of the chat (Telegram result.json or the generic NDJSON). */
  async importFile(
    orgId: number,
    input: { instantMessagingId: number; format: 'telegram' | 'ndjson'; content: string },
  ) {
    const chat = await this.get(orgId, input.instantMessagingId);
    const parsed =
      input.format === 'telegram'
        ? parseTelegramExport(input.content)
        : parseChatNdjson(input.content);
    if (parsed.messages.length === 0) {
      const why = parsed.skipped[0]
        ? `${parsed.skipped[0].at}：${parsed.skipped[0].reason}`
        : '文件中没有消息';
      throw new AppError('VALIDATION', `没有可导入的消息（${why}）`);
    }
    const result = await this.store.store(
      { id: Number(chat.id), org_id: orgId, nick_name: chat.nick_name, platform: chat.platform },
      parsed.messages,
    );
    return {
      ...result,
      skipped: parsed.skipped.length,
      skippedDetail: parsed.skipped.slice(0, 20),
    };
  }

  /** A new bot/webhook token for the chat (shown once; the old one stops working). */
  async resetToken(orgId: number, id: number) {
    const chat = await this.get(orgId, id);
    const token = `imw_${newToken()}`;
    await this.db
      .updateTable('im_chat')
      .set({ webhook_token_hash: hashToken(token), updated_at: this.clock.now() })
      .where('id', '=', chat.id)
      .execute();
    return { instantMessagingId: Number(chat.id), token, webhookPath: WEBHOOK_PATH };
  }
}

export const WEBHOOK_PATH = '/ingest/v1/im/webhook';
