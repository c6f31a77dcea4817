import type { Generated } from 'kysely';

/** A watched chat (即时通讯监测的群/账号) with its consent/source and retention. */
export interface ImChatTable {
  id: Generated<number>;
  org_id: number;
  set_id: number;
  platform: string;
  account: string;
  nick_name: string;
  remark: string;
  consent_source: string;
  retention_days: number;
  /** SHA-256 of the bot/webhook token the group's administrator connects with. */
  webhook_token_hash: string | null;
  created_at: number;
  updated_at: number;
}

/** A person of a chat (its platform sender id) with the nickname seen last. */
export interface ImPersonTable {
  id: Generated<number>;
  org_id: number;
  chat_id: number;
  sender_key: string;
  nick_name: string;
  first_at: number;
  last_at: number;
}

/** Every nickname a person used, from when it was first seen. */
export interface ImPersonNameTable {
  id: Generated<number>;
  org_id: number;
  person_id: number;
  nick_name: string;
  first_at: number;
}

/** A meet record: a chat's messages without an idle gap longer than the rule's. */
export interface ImMeetTable {
  id: Generated<number>;
  org_id: number;
  chat_id: number;
  start_at: number;
  end_at: number;
  message_count: number;
  person_count: number;
}

/** A chat message; a recalled one is kept and flagged. */
export interface ImMessageTable {
  id: Generated<number>;
  org_id: number;
  chat_id: number;
  person_id: number;
  external_id: string;
  sent_at: number;
  content: string;
  recalled: number;
  meet_id: number | null;
  created_at: number;
}
