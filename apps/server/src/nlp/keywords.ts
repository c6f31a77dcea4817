import { createRequire } from 'node:module';

import { defaultSegmenter, type Segmenter } from './segment.js';

/** A keyword with its weight normalised so the strongest keyword of the article is 1. */
export interface Keyword {
  word: string;
  weight: number;
}

/** One named entity and how many times the text mentions it. */
export interface EntityCount {
  name: string;
  count: number;
}

/** People (jieba nr/nrfg), places (ns) and organisations (nt), each the top 10 by count. */
export interface Entities {
  people: EntityCount[];
  places: EntityCount[];
  organisations: EntityCount[];
}

// News boilerplate: datelines, bylines, attribution and filler verbs that rank high by TF-IDF in
// every wire story but say nothing about what the story is about.
const NEWS_BOILERPLATE =
  `记者 报道 表示 近日 日电 电 讯 新华社 中新社 中新网 通讯员 编辑 责任编辑 责编 原标题
  来源 图片 图 摄 视频 截图 本报 本报讯 本台 消息 获悉 据悉 据了解 了解到 介绍 指出 认为 称 说 透露 显示 发布 发布会
  相关 有关 目前 当天 今天 昨天 今年 去年 明年 今日 昨日 日前 此前 此后 随后 近期 近年来 日期 时间 上午 下午 晚上
  凌晨 左右 其中 以及 包括 进行 开展 工作 问题 情况 方面 已经 正在 通过 成为 没有 可能 需要 这个 那个 一个 这些
  那些 这样 那样 如何 什么 我们 他们 她们 你们 自己 大家 还是 但是 因为 所以 如果 虽然 就是 而且 不过 觉得 知道
  看到 出现 之后 之前 以上 以下 点击 查看 阅读 全文 更多 关注 微信 公众号 客户端 下载 转载 声明 版权 作者 网友 小编`
    .split(/\s+/)
    .filter(Boolean);

const require = createRequire(import.meta.url);
const isoStopwords = require('stopwords-iso') as Record<string, string[] | undefined>;

// English function words for Latin tokens in Chinese copy. stopwords-iso's English list is not
// used: its 1,298 entries include "ai", "tv" and "uk", which are hot words here.
const ENGLISH =
  `a an the and or but if of to in on at by for with from as is are was were be been it
  its this that these those he she they we you i his her their our your not no so do does did has have had
  will would can could may might should than then there here what which who whom how when where why`
    .split(/\s+/)
    .filter(Boolean);

const STOPWORDS = new Set<string>([...(isoStopwords.zh ?? []), ...ENGLISH, ...NEWS_BOILERPLATE]);

// Numbers in any dress (2018, 6.5%, 第3, 11月, 15日, 3000万) and anything without a letter or
// ideograph: keyword clouds want topics, not dates or counts.
const NUMERIC =
  /^[第]?[\d.,:%％+\-−/]*[\d零一二三四五六七八九十百千万亿两]+[\d.,:%％+\-−/]*[年月日时分秒号万亿千百个只名位次届期天岁元%％]?$/;
const HAS_WORD_CHAR = /[\p{L}]/u;
/** By code: `charAt` makes a new string of an ideograph each time it is called. */
const NUMERAL_START = codes('第零一二三四五六七八九十百千万亿两');

/** The UTF-16 codes of `chars` (each one unit). */
function codes(chars: string): Set<number> {
  return new Set(Array.from(chars, (c) => c.charCodeAt(0)));
}

/** True when a segmented word may be a keyword: 2+ characters, a real word, not a stop word. */
export function isKeywordCandidate(word: string): boolean {
  if (word.length < 2 || STOPWORDS.has(word)) {
    return false;
  }
  const first = word.charCodeAt(0);
  // Most words start with an ideograph other than 第 or a numeral: skip the regexes for them.
  if (first >= 0x4e00 && first <= 0x9fff && !NUMERAL_START.has(first)) {
    return true;
  }
  if (!HAS_WORD_CHAR.test(word) || NUMERIC.test(word)) {
    return false;
  }
  return !STOPWORDS.has(word.toLowerCase());
}

// jieba's HMM glues a counter to the next character after a number (15日至, 3例有, 2人会); such
// fragments are unknown to its dictionary and would otherwise get the high median IDF.
const COUNTER_START = /^[年月日时号例名人位次个]/;

function isCounterFragment(word: string, segmenter: Segmenter): boolean {
  return word.length <= 3 && COUNTER_START.test(word) && segmenter.wordTag(word) === undefined;
}

// The title names the topic in a dozen characters; counting its words three times gives them the
// weight an analyst would.
const TITLE_WEIGHT = 3;

/**
 * The words of one article counted once for both {@link keywordsFromCounts} and
 * {@link entitiesFromCounts}: words of two or more characters, title words counted TITLE_WEIGHT
 * times in `weighted`, and how often each title word occurs in `title` (to recover plain counts).
 */
export interface WordCounts {
  weighted: Map<string, number>;
  title: Map<string, number>;
}

/** Counts an article's segmented title and body words once (see {@link WordCounts}). */
export function countWords(
  titleWords: readonly string[],
  contentWords: readonly string[],
): WordCounts {
  const weighted = new Map<string, number>();
  const title = new Map<string, number>();
  for (const word of titleWords) {
    if (word.length > 1) {
      weighted.set(word, (weighted.get(word) ?? 0) + TITLE_WEIGHT);
      title.set(word, (title.get(word) ?? 0) + 1);
    }
  }
  for (const word of contentWords) {
    if (word.length > 1) {
      weighted.set(word, (weighted.get(word) ?? 0) + 1);
    }
  }
  return { weighted, title };
}

/** How many times the article says `word`: its weighted count with the title counted once. */
function plainCount(counts: WordCounts, word: string, weighted: number): number {
  const inTitle = counts.title.get(word);
  return inTitle === undefined ? weighted : weighted - (TITLE_WEIGHT - 1) * inTitle;
}

/**
 * {@link keywords} over words already segmented by jieba (`cut`), so a pipeline that segments
 * once can share the words between keywords and entities.
 */
export function keywordsFromWords(
  titleWords: readonly string[],
  contentWords: readonly string[],
  topN = 20,
  segmenter: Segmenter = defaultSegmenter(),
): Keyword[] {
  return keywordsFromCounts(countWords(titleWords, contentWords), topN, segmenter);
}

/** {@link keywords} over an article's {@link WordCounts}. */
export function keywordsFromCounts(
  counts: WordCounts,
  topN = 20,
  segmenter: Segmenter = defaultSegmenter(),
): Keyword[] {
  if (topN <= 0) {
    return [];
  }
  // Visit words by count, highest first, and stop once even the rarest word of the next count
  // (count × the table's highest IDF) could not enter the top N: in a news article most words
  // occur once, and each IDF lookup in the 270k-entry table costs a cache miss.
  const byCount: string[][] = [];
  // forEach, not `for…of`: the entries iterator makes a [word, count] array per word.
  counts.weighted.forEach((count, word) => {
    (byCount[count] ??= []).push(word);
  });
  const best: Keyword[] = [];
  for (let count = byCount.length - 1; count > 0; count--) {
    if (best.length === topN && best[topN - 1]!.weight > count * segmenter.maxIdf) {
      break;
    }
    for (const word of byCount[count] ?? []) {
      if (!isKeywordCandidate(word) || isCounterFragment(word, segmenter)) {
        continue;
      }
      insertTop(best, topN, word, count * (segmenter.idf(word) ?? segmenter.medianIdf));
    }
  }
  const top = best[0]?.weight ?? 0;
  if (top <= 0) {
    return [];
  }
  return best.map(({ word, weight }) => ({ word, weight: Math.round((weight / top) * 1e4) / 1e4 }));
}

/** Higher weight first; ties in code-point order, so results do not depend on word order. */
function ranksBefore(word: string, weight: number, b: Keyword): boolean {
  return weight > b.weight || (weight === b.weight && word < b.word);
}

/**
 * Inserts into a list kept sorted and at most `limit` long (cheaper than sorting ~200 words); a
 * word that does not make the list costs no object.
 */
function insertTop(best: Keyword[], limit: number, word: string, weight: number): void {
  if (best.length === limit) {
    if (!ranksBefore(word, weight, best[limit - 1]!)) {
      return;
    }
    best.pop();
  }
  let at = best.length;
  while (at > 0 && ranksBefore(word, weight, best[at - 1]!)) {
    at--;
  }
  best.splice(at, 0, { word, weight });
}

/**
 * The article's top keywords by TF-IDF against jieba's IDF table, with title words counted three
 * times, stop words, news boilerplate, numbers and single characters removed, and weights
 * normalised to 0..1 (the first keyword is 1). Words jieba's table lacks get its median IDF.
 */
export function keywords(
  title: string,
  content: string,
  topN = 20,
  segmenter: Segmenter = defaultSegmenter(),
): Keyword[] {
  return keywordsFromWords(segmenter.cut(title), segmenter.cut(content), topN, segmenter);
}

// Common Chinese surnames (the ~250 that cover nearly everyone in the news) and compound ones.
const SURNAMES = codes(
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫阎段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩佘池查麻苑迟邝',
);
const COMPOUND_SURNAMES = new Set(
  '欧阳 司马 诸葛 上官 东方 皇甫 令狐 慕容 尉迟 夏侯 公孙 长孙 宇文 司徒 端木 独孤 南宫 西门'.split(
    ' ',
  ),
);
// Characters of transliterated foreign names (特朗普, 马克龙, 默克尔), for nr words without a surname.
const TRANSLITERATION = new Set(
  '阿埃艾爱安奥巴拜班邦贝本比彼波伯博布查达戴道德迪蒂丁杜顿多厄恩法范菲费芬丰弗福夫盖甘戈格根古哈海汉豪赫亨胡华怀霍基吉加贾杰金卡凯坎康柯科克肯库拉莱赖兰朗劳勒雷里利莉丽连林卢鲁路伦罗洛马玛迈麦曼梅门蒙米密明莫默姆穆纳奈南内尼宁纽努诺帕潘佩彭皮普奇齐乔切琼萨塞桑瑟森沙尚舍什史斯苏索塔泰坦汤特图托瓦万威韦维温沃乌西希夏谢辛休雅亚扬伊因英尤约泽扎詹珍朱卓兹佐',
);
// Dictionary words tagged as names or places that news copy uses as ordinary words.
const NOT_PEOPLE = new Set(
  '谢谢 马虎 王朝 高峰 白雪 黄石 洪水 胡子 胡同 陆军 齐全 齐声 安静 文明 武功 金殿 石英 白领 明星 向东 黄金周 高潮 王爷 王公 王府 师傅 师兄 宫殿 权威 高高的 庄稼人 胡说 祥和 连成 老成 贞洁 桑梓 宋体 黄金 白银 金牌 石油 钟表'.split(
    ' ',
  ),
);
const NOT_PLACES = new Set(
  '重大意义 东西 城市 新鲜 中度 中断 池塘 山寨 南北 平原 英雄 朝廷 太阳 哥哥 海洋 湖泊 大桥 高原 上市 建国 美丽 山区 江湖 大街 王国 开国 共和国 城镇 大都 阿哥 庆典 南路 北路 东路 西路 深度 山脉 回国 爱国 外国 自治州 自治县 自治区 国内 国外 海外 全国 各地 当地 本地 异地 外地 内地 老家 京城 中原 大陆 山上 山下 河边 海边 岛上 城里 乡下 东部 西部 南部 北部 中部 东南 西南 东北 西北 市区 郊区 城区 小区 社区 景区 园区'.split(
    ' ',
  ),
);
const NOT_ORGANISATIONS = new Set(
  '国际化 社会科学 天文学 中南部 中西部 音乐会 人民共和国 联合会 交易所 商学院 音乐厅 美术馆 党政军'.split(
    ' ',
  ),
);
const HAN_ONLY = /^[\u4e00-\u9fff]+$/;
const NOT_A_NAME_ENDING = /[某家氏姓们总]$/;
// A name that jieba's HMM glued to the next word: 李咏于, 周琦在, 王国里.
const PARTICLE_ENDING = /[在于说称有是和的了也都就被把将对与等又则曾用以饰后会今里中]$/;

const COMPOUND_FIRST = new Set([...COMPOUND_SURNAMES].map((name) => name.charCodeAt(0)));

/** By codes: this runs for most words of an article, and `charAt`/`slice` allocate. */
function hasSurname(word: string): boolean {
  const first = word.charCodeAt(0);
  return (
    SURNAMES.has(first) || (COMPOUND_FIRST.has(first) && COMPOUND_SURNAMES.has(word.slice(0, 2)))
  );
}

/**
 * Person names: dictionary full names (nrfg); three-character words tagged nr, or unknown to the
 * dictionary, that start with a common surname; and transliterated nr words. Two-character words
 * need the nrfg tag: jieba tags 雷达, 卫星 and 谢谢 nr, and its HMM glues 单品 or 卫衣 into
 * unknown two-character words, so a bare two-character name (王毅) is missed rather than guessed.
 */
function isPersonName(word: string, tag: string | undefined): boolean {
  if (tag !== undefined && tag !== 'nr' && tag !== 'nrfg') {
    return false;
  }
  if (word.length < 2 || word.length > 4 || NOT_PEOPLE.has(word)) {
    return false;
  }
  if (!HAN_ONLY.test(word) || NOT_A_NAME_ENDING.test(word)) {
    return false;
  }
  if (tag === 'nrfg') {
    return true;
  }
  if (word.length >= 3 && hasSurname(word) && !PARTICLE_ENDING.test(word)) {
    return word.length === 3 || COMPOUND_SURNAMES.has(word.slice(0, 2));
  }
  return tag === 'nr' && word.length > 2 && [...word].every((ch) => TRANSLITERATION.has(ch));
}

/** A surname-led word that might be a name jieba's HMM found; only then ask the dictionary. */
function mayBeUnknownName(word: string, segmenter: Segmenter): boolean {
  if (word.length < 3 || word.length > 4 || !hasSurname(word)) {
    return false;
  }
  return isPersonName(word, segmenter.wordTag(word));
}

const ENTITY_LIMIT = 10;

function topCounts(counts: Map<string, number>): EntityCount[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, ENTITY_LIMIT)
    .map(([name, count]) => ({ name, count }));
}

/** {@link entities} over words already segmented by jieba (`cut`). */
export function entitiesFromWords(
  words: readonly string[],
  segmenter: Segmenter = defaultSegmenter(),
): Entities {
  return entitiesFromCounts(countWords([], words), segmenter);
}

/** {@link entities} over an article's {@link WordCounts} (title and body words count alike). */
export function entitiesFromCounts(
  counts: WordCounts,
  segmenter: Segmenter = defaultSegmenter(),
): Entities {
  // Each distinct word is looked up once: dictionary lookups in a 349k-entry table cost ~150 ns
  // each on this hardware, more than everything else here.
  const people = new Map<string, number>();
  const places = new Map<string, number>();
  const organisations = new Map<string, number>();
  counts.weighted.forEach((weighted, word) => {
    const tag = segmenter.properNounTag(word);
    if (tag === 'ns') {
      if (!NOT_PLACES.has(word)) {
        places.set(word, plainCount(counts, word, weighted));
      }
    } else if (tag === 'nt') {
      if (!NOT_ORGANISATIONS.has(word)) {
        organisations.set(word, plainCount(counts, word, weighted));
      }
    } else if (tag !== undefined ? isPersonName(word, tag) : mayBeUnknownName(word, segmenter)) {
      people.set(word, plainCount(counts, word, weighted));
    }
  });
  return {
    people: topCounts(people),
    places: topCounts(places),
    organisations: topCounts(organisations),
  };
}

/**
 * People, places and organisations named in the text, from jieba's part-of-speech tags (nr and
 * nrfg, ns, nt) plus names jieba's HMM found outside its dictionary that start with a common
 * surname. Single characters and dictionary words that read as ordinary words in news (谢谢,
 * 城市, 东西) are dropped; each list is the top 10 by mention count.
 */
export function entities(text: string, segmenter: Segmenter = defaultSegmenter()): Entities {
  return entitiesFromWords(segmenter.cut(text), segmenter);
}
