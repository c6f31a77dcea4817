/** Returned when the text is too short, or its script or language is one we do not profile. */
export const UNDETERMINED = 'und';

// Detection reads at most this many UTF-16 units: the first 2,000 characters of an article
// decide its language as well as the whole text would, at a bounded cost.
const SAMPLE = 2000;

const SCRIPTS = [
  'han',
  'kana',
  'hangul',
  'cyrillic',
  'arabic',
  'latin',
  'thai',
  'greek',
  'hebrew',
  'devanagari',
] as const;
type Script = (typeof SCRIPTS)[number];

const SCRIPT_LANGUAGE: Partial<Record<Script, string>> = {
  hangul: 'ko',
  cyrillic: 'ru',
  arabic: 'ar',
  thai: 'th',
  greek: 'el',
  hebrew: 'he',
  devanagari: 'hi',
};

// Script indexes into SCRIPTS; -1 for digits, punctuation, symbols and scripts we ignore.
const HAN = 0;
const KANA = 1;
const HANGUL = 2;
const CYRILLIC = 3;
const ARABIC = 4;
const LATIN = 5;

function scriptOf(c: number): number {
  if (c < 0x80) {
    return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a ? LATIN : -1;
  }
  if (c >= 0x4e00 && c <= 0x9fff) {
    return HAN;
  }
  if (c >= 0x3040 && c <= 0x30ff) {
    return c === 0x30fb || c === 0x30fc ? -1 : KANA;
  }
  if (c >= 0xac00 && c <= 0xd7af) {
    return HANGUL;
  }
  if (c >= 0xc0 && c <= 0x24f) {
    return c === 0xd7 || c === 0xf7 ? -1 : LATIN;
  }
  if (c >= 0x400 && c <= 0x4ff) {
    return CYRILLIC;
  }
  if (c >= 0x600 && c <= 0x6ff) {
    return c >= 0x660 && c <= 0x669 ? -1 : ARABIC;
  }
  if ((c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff)) {
    return HAN;
  }
  if ((c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f)) {
    return HANGUL;
  }
  if ((c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9f)) {
    return KANA;
  }
  if ((c >= 0x750 && c <= 0x77f) || (c >= 0xfb50 && c <= 0xfeff)) {
    return ARABIC;
  }
  if (c >= 0xe00 && c <= 0xe7f) {
    return 6;
  }
  if (c >= 0x370 && c <= 0x3ff) {
    return 7;
  }
  if (c >= 0x590 && c <= 0x5ff) {
    return 8;
  }
  if (c >= 0x900 && c <= 0x97f) {
    return 9;
  }
  return -1;
}

// A few dozen of the most frequent function words per language. Words shared between languages
// ("de", "la", "en", "a") count for each; the unshared ones decide.
const wordSet = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = {
  en: wordSet(`a the of and to in is that for it as was with be by on not he i this are or his from
    at which but have an they you were her she there been one all we their has would when if will more
    no out so said what up its about than into them can only other new some could time these two may
    then do first any my now such like our over after also did made because most should who according
    says`),
  fr: wordSet(`a le la les de des du un une et est en que qui dans pour pas sur au aux ce cette il elle
    ils nous vous sont avec plus par ne se son sa ses ont été être mais ou où comme tout fait leur aussi
    très même d' l' qu' n' c' j' s'`),
  de: wordSet(`der die das und ist nicht ein eine einen einem einer den dem des zu mit sich von auf für
    im auch es sie er wir ich wird werden wurde hat haben sind war bei aus nach noch wie über oder aber
    nur um am vom zum zur dass durch diese dieser kann man`),
  es: wordSet(`a el la los las de del y que en un una es por con no para se su sus al lo como más pero
    fue ha han este esta son también muy entre sobre sin hay ser está desde todo donde cuando porque le
    les ya hasta`),
};

// Letters that (almost) only one of the four profiled languages uses.
const MARKS = new Map<string, string>();
for (const [lang, letters] of [
  ['es', 'ñáíóú¿¡'],
  ['fr', 'çèêàùâîôûœëï'],
  ['de', 'äöüß'],
] as const) {
  for (const letter of letters) {
    MARKS.set(letter, lang);
  }
}

const WORD = /[a-zà-öø-ÿœß]+'?/g;

/** Picks en, fr, de or es for Latin-script text from function words and accented letters. */
function latinLanguage(sample: string): string {
  const lower = sample.toLowerCase().replace(/\u2019/g, "'");
  const scores = new Map<string, number>(Object.keys(FUNCTION_WORDS).map((lang) => [lang, 0]));
  let words = 0;
  for (const match of lower.matchAll(WORD)) {
    words++;
    for (const [lang, set] of Object.entries(FUNCTION_WORDS)) {
      if (set.has(match[0])) {
        scores.set(lang, (scores.get(lang) ?? 0) + 1);
      }
    }
  }
  for (const ch of lower) {
    const lang = MARKS.get(ch);
    if (lang) {
      scores.set(lang, (scores.get(lang) ?? 0) + 0.5);
    }
  }
  const [first, second] = [...scores].sort((a, b) => b[1] - a[1]);
  if (!first) {
    return UNDETERMINED;
  }
  // Running text in these languages is roughly a third function words. Requiring one in twelve keeps
  // Italian, Dutch or a list of brand names from being forced into one of the four profiles.
  if (first[1] < 2 || first[1] < words * 0.08 || first[1] === second?.[1]) {
    return UNDETERMINED;
  }
  return first[0];
}

/**
 * Detects the language of a text as an ISO 639-1 code: zh (simplified or traditional), ja, ko,
 * ru, ar, th, el, he, hi by script, and en, fr, de, es for Latin script by function-word
 * profiles. Returns `'und'` when the text is too short or the evidence is weak.
 */
export function detectLanguage(text: string): string {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  const counts = new Int32Array(SCRIPTS.length);
  for (let i = 0; i < sample.length; i++) {
    const script = scriptOf(sample.charCodeAt(i));
    if (script >= 0) {
      counts[script]!++;
    }
  }
  // One Chinese character carries about as much as a three-letter run of an alphabet, so a
  // Chinese article full of English brand names still reads as Chinese.
  const cjk = counts[HAN]! + counts[KANA]!;
  let best = -1;
  let bestScore = cjk * 3;
  for (let script = HANGUL; script < SCRIPTS.length; script++) {
    const score = counts[script]! * (script === HANGUL ? 2 : 1);
    if (score > bestScore) {
      [best, bestScore] = [script, score];
    }
  }
  if (bestScore < 3) {
    return UNDETERMINED;
  }
  if (best === LATIN) {
    return latinLanguage(sample);
  }
  if (best >= 0) {
    return SCRIPT_LANGUAGE[SCRIPTS[best]!] ?? UNDETERMINED;
  }
  // Japanese mixes kanji with kana (typically a third or more); Chinese has none or a stray の.
  return counts[KANA]! >= cjk * 0.15 ? 'ja' : 'zh';
}
