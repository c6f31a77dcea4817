/**
 * Credits that reposting portals print in their own ways: a byline that is only `作者/报社` or
 * `报社` before the date (澎湃新闻's `石佳/中国青年报 2019-09-24 09:10`), a WeChat header copied
 * into the body (`原创： 路闻卓立编译 人民币交易与研究`), and the portal's own aggregation column
 * (`新浪财经-自媒体综合`) standing where the source should be.
 */

// An outlet's name: a press agency, paper, site, station or magazine.
const OUTLET =
  '[\\u4e00-\\u9fa5A-Za-z]{1,12}?(?:日报|日報|晚报|晚報|报|報|网|網|社|电视台|電視台|台|新闻|新聞|杂志|雜誌|周刊|週刊)';
const DATE = '\\d{4}\\s*[-/.年]\\s*\\d{1,2}\\s*[-/.月]\\s*\\d{1,2}';
const BYLINE_OUTLET = new RegExp(
  `(?:^|\\s)(?:([\\u4e00-\\u9fa5·]{2,4})\\s*[/／]\\s*)?(${OUTLET})\\s+${DATE}`,
);

/**
 * A byline that names the author and outlet, or the outlet alone, right before the date:
 * `石佳/中国青年报 2019-09-24 09:10`, `新华社 2020-01-03 18:13`; never the end of the headline.
 */
export function bylineOutletCredit(
  text: string,
  headline = '',
): { author?: string; source: string } | undefined {
  const m = text.match(BYLINE_OUTLET);
  // A headline that itself ends in `…新闻` before the date line is no outlet.
  if (!m?.[2] || (headline && headline.trim().endsWith(m[2]))) {
    return undefined;
  }
  return m[1] ? { author: m[1], source: m[2] } : { source: m[2] };
}

/**
 * The header a WeChat article carries into a repost, as its first line: `原创： 作者 公众号`
 * (the author may be marked as the translator, `路闻卓立编译`).
 */
export function repostHeaderCredit(
  lines: string[],
): { author: string; source: string } | undefined {
  for (const line of lines.slice(0, 2)) {
    const m = line
      .trim()
      .match(
        /^原创\s*[:：]\s*([\u4e00-\u9fa5·A-Za-z]{2,10}?)(?:编译|編譯|整理|翻译|翻譯)?\s+([^\s]{2,20})$/,
      );
    if (m?.[1] && m[2]) {
      return { author: m[1], source: m[2] };
    }
  }
  return undefined;
}

/** A portal's own aggregation column (`新浪财经-自媒体综合`), which names no outlet. */
export function isAggregatorLabel(source: string | undefined): boolean {
  return /自媒体|自媒體|综合$|綜合$/.test(source ?? '');
}

/**
 * The author to keep when a credit line of its own names more people than the byline's first
 * match: `段彦超` from `记者 段彦超 廖艳` yields to the line `澎湃新闻记者 段彦超 廖艳`.
 */
export function fullerAuthor(
  author: string | undefined,
  line: string | undefined,
): string | undefined {
  if (author && line && line !== author && line.split(' ')[0] === author) {
    return line;
  }
  return author;
}
