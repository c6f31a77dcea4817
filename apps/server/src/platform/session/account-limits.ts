import { BlockList, isIP } from 'node:net';

/** The limits a root set on an ordinary or sub account (account_profile.config). */
export interface AccountLimits {
  /** False when the root switched off exports and downloads for this account. */
  allowExport: boolean;
  /** The most rows one export may hold; null = the product's own limits only. */
  maxExportCount: number | null;
  /** The most special topics the account may create; null = no own limit. */
  maxSpecialCount: number | null;
  /** The addresses (IPs or CIDR ranges) the account may log in from; null = anywhere. */
  bindIp: string | null;
}

const NO_LIMITS: AccountLimits = {
  allowExport: true,
  maxExportCount: null,
  maxSpecialCount: null,
  bindIp: null,
};

const positive = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/** Reads an account's stored config; anything unreadable is no limit. */
export function parseLimits(json: string | null): AccountLimits {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '{}');
  } catch {
    return NO_LIMITS;
  }
  if (typeof value !== 'object' || value === null) {
    return NO_LIMITS;
  }
  const v = value as Record<string, unknown>;
  const bindIp = typeof v.bindIp === 'string' && v.bindIp.trim() ? v.bindIp.trim() : null;
  return {
    allowExport: v.allowExport !== false,
    maxExportCount: positive(v.maxExportCount),
    maxSpecialCount: positive(v.maxSpecialCount),
    bindIp,
  };
}

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) as its IPv4 form. */
function plain(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/**
 * Whether `ip` is among the bound addresses: IPs or CIDR ranges (v4 or v6) separated by
 * commas, semicolons or spaces (full-width separators too). An entry that is neither is
 * ignored; a binding with no usable entry refuses every address.
 */
export function ipAllowed(bindIp: string | null, ip: string | null): boolean {
  if (bindIp === null) {
    return true;
  }
  if (!ip) {
    return false;
  }
  const list = new BlockList();
  for (const entry of bindIp.split(/[\s,;，；、]+/).filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const addr = plain(address ?? '');
    const family = isIP(addr);
    if (family === 0) {
      continue;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const prefix = bits === undefined ? null : Number(bits);
    if (prefix === null) {
      list.addAddress(addr, type);
    } else if (Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128)) {
      list.addSubnet(addr, prefix, type);
    }
  }
  const own = plain(ip);
  const family = isIP(own);
  return family !== 0 && list.check(own, family === 4 ? 'ipv4' : 'ipv6');
}

/** The Chinese refusal of a login from outside the bound addresses. */
export function boundIpMessage(ip: string | null): string {
  return `当前登录IP（${ip ?? '未知'}）不在该账号绑定的IP范围内，禁止登录，请联系主账号`;
}
