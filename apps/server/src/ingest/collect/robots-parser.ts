/** One Allow/Disallow line. */
export interface RobotsRule {
  allow: boolean;
  /** Path pattern, non-ASCII percent-encoded; its length decides precedence. */
  pattern: string;
  /** Compiled pattern when it uses `*` or `$`; plain prefixes are compared directly. */
  regex?: RegExp;
}

/** A `User-agent` group: the agents it names and their rules. */
export interface RobotsGroup {
  agents: string[];
  rules: RobotsRule[];
  crawlDelayMs?: number;
}

/** A parsed robots.txt. */
export interface RobotsTxt {
  groups: RobotsGroup[];
  sitemaps: string[];
}

/** The rules that apply to one crawler, merged from every group naming it. */
export interface RobotsPolicy {
  rules: RobotsRule[];
  crawlDelayMs?: number;
}

/** Percent-encodes non-ASCII and upper-cases escapes so `/新闻/` matches `/%E6%96%B0%E9%97%BB/`. */
function normalisePath(path: string): string {
  return path
    .replace(/[^\p{ASCII}]+/gu, (m) => encodeURIComponent(m))
    .replace(/%[0-9a-f]{2}/gi, (m) => m.toUpperCase());
}

function compileRule(allow: boolean, raw: string): RobotsRule {
  const pattern = normalisePath(raw);
  if (!/[*$]/.test(pattern)) {
    return { allow, pattern };
  }
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return { allow, pattern, regex: new RegExp(`^${source}${anchored ? '$' : ''}`) };
}

/**
 * Parses robots.txt per RFC 9309: consecutive `User-agent` lines open a group, the rules after
 * them belong to it, and unknown lines are ignored. Never throws — a garbled file yields fewer
 * rules, which is what every major crawler does.
 */
export function parseRobotsTxt(text: string): RobotsTxt {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let current: RobotsGroup | undefined;
  let lastWasAgent = false;
  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const m = line.match(/^([A-Za-z-]+)\s*:\s*(.*)$/);
    if (!m?.[1]) {
      continue;
    }
    const key = m[1].toLowerCase();
    const value = (m[2] ?? '').trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key === 'sitemap') {
      if (value) {
        sitemaps.push(value);
      }
    } else if (!current) {
      continue;
    } else if (key === 'allow' || key === 'disallow') {
      // An empty Disallow means "nothing is disallowed"; an empty Allow means nothing.
      if (value) {
        current.rules.push(compileRule(key === 'allow', value));
      }
    } else if (key === 'crawl-delay') {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds >= 0) {
        current.crawlDelayMs = seconds * 1000;
      }
    }
  }
  return { groups, sitemaps };
}

/** Picks the groups for `token` (case-insensitive), falling back to `*`, and merges them. */
export function policyFor(robots: RobotsTxt, token: string): RobotsPolicy {
  const wanted = token.toLowerCase();
  const named = robots.groups.filter((g) =>
    g.agents.some((a) => a === wanted || a.split('/')[0] === wanted),
  );
  const chosen = named.length > 0 ? named : robots.groups.filter((g) => g.agents.includes('*'));
  const delays = chosen.flatMap((g) => (g.crawlDelayMs === undefined ? [] : [g.crawlDelayMs]));
  const policy: RobotsPolicy = { rules: chosen.flatMap((g) => g.rules) };
  if (delays.length > 0) {
    policy.crawlDelayMs = Math.max(...delays);
  }
  return policy;
}

/**
 * Whether `pathAndQuery` may be fetched: the longest matching pattern wins, and on a tie Allow
 * wins (RFC 9309 §2.2.2). No matching rule means allowed.
 */
export function isPathAllowed(policy: RobotsPolicy, pathAndQuery: string): boolean {
  const path = normalisePath(pathAndQuery || '/');
  if (path === '/robots.txt') {
    return true;
  }
  let best: RobotsRule | undefined;
  for (const rule of policy.rules) {
    const hit = rule.regex ? rule.regex.test(path) : path.startsWith(rule.pattern);
    if (!hit) {
      continue;
    }
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    ) {
      best = rule;
    }
  }
  return best?.allow ?? true;
}
