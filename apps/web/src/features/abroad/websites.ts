/** A site of the 境外网站导航 as the page shows it. */
export interface WebsiteItem {
  websiteId: number;
  websiteName: string;
  url: string;
  country: string;
  category: string;
  language: string;
  rssUrl: string | null;
  /** The logged, allow-listed outbound link (/indymedia/indyMedia/redirect?…). */
  redirectUrl: string;
  isSource: boolean;
}

export interface WebsitePage {
  total: number;
  list: WebsiteItem[];
  countries: { country: string; count: number }[];
  categories: { category: string; count: number }[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The outbound link of a site: the server's redirect address, else the redirect call by URL. */
export function outboundHref(site: { redirectUrl?: string; url: string }): string {
  return site.redirectUrl || `/indymedia/indyMedia/redirect?url=${encodeURIComponent(site.url)}`;
}

/** The findWebsite answer, read defensively. */
export function readWebsitePage(raw: unknown): WebsitePage {
  const o = isObj(raw) ? raw : {};
  const rows = (Array.isArray(o.list) ? o.list : []).filter(isObj);
  const list = rows.map((r) => ({
    websiteId: typeof r.websiteId === 'number' ? r.websiteId : 0,
    websiteName: text(r.websiteName),
    url: text(r.url),
    country: text(r.country) || '其他',
    category: text(r.category) || '其他',
    language: text(r.language),
    rssUrl: text(r.rssUrl) || null,
    redirectUrl: text(r.redirectUrl),
    isSource: r.isSource === true,
  }));
  const facets = <K extends string>(v: unknown, key: K) =>
    (Array.isArray(v) ? v : [])
      .filter(isObj)
      .map((f) => ({ [key]: text(f[key]), count: typeof f.count === 'number' ? f.count : 0 }))
      .filter((f) => f[key]) as ({ [P in K]: string } & { count: number })[];
  return {
    total: typeof o.total === 'number' ? o.total : list.length,
    list,
    countries: facets(o.countries, 'country'),
    categories: facets(o.categories, 'category'),
  };
}

/**
 * Sites grouped by country: in the order of `order` (the directory's countries, most sites
 * first), then the others in the order they first appear.
 */
export function groupByCountry(
  list: readonly WebsiteItem[],
  order: readonly string[] = [],
): [string, WebsiteItem[]][] {
  const groups = new Map<string, WebsiteItem[]>();
  for (const site of list) {
    groups.set(site.country, [...(groups.get(site.country) ?? []), site]);
  }
  const rank = (country: string) => {
    const i = order.indexOf(country);
    return i < 0 ? order.length : i;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

export interface WebsiteDraft {
  websiteName: string;
  url: string;
  country?: string;
  category?: string;
  language?: string;
  rssUrl?: string;
}

/**
 * Sites typed one a line as `名称, 网址[, 国家[, 类别[, 语种代码[, RSS]]]]` (commas or tabs);
 * blank lines are skipped, a line without a name and an http(s) address is reported.
 */
export function parseWebsiteLines(textValue: string): { sites: WebsiteDraft[]; errors: string[] } {
  const sites: WebsiteDraft[] = [];
  const errors: string[] = [];
  textValue.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) {
      return;
    }
    const [name = '', url = '', country, category, language, rssUrl] = line
      .split(/[,，\t]/)
      .map((part) => part.trim());
    if (!name || !/^https?:\/\/\S+$/.test(url)) {
      errors.push(`第${index + 1}行需要“名称, 网址”，网址以 http:// 或 https:// 开头`);
      return;
    }
    sites.push({
      websiteName: name,
      url,
      ...(country ? { country } : {}),
      ...(category ? { category } : {}),
      ...(language ? { language } : {}),
      ...(rssUrl ? { rssUrl } : {}),
    });
  });
  return { sites, errors };
}
