import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import { containsPattern } from '../../db/contains.js';
import { AppError } from '../../platform/http/app-error.js';
import { MEET_RULE_TEXT } from './meet-split.js';
import { PLATFORM_LABELS } from './chat.service.js';

interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The meet-record window and words every record query shares. */
export interface RecordQuery {
  meetId: number;
  startTime?: number | undefined;
  endTime?: number | undefined;
  keyword?: string | undefined;
  speaker?: string | undefined;
  recordIds?: number[] | undefined;
}

/** The highlight words of a set (即时通讯监测方案 keywords / exclusions). */
export interface SetWords {
  keywords: string[];
  excludeWords: string[];
}

export function parseSetWords(definition: string): SetWords {
  try {
    const v = JSON.parse(definition) as Partial<SetWords>;
    return { keywords: v.keywords ?? [], excludeWords: v.excludeWords ?? [] };
  } catch {
    return { keywords: [], excludeWords: [] };
  }
}

const like = (kw: string) =>
  sql<boolean>`lower(im_message.content) LIKE ${containsPattern(kw.toLowerCase())} ESCAPE '\\'`;

/** Whether a message hits the set's words (a keyword, and no exclusion). */
export function hitsWords(text: string, words: SetWords): boolean {
  const t = text.toLowerCase();
  return (
    words.keywords.some((k) => t.includes(k.toLowerCase())) &&
    !words.excludeWords.some((k) => t.includes(k.toLowerCase()))
  );
}

/**
 * Meet records (会话) of an organisation's watched chats, their persons (with every nickname)
 * and their messages (recalled ones flagged); the record export rows.
 */
export class MeetService {
  constructor(private readonly db: Kysely<DB>) {}

  private meets(orgId: number) {
    return this.db
      .selectFrom('im_meet')
      .innerJoin('im_chat', 'im_chat.id', 'im_meet.chat_id')
      .where('im_meet.org_id', '=', orgId);
  }

  async list(
    orgId: number,
    q: Paging & {
      setId?: number | undefined;
      chatId?: number | undefined;
      account?: string | undefined;
      platform?: string | undefined;
      startTime?: number | undefined;
      endTime?: number | undefined;
      keyword?: string | undefined;
    },
  ) {
    let query = this.meets(orgId);
    if (q.setId !== undefined) {
      query = query.where('im_chat.set_id', '=', q.setId);
    }
    if (q.chatId !== undefined) {
      query = query.where('im_chat.id', '=', q.chatId);
    }
    if (q.platform) {
      query = query.where('im_chat.platform', '=', q.platform);
    }
    if (q.startTime !== undefined) {
      query = query.where('im_meet.end_at', '>=', q.startTime);
    }
    if (q.endTime !== undefined) {
      query = query.where('im_meet.start_at', '<=', q.endTime);
    }
    const account = q.account?.trim();
    if (account) {
      // The chat itself, or a meet in which this person (sender id or a nickname) spoke.
      query = query.where((eb) =>
        eb.or([
          eb('im_chat.account', '=', account),
          eb(
            'im_meet.id',
            'in',
            eb
              .selectFrom('im_message')
              .innerJoin('im_person', 'im_person.id', 'im_message.person_id')
              .select('im_message.meet_id')
              .where('im_message.org_id', '=', orgId)
              .where((e) =>
                e.or([
                  e('im_person.sender_key', '=', account),
                  e(
                    'im_person.id',
                    'in',
                    e
                      .selectFrom('im_person_name')
                      .select('person_id')
                      .where('nick_name', '=', account),
                  ),
                ]),
              ),
          ),
        ]),
      );
    }
    const kw = q.keyword?.trim();
    if (kw) {
      query = query.where('im_meet.id', 'in', (eb) =>
        eb
          .selectFrom('im_message')
          .select('im_message.meet_id')
          .where('im_message.org_id', '=', orgId)
          .where(like(kw)),
      );
    }
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select([
        'im_meet.id',
        'im_meet.start_at',
        'im_meet.end_at',
        'im_meet.message_count',
        'im_meet.person_count',
        'im_chat.id as chat_id',
        'im_chat.nick_name',
        'im_chat.account',
        'im_chat.platform',
      ])
      .orderBy('im_meet.start_at', 'desc')
      .orderBy('im_meet.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    const firsts = await this.firstWords(rows.map((r) => Number(r.id)));
    return {
      rule: MEET_RULE_TEXT,
      total: Number(total.n),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list: rows.map((r) => ({
        meetId: Number(r.id),
        instantMessagingId: Number(r.chat_id),
        groupName: r.nick_name,
        account: r.account,
        platform: r.platform,
        platformName: PLATFORM_LABELS[r.platform] ?? r.platform,
        startTime: formatCn(Number(r.start_at)),
        endTime: formatCn(Number(r.end_at)),
        durationMinutes: Math.round((Number(r.end_at) - Number(r.start_at)) / 60_000),
        messageCount: r.message_count,
        personCount: r.person_count,
        firstMessage: firsts.get(Number(r.id)) ?? '',
      })),
    };
  }

  /** The opening message of each meet (its summary line). */
  private async firstWords(ids: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (const id of ids) {
      const m = await this.db
        .selectFrom('im_message')
        .select('content')
        .where('meet_id', '=', id)
        .orderBy('sent_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      out.set(id, (m?.content ?? '').slice(0, 80));
    }
    return out;
  }

  /** The meet of the organisation (with its chat's set) or 4004. */
  async get(orgId: number, meetId: number) {
    const row = await this.meets(orgId)
      .select([
        'im_meet.id',
        'im_meet.chat_id',
        'im_chat.set_id',
        'im_chat.nick_name',
        'im_meet.start_at',
      ])
      .where('im_meet.id', '=', meetId)
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '会话不存在或已被删除');
    }
    return row;
  }

  /** The persons who spoke in a meet, with their messages there and every nickname they used. */
  async persons(orgId: number, q: Paging & { meetId: number; keyword?: string | undefined }) {
    await this.get(orgId, q.meetId);
    let query = this.db
      .selectFrom('im_message')
      .innerJoin('im_person', 'im_person.id', 'im_message.person_id')
      .where('im_message.org_id', '=', orgId)
      .where('im_message.meet_id', '=', q.meetId);
    const kw = q.keyword?.trim();
    if (kw) {
      query = query.where((eb) =>
        eb.or([
          eb('im_person.sender_key', 'like', `%${kw}%`),
          eb(
            'im_person.id',
            'in',
            eb
              .selectFrom('im_person_name')
              .select('person_id')
              .where('nick_name', 'like', `%${kw}%`),
          ),
        ]),
      );
    }
    const rows = await query
      .select([
        'im_person.id',
        'im_person.sender_key',
        'im_person.nick_name',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.min('im_message.sent_at').as('first'),
      ])
      .groupBy(['im_person.id', 'im_person.sender_key', 'im_person.nick_name'])
      .orderBy('n', 'desc')
      .orderBy('im_person.id')
      .execute();
    const page = rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    const names = page.length
      ? await this.db
          .selectFrom('im_person_name')
          .select(['person_id', 'nick_name', 'first_at'])
          .where(
            'person_id',
            'in',
            page.map((p) => Number(p.id)),
          )
          .orderBy('first_at')
          .execute()
      : [];
    return {
      total: rows.length,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list: page.map((p) => ({
        personId: Number(p.id),
        senderId: p.sender_key,
        nickName: p.nick_name,
        messageCount: Number(p.n),
        firstTime: formatCn(Number(p.first)),
        nickNameHistory: names
          .filter((n) => Number(n.person_id) === Number(p.id))
          .map((n) => ({ nickName: n.nick_name, since: formatCn(Number(n.first_at)) })),
      })),
    };
  }

  /** A meet's messages (oldest first), each with the nickname used then and its flags. */
  async records(orgId: number, q: RecordQuery & Partial<Paging>, words: SetWords) {
    await this.get(orgId, q.meetId);
    let query = this.db
      .selectFrom('im_message')
      .innerJoin('im_person', 'im_person.id', 'im_message.person_id')
      .where('im_message.org_id', '=', orgId)
      .where('im_message.meet_id', '=', q.meetId);
    if (q.startTime !== undefined) {
      query = query.where('im_message.sent_at', '>=', q.startTime);
    }
    if (q.endTime !== undefined) {
      query = query.where('im_message.sent_at', '<=', q.endTime);
    }
    const kw = q.keyword?.trim();
    if (kw) {
      query = query.where(like(kw));
    }
    if (q.recordIds?.length) {
      query = query.where('im_message.id', 'in', q.recordIds);
    }
    const speaker = q.speaker?.trim();
    if (speaker) {
      query = query.where((eb) =>
        eb.or([
          eb('im_person.sender_key', '=', speaker),
          eb(
            'im_person.id',
            'in',
            eb.selectFrom('im_person_name').select('person_id').where('nick_name', '=', speaker),
          ),
        ]),
      );
    }
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let rows = query
      .select([
        'im_message.id',
        'im_message.sent_at',
        'im_message.content',
        'im_message.recalled',
        'im_person.id as person_id',
        'im_person.sender_key',
      ])
      .orderBy('im_message.sent_at')
      .orderBy('im_message.id');
    if (q.pageSize !== undefined && q.pageNum !== undefined) {
      rows = rows.limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
    }
    const list = await rows.execute();
    const personIds = [...new Set(list.map((r) => Number(r.person_id)))];
    const names = personIds.length
      ? await this.db
          .selectFrom('im_person_name')
          .select(['person_id', 'nick_name', 'first_at'])
          .where('person_id', 'in', personIds)
          .orderBy('first_at')
          .execute()
      : [];
    const nameAt = (personId: number, at: number) => {
      const own = names.filter((n) => Number(n.person_id) === personId);
      return (own.filter((n) => Number(n.first_at) <= at).at(-1) ?? own[0])?.nick_name ?? '';
    };
    return {
      total: Number(total.n),
      pageNum: q.pageNum ?? 1,
      pageSize: q.pageSize ?? list.length,
      list: list.map((r) => ({
        recordId: Number(r.id),
        time: formatCn(Number(r.sent_at)),
        speaker: nameAt(Number(r.person_id), Number(r.sent_at)),
        senderId: r.sender_key,
        content: r.content,
        recalled: r.recalled === 1,
        hit: hitsWords(r.content, words),
      })),
    };
  }
}
