import type { ColumnType, Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): Organisations, accounts, sessions, settings and the message centre. */

export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  /** pending → active | rejected; active ↔ disabled. */
  status: string;
  edition: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  email: string | null;
  industry: string | null;
  region: string | null;
  remark: string | null;
  is_demo: number;
  require_phone_bind: number;
  max_ordinary_accounts: number;
  max_sub_accounts: number;
  created_at: number;
  approved_at: number | null;
}

export interface AccountTable {
  id: Generated<number>;
  org_id: number;
  user_name: string;
  password_hash: string;
  /** root (CA) | ordinary (same level) | sub */
  kind: string;
  parent_id: number | null;
  real_name: string | null;
  phone: string | null;
  /** JSON array of module keys, used for sub accounts. */
  permissions: string;
  status: string;
  failed_count: number;
  locked_until: number | null;
  initialized: number;
  is_platform_admin: number;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  system: string;
  account_id: number;
  org_id: number;
  ue_token: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  replaced_at: number | null;
  ip: string | null;
  device: string | null;
}

export interface PhoneCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface LoginTicketTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  system: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  org_id: number | null;
  account_id: number | null;
  user_name: string | null;
  action: string;
  system: string | null;
  ip: string | null;
  device: string | null;
  detail: string | null;
  created_at: number;
  /** Call-level audit (the call binder): Chinese call title, path, resource kind and id. */
  title: ColumnType<string | null, string | null | undefined, string | null>;
  call_path: ColumnType<string | null, string | null | undefined, string | null>;
  resource: ColumnType<string | null, string | null | undefined, string | null>;
  resource_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** success | failure */
  outcome: ColumnType<string | null, string | null | undefined, string | null>;
  result_code: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Account-centre extras of one ordinary or sub account: contact, expiry, limits and topic grants. */
export interface AccountProfileTable {
  account_id: number;
  email: string | null;
  remark: string | null;
  expire_at: number | null;
  /** JSON limits: maxSpecialCount, maxEventCount, allowExport, bindIp … */
  config: string;
  /** JSON array of granted special ids; null = every topic of the organisation. */
  special_ids: string | null;
  event_ids: string | null;
  updated_at: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** A JSON setting of an organisation (e.g. sensitiveInfo). */
export interface OrgSettingTable {
  org_id: number;
  key: string;
  value: string;
  updated_at: number;
}

/** A JSON setting of one account (e.g. warningVoice, homeConfig). */
export interface AccountSettingTable {
  account_id: number;
  key: string;
  value: string;
  updated_at: number;
}

/** A message-centre entry for one account. */
export interface MessageTable {
  id: Generated<number>;
  org_id: number;
  account_id: number;
  /** system | warning | briefing | task | approval */
  type: string;
  title: string;
  content: string;
  link: string | null;
  article_id: number | null;
  created_at: number;
  read_at: number | null;
}
