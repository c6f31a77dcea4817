import { describe, expect, it } from 'vitest';

import { detectLanguage } from './language.js';

const SAMPLES: [lang: string, text: string][] = [
  ['zh', '新华社北京11月15日电 国家统计局今天发布数据，10月份全国规模以上工业增加值同比增长5.9%。'],
  ['zh', '香港特別行政區政府發言人表示，將於下週舉行記者會，介紹最新的防疫措施。'],
  ['zh', '苹果公司发布iPhone XS Max和Apple Watch Series 4，售价9599元起。'],
  ['ja', '東京は日本の首都であり、政治や経済の中心地として世界有数の大都市です。'],
  ['ko', '서울은 대한민국의 수도이며 정치, 경제, 문화의 중심지이다.'],
  ['ru', 'Москва — столица России, крупнейший по численности населения город страны.'],
  ['ar', 'القاهرة هي عاصمة جمهورية مصر العربية وأكبر مدنها من حيث عدد السكان.'],
  [
    'en',
    'The Ministry of Commerce said on Thursday that the talks with the United States would continue.',
  ],
  [
    'fr',
    "Le gouvernement a annoncé mardi une série de mesures pour soutenir l'économie et les entreprises.",
  ],
  [
    'de',
    'Die Bundesregierung hat am Mittwoch neue Maßnahmen für den Klimaschutz beschlossen, die auch die Industrie betreffen.',
  ],
  [
    'es',
    'El presidente del Gobierno anunció el martes un nuevo plan de inversiones para las regiones más pobres del país.',
  ],
  ['th', 'กรุงเทพมหานครเป็นเมืองหลวงและนครที่มีประชากรมากที่สุดของประเทศไทย'],
  ['el', 'Η Αθήνα είναι η πρωτεύουσα και η μεγαλύτερη πόλη της Ελλάδας.'],
];

describe('detectLanguage', () => {
  it.each(SAMPLES)('detects %s', (lang, text) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('reads a Chinese article with many English product names as Chinese', () => {
    expect(detectLanguage('华为Mate 20 Pro搭载Kirin 980芯片，支持Super Charge快充')).toBe('zh');
  });

  it('reads an English sentence quoting a Chinese name as English', () => {
    expect(
      detectLanguage(
        'The company, known as 阿里巴巴 in China, reported revenue that beat estimates.',
      ),
    ).toBe('en');
  });

  it('is undetermined for too little text, digits or symbols', () => {
    expect(detectLanguage('')).toBe('und');
    expect(detectLanguage('2018-11-15 12:00')).toBe('und');
    expect(detectLanguage('OK')).toBe('und');
    expect(detectLanguage('😀😀😀!!!')).toBe('und');
  });

  it('is undetermined for Latin-script languages it has no profile for', () => {
    expect(detectLanguage('Wij hebben het huis van mijn ouders gekocht')).toBe('und');
  });

  it('looks only at the first 2,000 characters', () => {
    const text = 'The report was published by the agency and it was read by many people. '.repeat(
      40,
    );
    expect(detectLanguage(text + '中文'.repeat(5000))).toBe('en');
  });
});
