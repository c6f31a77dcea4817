import type { DomDocument, DomElement } from './html-dom.js';
import { queryAll } from './html-dom.js';
import { findTimesInText } from './loose-date.js';

/** Picture captions and photo credits kept in their own boxes: not the story's prose. */
export function dropCaptionBoxes(doc: DomDocument): void {
  for (const el of queryAll(doc, '[class]')) {
    if (
      /(^|[\s_-])(picinfo|pic-info|pic_info|img-?desc|imgtxt|pictext|photo-?desc|caption)($|[\s_-])/i.test(
        el.getAttribute('class') ?? '',
      )
    ) {
      (el as unknown as { remove(): void }).remove();
    }
  }
  // A picture box: an image with one short line of text under it (搜狐's
  // `<td align=middle><img …></td>` over `<td>BOBO组合T台走秀</td>`, 新浪's
  // `<center><img …><br>爱戴领奖</center>`) is a captioned picture.
  for (const table of queryAll(doc, 'table, center')) {
    const text = (table.textContent ?? '').replace(/[\s\u3000]+/g, '');
    if (
      text.length > 0 &&
      text.length <= 40 &&
      queryAll(table, 'img').length > 0 &&
      // …and no text link: a table of short links is a menu, not a picture.
      queryAll(table, 'a').every((a) => !(a.textContent ?? '').trim())
    ) {
      (table as unknown as { remove(): void }).remove();
    }
  }
}

/**
 * Shows what page scripts would show: WeChat ships `#js_content` with `visibility: hidden`
 * and reveals it from script, and Readability drops invisible nodes.
 */
export function unhide(doc: DomDocument): void {
  for (const el of queryAll(doc, '[style*="visibility"], [style*="opacity"]')) {
    const style = el.getAttribute('style') ?? '';
    const cleaned = style.replace(
      /visibility\s*:\s*hidden\s*;?|opacity\s*:\s*0(?:\.0+)?\s*;?/gi,
      '',
    );
    (el as unknown as { setAttribute(n: string, v: string): void }).setAttribute('style', cleaned);
  }
}

// Lines that are page furniture, not the story: editor credits, bylines repeated in the body,
// copyright and disclaimer blocks, share/report/follow buttons, player text, 纠错, back-links.
const SHORT_NOISE = [
  /^[(（【[]?\s*(责任编辑|責任編輯|责编|責編|编辑|編輯|校对|审核|监制|主编|作者|来源|來源|来源于|本文来源|本文來源|出处|出處|稿源|采写|採寫|美術|美术|美編|美编)\s*[:：︰|｜]/,
  /^(资料图|資料圖|资料图片|資料圖片|示意图|示意圖)$/,
  /^文\s*[/／|]\s*\S{1,12}$/,
  /^(本报|本台|本网)?(记者|記者)\s*\S{2,12}$/,
  // A closing reporter credit: `扬子晚报记者 张楠`, `新华社记者 王某 李某`.
  /^[\u4e00-\u9fa5]{2,10}(记者|記者)\s*[\u4e00-\u9fa5·]{2,4}(?:[ 、][\u4e00-\u9fa5·]{2,4}){0,3}$/,
  /^[【[]?\s*(纠错|糾錯)\s*[】\]]/,
  /^(分享到|转播到|轉播到|举报|舉報|举报\/反馈|关注|\+关注|阅读|在看|点赞|评论|分享|收藏|打印本页|关闭窗口|返回顶部)[:：]?\s*\S{0,8}$/,
  /^(上一篇|下一篇|相关阅读|相关新闻|相关推荐|延伸阅读|猜你喜欢|热门推荐|更多报道|推荐阅读)[:：]?$/,
  // Picture tool links: `放大圖片 / 顯示原圖`.
  /^(放大圖片|放大图片|顯示原圖|显示原图|查看原图|查看大图|點擊放大|点击放大)(\s*[/／|]\s*(顯示原圖|显示原图|查看原图|查看大图))?$/,
  /返回搜狐|查看更多|您的浏览器不支持|微信扫一扫|关注该公众号|预览时标签不可点|长按识别二维码|点击进入/,
  /^\d{1,2}:\d{2}\s*\/\s*\d{1,2}:\d{2}$/,
  // A video player's caption and a link teaser to an earlier story: `视频-陈同佳出狱 鞠躬说“对不起”`,
  // `此前报道：港媒曝陈同佳出狱前首受访`.
  /^(视频|視頻)\s*[-－|｜：:]\s*\S/,
  /^(此前报道|此前報導|相关报道|相關報導|往期回顾|往期回顧)[:：]\s*\S/,
  // A clock-only stamp closing a flash: `建立時間16:41`, `更新時間17:24`.
  /^(建立|更新|發佈|發布|发布)(時間|时间)\s*[:：]?\s*\d{1,2}:\d{2}$/,
  // Taiwan desk and reporter lines opening the body: `社會中心／綜合報導`, `記者王小明／台北報導`.
  /^[\u4e00-\u9fa5]{2,10}\s*[／/]\s*[\u4e00-\u9fa5]{0,8}(報導|报道)$/,
];
// Picture captions and photo credits, however long the caption runs:
// `▲▼警消到場時…（圖／翻攝畫面）`, `雨游黄鹤楼照样开心。城市摄影队 周斌 摄`.
const CAPTIONS = [
  /^[▲▼△▽]/,
  /[（(](圖|图|照片|攝影|摄影)\s*[／/:：][^）)]{1,20}[）)]$/,
  // A caption closing on its picture credit: `…將改為今日出發。（港台圖片）`, `…（资料图）`.
  /[（(][\u4e00-\u9fa5]{0,6}(圖片|图片|資料圖|资料图)[）)]$/,
  /\s[\u4e00-\u9fa5]{2,12}\s*(?:翻)?[摄攝]$/,
  // A photo credit of its own: `故宫博物院供图`, `图片来源：视觉中国`, `圖片來源：東方IC 版权作品 请勿转载`.
  /^[\u4e00-\u9fa5A-Za-z·]{2,16}(供图|供圖)$/,
  /^(图片来源|圖片來源|图源|圖源|图片由)\s*[:：]?\s*\S.{0,30}$/,
];
// A help-line notice closing the story (`自殺防治諮詢安心專線：0800-788995`).
const HOTLINE = /(專線|专线|熱線|热线|協談|协谈|諮詢|咨询)[^:：]{0,6}[:：]\s*[\d-]{3,}/;

/**
 * Drops a closing help-line notice: its hotline lines and up to three short lines introducing
 * it (`《蘋果》關心你`, `●…提醒您，請給自己機會：`).
 */
function dropHotlineBlock(lines: string[]): string[] {
  const first = lines.findIndex((l, i) => i >= lines.length - 8 && HOTLINE.test(l));
  if (first < 0 || !lines.slice(first).every((l) => HOTLINE.test(l) || l.length <= 30)) {
    return lines;
  }
  let start = first;
  while (start > 0 && first - start < 3 && (lines[start - 1]?.length ?? 99) <= 30) {
    start--;
  }
  return lines.slice(0, start);
}
const ANY_NOISE = [
  // Also in quotes: `“特别声明：以上作品内容…为凤凰网旗下自媒体平台“大风号”用户上传…”`.
  /^[“"「]?\s*(免责声明|特别声明|平台声明|版权声明|声明|聲明)[:：]/,
  // A repost's note on the original headline.
  /^[(（【[]?\s*(本文)?原标题[:：]/,
  /版权所有|著作權所有|All Rights Reserved|未经授权禁止转载|本平台仅提供信息存储(?:空间)?服务/i,
  // …and the English half of such a platform notice (`Notice: The content above … is uploaded and
  // posted by the user of Dafeng Hao, … merely provides information storage space services.`).
  /uploaded and posted by the user of|provides information storage space services/i,
  // Paywall and expiry notices standing in for the rest of the story.
  /付[费費][会會][员員]|已過查詢時效|已过查询时效|订阅后阅读|訂閱後閱讀|登录后查看全文/,
  // A promotion ending on a bare link: `…立即下載經濟日報App：https://…`, `訂閱Telegram…：https://…`.
  /(下載|下载|訂閱|订阅|關注|关注|加入|立即)[^。！？]{0,40}[:：]\s*https?:\/\/\S+$/,
  // …or on a bare mobile-site domain: `看明星八卦、查影讯电视节目，上手机新浪网娱乐频道 ent.sina.cn`.
  /(上手机|手机访问|手機訪問|手机版|手機版|客户端|客戶端)[^。！？]{0,30}\s(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/?$/i,
];

/** A short line that is the article's info bar: a date plus labels, or a date alone. */
function isInfoLine(t: string): boolean {
  if (t.length > 90) {
    return false;
  }
  const times = findTimesInText(t);
  if (times.length === 0) {
    return false;
  }
  return (
    times[0]?.index === 0 ||
    // The source run into the time, nothing after the clock: `TNW中文站2016年10月14日07:17`.
    (t.length <= 40 && /\d{1,2}[:：]\d{2}(?:[:：]\d{2})?$/.test(t)) ||
    /发布时间|發布時間|来源|來源|浏览|瀏覽|更新|字体|字體|格林尼治|阅读量|点击数/.test(t)
  );
}

// The 责任编辑 credit closes a Chinese article: what follows it is furniture (teasers, source tags).
const CLOSING = /^[(（【[]?\s*(责任编辑|責任編輯|责编|責編)\s*[:：|｜]/;

/** Drops leading lines that together spell the headline (a headline broken over several lines). */
function dropHeadline(lines: string[], title: string): string[] {
  const want = title.replace(/\s+/g, '');
  if (!want) {
    return lines;
  }
  // The headline may follow a few short header lines (date, author, column name): those go too.
  for (let start = 0; start < 3 && start < lines.length; start++) {
    if (start > 0 && (lines[start - 1]?.length ?? 99) > 30) {
      break;
    }
    let joined = '';
    for (let i = start; i < Math.min(lines.length, start + 4); i++) {
      joined += (lines[i] ?? '').replace(/\s+/g, '');
      if (joined === want) {
        return lines.slice(i + 1);
      }
      if (!want.startsWith(joined)) {
        break;
      }
    }
  }
  return lines;
}

/**
 * Drops furniture lines from extracted main text: a headline repeated at the top (whole or broken
 * over lines), info bars, credits, disclaimers, everything after the 责任编辑 line, and an orphan
 * box heading left at the end.
 */
export function dropNoiseLines(content: string, title: string): string {
  const lines = dropHeadline(
    content
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    title,
  );
  const kept: string[] = [];
  for (const t of lines) {
    if (CLOSING.test(t) && kept.length >= 2) {
      break;
    }
    if (ANY_NOISE.some((re) => re.test(t))) {
      continue;
    }
    if (isInfoLine(t) || (t.length <= 60 && SHORT_NOISE.some((re) => re.test(t)))) {
      continue;
    }
    if (t.length <= 200 && CAPTIONS.some((re) => re.test(t))) {
      continue;
    }
    kept.push(t);
  }
  kept.splice(0, kept.length, ...dropHotlineBlock(kept));
  while (kept.length > 1 && /^[^\p{P}\s]{1,8}$/u.test(kept[kept.length - 1] ?? '')) {
    kept.pop();
  }
  return kept.join('\n');
}

/**
 * Removes link lists from extracted main content: a `ul`/`ol`/`dl` of three or more entries whose
 * text is mostly link text is a "more news" box, not the story.
 */
export function dropLinkLists(root: DomElement): void {
  for (const list of queryAll(root, 'ul, ol, dl')) {
    const entries = queryAll(list, 'li, dd, dt').length;
    const text = (list.textContent ?? '').replace(/\s+/g, '');
    const linked = queryAll(list, 'a')
      .map((a) => (a.textContent ?? '').replace(/\s+/g, ''))
      .join('');
    if (entries >= 3 && text.length > 0 && linked.length / text.length >= 0.6) {
      (list as unknown as { remove(): void }).remove();
    }
  }
}
