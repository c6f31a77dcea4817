import { describe, expect, it } from 'vitest';

import { defaultRegionMatcher, publisherRegion } from './regions.js';

const matcher = defaultRegionMatcher();

/** Compact view of a match: `name:count` per level. */
function mentions(text: string) {
  const found = matcher.match(text);
  return {
    provinces: found.provinces.map((p) => `${p.name}:${p.count}`),
    cities: found.cities.map((c) => `${c.name}:${c.count}`),
    counties: found.counties.map((c) => `${c.name}:${c.count}`),
  };
}

const NOTHING = { provinces: [], cities: [], counties: [] };

describe('RegionMatcher.match', () => {
  it('maps a full address to province, city and county codes, counting the chain once', () => {
    const found = matcher.match('10月8日，广东省广州市天河区一小区发生火灾，无人员伤亡。');
    expect(found.provinces).toEqual([{ code: '440000', name: '广东省', count: 1 }]);
    expect(found.cities).toEqual([
      { code: '440100', name: '广州市', count: 1, provinceCode: '440000' },
    ]);
    expect(found.counties).toEqual([
      { code: '440106', name: '天河区', count: 1, provinceCode: '440000', cityCode: '440100' },
    ]);
  });

  it('knows short forms of provinces, cities and autonomous regions', () => {
    expect(
      mentions('广东广州、内蒙古呼和浩特、新疆乌鲁木齐、西藏拉萨、广西南宁和宁夏银川'),
    ).toEqual({
      provinces: [
        '内蒙古自治区:1',
        '广东省:1',
        '广西壮族自治区:1',
        '西藏自治区:1',
        '宁夏回族自治区:1',
        '新疆维吾尔自治区:1',
      ],
      cities: ['呼和浩特市:1', '广州市:1', '南宁市:1', '拉萨市:1', '银川市:1', '乌鲁木齐市:1'],
      counties: [],
    });
    expect(mentions('内蒙古自治区和广西自治区').provinces).toEqual([
      '内蒙古自治区:1',
      '广西壮族自治区:1',
    ]);
    expect(mentions('香港、澳门和台湾的游客').provinces).toEqual([
      '台湾省:1',
      '香港特别行政区:1',
      '澳门特别行政区:1',
    ]);
  });

  it('counts repeated mentions and credits a city to its province', () => {
    expect(mentions('杭州亚运会在杭州举行，杭州市民热情高涨。浙江各地也在行动。')).toEqual({
      provinces: ['浙江省:4'],
      cities: ['杭州市:3'],
      counties: [],
    });
  });

  it('treats a municipality as its own city and maps its districts to it', () => {
    const found = matcher.match('北京市海淀区人民法院受理了此案');
    expect(found.cities).toEqual([
      { code: '110000', name: '北京市', count: 1, provinceCode: '110000' },
    ]);
    expect(found.counties[0]).toMatchObject({ code: '110108', cityCode: '110000' });
    expect(mentions('上海浦东和重庆万州').counties).toEqual(['浦东新区:1', '万州区:1']);
  });

  it('knows prefecture short forms and cities the province runs directly', () => {
    expect(mentions('延边州和恩施的游客').cities).toEqual([
      '延边朝鲜族自治州:1',
      '恩施土家族苗族自治州:1',
    ]);
    expect(matcher.match('湖北仙桃新增1例').cities[0]).toMatchObject({ code: '429004' });
  });

  it.each([
    ['朝阳 as sunlight', '清晨，一轮朝阳冉冉升起，朝阳产业前景广阔。'],
    ['新华社 is not 新华区', '新华社记者从有关部门获悉，新华网发布消息。'],
    ['长安街 and 长安汽车 are not 长安区', '国庆期间长安街上车流如织，长安汽车发布新车。'],
    ['中山大学 and 中山路 are not 中山市', '中山大学附属医院位于中山二路，孙中山先生铜像前。'],
    ['江南 is a region, not 江南区', '江南区域经济发展迅速，江南水乡风景如画。'],
    ['白云山 is a mountain', '周末去白云山爬山的市民很多。'],
    ['和平 as peace', '各国人民共同呼唤世界和平与发展。'],
    ['普陀山 is a mountain', '游客在普陀山上香祈福。'],
    ['东方 and 西湖 as plain words', '东方文化与西方文化交流，西湖龙井新茶上市。'],
    ['北京时间 is a time zone', '北京时间昨晚，NBA常规赛继续进行。'],
    ['南京路 is a street in Shanghai', '南京路步行街人潮涌动。'],
    ['大同 and 日照 as plain words', '两款产品大同小异，平均日照时间较长。'],
    ['沿海城市 is not 海城市', '沿海城市的房价普遍较高。'],
    ['和县 needs its province', '全市各区和县都要落实责任。'],
    [
      'foreign names that contain Chinese place names',
      '加拿大庆祝国庆，巴西安全部门和马拉喀什的游客。',
    ],
    ['words that contain county short names', '这首旋律非常熟悉，繁荣昌盛，从化学角度看。'],
  ])('ignores %s', (_label, text) => {
    expect(mentions(text)).toEqual(NOTHING);
  });

  it('accepts ambiguous short names right after their province', () => {
    expect(mentions('辽宁朝阳、山东日照、山西大同、美国德州和山东德州').cities).toEqual([
      '大同市:1',
      '朝阳市:1',
      '日照市:1',
      '德州市:1',
    ]);
    expect(mentions('安徽和县发生交通事故').counties).toEqual(['和县:1']);
    expect(mentions('广东中山市的中山纪念堂').cities).toEqual(['中山市:1']);
  });

  it('falls back to a shorter name when the longer one is a false hit', () => {
    expect(mentions('北京市场监管局发布通报')).toEqual({
      provinces: ['北京市:1'],
      cities: ['北京市:1'],
      counties: [],
    });
  });

  it('resolves duplicate county names from context, else the municipality, else not at all', () => {
    expect(matcher.match('南京市民在鼓楼区排队').counties[0]).toMatchObject({ code: '320106' });
    expect(matcher.match('福州鼓楼区').counties[0]).toMatchObject({ code: '350102' });
    expect(matcher.match('鼓楼区一小学').counties).toEqual([]);
    expect(matcher.match('家住朝阳区的王女士').counties[0]).toMatchObject({ code: '110105' });
  });
});

describe('publisherRegion', () => {
  it('normalises free-text publisher regions to codes', () => {
    expect(publisherRegion('广东 广州')).toEqual({
      provinceCode: '440000',
      provinceName: '广东省',
      cityCode: '440100',
      cityName: '广州市',
      countyCode: null,
      countyName: null,
    });
    expect(publisherRegion('北京市海淀区')).toMatchObject({
      provinceCode: '110000',
      cityCode: '110000',
      countyCode: '110108',
    });
    expect(publisherRegion('廣東省廣州市')).toMatchObject({ cityCode: '440100' });
    expect(publisherRegion('辽宁 朝阳')).toMatchObject({ cityCode: '211300' });
    expect(publisherRegion('上海')).toMatchObject({ provinceCode: '310000', cityCode: '310000' });
    expect(publisherRegion('浙江')).toMatchObject({ provinceCode: '330000', cityCode: null });
  });

  it('returns null for places outside China and for non-places', () => {
    expect(publisherRegion('海外 美国')).toBeNull();
    expect(publisherRegion('其他')).toBeNull();
    expect(publisherRegion('')).toBeNull();
  });
});
