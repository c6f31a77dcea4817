import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../nlp/language.js';

/**
 * A labelled multilingual sample (news-style sentences written for this test, six per
 * language) for twelve languages multilingual sets choose. The test publishes the detector's
 * accuracy per language and overall, and holds the line at what it measured.
 */
const SAMPLE: Record<string, string[]> = {
  en: [
    'The government announced new measures to support small businesses on Tuesday.',
    'Chinese electric car makers are opening showrooms across Europe this year.',
    'Heavy rain caused flooding in several towns along the river overnight.',
    'The central bank kept interest rates unchanged, citing slowing inflation.',
    'Thousands of fans gathered outside the stadium before the final match.',
    'Scientists say the new vaccine showed strong results in early trials.',
  ],
  fr: [
    'Le gouvernement a présenté mardi un plan pour soutenir les petites entreprises.',
    'Les constructeurs chinois de voitures électriques accélèrent en Europe.',
    'De fortes pluies ont provoqué des inondations dans plusieurs communes.',
    'La banque centrale a maintenu ses taux directeurs inchangés ce mois-ci.',
    'Des milliers de supporters se sont rassemblés devant le stade avant la finale.',
    'Les chercheurs affirment que le nouveau vaccin a donné de bons résultats.',
  ],
  de: [
    'Die Bundesregierung hat am Dienstag neue Hilfen für kleine Unternehmen angekündigt.',
    'Chinesische Hersteller von Elektroautos drängen auf den europäischen Markt.',
    'Starke Regenfälle haben in mehreren Gemeinden zu Überschwemmungen geführt.',
    'Die Zentralbank ließ die Leitzinsen angesichts sinkender Inflation unverändert.',
    'Tausende Fans versammelten sich vor dem Stadion vor dem Endspiel.',
    'Forscher berichten, dass der neue Impfstoff in ersten Studien gut wirkt.',
  ],
  es: [
    'El Gobierno anunció el martes nuevas medidas para apoyar a las pequeñas empresas.',
    'Los fabricantes chinos de coches eléctricos abren concesionarios en Europa.',
    'Las fuertes lluvias provocaron inundaciones en varios pueblos de la región.',
    'El banco central mantuvo los tipos de interés sin cambios este mes.',
    'Miles de aficionados se reunieron frente al estadio antes de la final.',
    'Los científicos aseguran que la nueva vacuna mostró buenos resultados.',
  ],
  pt: [
    'O governo anunciou na terça-feira novas medidas para apoiar as pequenas empresas.',
    'As montadoras chinesas de carros elétricos estão abrindo lojas na Europa.',
    'As chuvas fortes provocaram enchentes em várias cidades da região.',
    'O banco central manteve a taxa de juros inalterada neste mês.',
    'Milhares de torcedores se reuniram em frente ao estádio antes da final.',
    'Os cientistas afirmam que a nova vacina mostrou bons resultados nos testes.',
  ],
  it: [
    'Il governo ha annunciato martedì nuove misure per sostenere le piccole imprese.',
    'I produttori cinesi di auto elettriche stanno aprendo concessionarie in Europa.',
    'Le forti piogge hanno causato allagamenti in diversi comuni della regione.',
    'La banca centrale ha lasciato invariati i tassi di interesse questo mese.',
    'Migliaia di tifosi si sono radunati davanti allo stadio prima della finale.',
    'Gli scienziati affermano che il nuovo vaccino ha dato buoni risultati.',
  ],
  vi: [
    'Chính phủ công bố các biện pháp mới nhằm hỗ trợ doanh nghiệp nhỏ vào thứ Ba.',
    'Các hãng xe điện Trung Quốc đang mở rộng thị trường tại Đông Nam Á.',
    'Mưa lớn đã gây ngập lụt tại nhiều thị trấn dọc bờ sông trong đêm qua.',
    'Ngân hàng trung ương giữ nguyên lãi suất trong bối cảnh lạm phát giảm.',
    'Hàng nghìn cổ động viên tập trung trước sân vận động trước trận chung kết.',
    'Các nhà khoa học cho biết vắc xin mới cho kết quả khả quan trong thử nghiệm.',
  ],
  ja: [
    '政府は火曜日、中小企業を支援する新たな対策を発表した。',
    '中国の電気自動車メーカーが欧州で販売店を相次いで開設している。',
    '大雨の影響で川沿いの複数の町が浸水した。',
    '中央銀行はインフレの鈍化を理由に政策金利を据え置いた。',
    '決勝戦を前に、数千人のファンがスタジアムの外に集まった。',
    '研究者によると、新しいワクチンは初期の試験で良好な結果を示した。',
  ],
  ko: [
    '정부는 화요일 중소기업을 지원하기 위한 새로운 대책을 발표했다.',
    '중국 전기차 업체들이 유럽 곳곳에 매장을 열고 있다.',
    '폭우로 강을 따라 있는 여러 마을이 침수됐다.',
    '중앙은행은 물가 상승세 둔화를 이유로 기준금리를 동결했다.',
    '결승전을 앞두고 수천 명의 팬들이 경기장 밖에 모였다.',
    '과학자들은 새 백신이 초기 시험에서 좋은 결과를 보였다고 밝혔다.',
  ],
  ru: [
    'Правительство во вторник объявило о новых мерах поддержки малого бизнеса.',
    'Китайские производители электромобилей открывают салоны по всей Европе.',
    'Сильные дожди вызвали наводнения в нескольких городах вдоль реки.',
    'Центральный банк сохранил ключевую ставку без изменений.',
    'Тысячи болельщиков собрались у стадиона перед финальным матчем.',
    'Учёные говорят, что новая вакцина показала хорошие результаты в испытаниях.',
  ],
  ar: [
    'أعلنت الحكومة يوم الثلاثاء عن إجراءات جديدة لدعم الشركات الصغيرة.',
    'تفتتح شركات السيارات الكهربائية الصينية معارض جديدة في أوروبا.',
    'تسببت الأمطار الغزيرة في فيضانات في عدة بلدات على طول النهر.',
    'أبقى البنك المركزي أسعار الفائدة دون تغيير هذا الشهر.',
    'تجمع آلاف المشجعين أمام الملعب قبل المباراة النهائية.',
    'يقول العلماء إن اللقاح الجديد أظهر نتائج جيدة في التجارب الأولى.',
  ],
  zh: [
    '政府周二宣布了支持小微企业的一系列新措施。',
    '中国新能源汽车企业今年在欧洲多地开设门店。',
    '强降雨导致沿河多个乡镇出现内涝。',
    '央行以通胀放缓为由维持政策利率不变。',
    '决赛开始前，数千名球迷聚集在体育场外。',
    '研究人员表示，新疫苗在早期试验中效果良好。',
  ],
};

describe('language detection accuracy on a labelled multilingual sample', () => {
  it('publishes per-language and overall accuracy', () => {
    const perLanguage: Record<string, string> = {};
    let right = 0;
    let total = 0;
    const misses: string[] = [];
    for (const [lang, texts] of Object.entries(SAMPLE)) {
      const ok = texts.filter((t) => {
        const got = detectLanguage(t);
        if (got !== lang) {
          misses.push(`${lang}→${got}: ${t.slice(0, 30)}`);
        }
        return got === lang;
      }).length;
      perLanguage[lang] = `${ok}/${texts.length}`;
      right += ok;
      total += texts.length;
    }
    const accuracy = right / total;
    const percent = (accuracy * 100).toFixed(1);
    process.stdout.write(
      `语种识别准确率 ${percent}%（${right}/${total}） ${JSON.stringify({ perLanguage, misses })}\n`,
    );
    expect(total).toBe(72);
    expect(accuracy).toBeGreaterThanOrEqual(MEASURED);
  });
});

/**
 * The accuracy measured when this test was written (52/72 = 72.2 %), the line it holds: every
 * sentence right in de, es, ja, ko, ru, ar and zh, 5/6 in en and fr (one short sentence each
 * answers und), and none in pt, it and vi, which the detector does not profile (they answer
 * und or a neighbouring Latin language) — multilingual sets on those languages need the
 * collector's language until the detector learns them.
 */
const MEASURED = 52 / 72;
