/**
 * Region codes as bits of an integer, so a stored hit carries the areas its article mentions
 * (rule_hit.region_mask, rule_hit.district_mask) and the region maps count them without reading
 * article_region. The orders are stored in data: append only, never reorder or remove.
 */

/** The 34 provincial-level divisions (GB/T 2260): bit i of region_mask is PROVINCE_BITS[i]. */
export const PROVINCE_BITS: readonly string[] = [
  '110000',
  '120000',
  '130000',
  '140000',
  '150000',
  '210000',
  '220000',
  '230000',
  '310000',
  '320000',
  '330000',
  '340000',
  '350000',
  '360000',
  '370000',
  '410000',
  '420000',
  '430000',
  '440000',
  '450000',
  '460000',
  '500000',
  '510000',
  '520000',
  '530000',
  '540000',
  '610000',
  '620000',
  '630000',
  '640000',
  '650000',
  '710000',
  '810000',
  '820000',
];

/** Beijing's 16 districts: bit i of district_mask is BEIJING_DISTRICT_BITS[i]. */
export const BEIJING_DISTRICT_BITS: readonly string[] = [
  '110101',
  '110102',
  '110105',
  '110106',
  '110107',
  '110108',
  '110109',
  '110111',
  '110112',
  '110113',
  '110114',
  '110115',
  '110116',
  '110117',
  '110118',
  '110119',
];

const provinceBit = new Map(PROVINCE_BITS.map((code, i) => [code, 2 ** i]));
const districtBit = new Map(BEIJING_DISTRICT_BITS.map((code, i) => [code, 2 ** i]));

/** The masks of an article's mentioned regions (province rows and Beijing county rows). */
export function regionMasks(regions: readonly { code: string; level: string }[]): {
  region_mask: number;
  district_mask: number;
} {
  let region = 0;
  let district = 0;
  const seen = new Set<string>();
  for (const { code, level } of regions) {
    if (seen.has(code)) {
      continue;
    }
    seen.add(code);
    if (level === 'province') {
      region += provinceBit.get(code) ?? 0;
    } else if (level === 'county') {
      district += districtBit.get(code) ?? 0;
    }
  }
  return { region_mask: region, district_mask: district };
}

/** The codes whose bits are set in `mask`, by the given bit order. */
export function maskCodes(mask: number, bits: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < bits.length && mask > 0; i += 1) {
    if (Math.floor(mask / 2 ** i) % 2 === 1) {
      out.push(bits[i]!);
    }
  }
  return out;
}
