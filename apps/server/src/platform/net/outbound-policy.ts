import dns from 'node:dns';
import type { LookupAddress, LookupAllOptions } from 'node:dns';
import net from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

/** Ranges no tenant-supplied URL may reach: this machine, private networks, link-local (cloud
 * metadata 169.254.169.254), carrier-grade NAT, documentation, multicast and reserved. */
const BLOCKED: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

/** The error a refused destination raises; `code` lets fetch callers say so in Chinese. */
export class OutboundRefused extends Error {
  readonly code = 'EOUTBOUND';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`出于安全考虑，不允许访问内网、本机或保留地址：${host}（${address}）`);
  }
}

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) {
    return { address: mapped[1]!, family: 'ipv4' };
  }
  const version = net.isIP(bare);
  return version === 0 ? null : { address: bare, family: version === 4 ? 'ipv4' : 'ipv6' };
}

function addEntry(list: net.BlockList, entry: string): void {
  const [addr = '', prefix] = entry.split('/');
  const ip = plain(addr);
  if (!ip) {
    throw new Error(`OUTBOUND_ALLOW 中的地址无效：${entry}`);
  }
  const bits = prefix === undefined ? (ip.family === 'ipv4' ? 32 : 128) : Number(prefix);
  list.addSubnet(ip.address, bits, ip.family);
}

/**
 * Where requests on behalf of a tenant (feeds, sites, robots.txt, warning webhooks and robots)
 * may go: public addresses only, unless the operator allows some non-public ones by
 * configuration (OUTBOUND_ALLOW). One policy for every such caller.
 */
export class OutboundPolicy {
  private readonly blocked = new net.BlockList();
  private readonly allowed = new net.BlockList();
  private guardedFetch: typeof fetch | undefined;

  constructor(allow: readonly string[] = []) {
    for (const [address, prefix, family] of BLOCKED) {
      this.blocked.addSubnet(address, prefix, family);
    }
    for (const entry of allow) {
      addEntry(this.allowed, entry);
    }
  }

  /** Whether a connection to this IP address may be made. */
  allows(address: string): boolean {
    const ip = plain(address);
    if (!ip) {
      return false;
    }
    return this.allowed.check(ip.address, ip.family) || !this.blocked.check(ip.address, ip.family);
  }

  /**
   * Checks a URL before it is saved: http(s) only, and neither a literal nor a resolved address
   * that is refused. A name that does not resolve now is accepted (the connection is checked
   * again when it is made). Returns a Chinese reason, or null when the URL is fine.
   */
  async problemWith(url: string): Promise<string | null> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return '网址格式不正确';
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      return '网址只能以 http:// 或 https:// 开头';
    }
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (net.isIP(host)) {
      addresses = [host];
    } else {
      try {
        addresses = (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
      } catch {
        return null;
      }
    }
    const refused = addresses.find((a) => !this.allows(a));
    return refused === undefined ? null : new OutboundRefused(host, refused).message;
  }

  /**
   * A `fetch` whose connections can only reach allowed addresses. The address is checked when
   * the connection is made (DNS answers included, so a name re-pointed at 127.0.0.1 after it
   * was saved is refused too); a literal IP is checked before the request.
   */
  fetch(): typeof fetch {
    this.guardedFetch ??= this.makeFetch();
    return this.guardedFetch;
  }

  private makeFetch(): typeof fetch {
    const lookup = (
      hostname: string,
      options: LookupAllOptions,
      callback: (err: Error | null, addresses: LookupAddress[] | string, family?: number) => void,
    ) => {
      dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) {
          callback(err, []);
          return;
        }
        const refused = addresses.find((a) => !this.allows(a.address));
        if (refused) {
          callback(new OutboundRefused(hostname, refused.address), []);
          return;
        }
        if (options.all) {
          callback(null, addresses);
        } else {
          const first = addresses[0]!;
          callback(null, first.address, first.family);
        }
      });
    };
    const dispatcher = new Agent({ connect: { lookup: lookup as never } });
    const guarded = async (input: string | URL | Request, init?: RequestInit) => {
      const target = new URL(input instanceof Request ? input.url : input.toString());
      const host = target.hostname.replace(/^\[|\]$/g, '');
      if (net.isIP(host) && !this.allows(host)) {
        throw new TypeError('fetch failed', { cause: new OutboundRefused(host, host) });
      }
      const res = await undiciFetch(target, { ...(init as object), dispatcher });
      return res;
    };
    return guarded;
  }
}

/** Public addresses only: what every tenant-supplied URL gets unless configured otherwise. */
export const PUBLIC_ONLY = new OutboundPolicy();
