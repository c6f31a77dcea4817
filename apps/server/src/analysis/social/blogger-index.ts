/**
 * 博主传播力指数 (BCI). The classic Weibo BCI weighs activity 20 % and reach 80 %:
 *
 *   BCI = (0.2·ln(X1+1) + 0.8·(0.4·ln(X2+1) + 0.4·ln(X3+1) + 0.2·ln(X4+1))) × 160
 *
 * with X1 original posts, X2 reposts received, X3 comments received, X4 likes received.
 * We take the counts per 30 days of the analysed window (count × 30 / days): an account
 * analysed over a week and one over three months then score on the same scale, which the
 * raw totals do not allow (a longer window would always score higher).
 */
export const BCI_FORMULA =
  'BCI =（0.2×ln(X1+1) + 0.8×（0.4×ln(X2+1) + 0.4×ln(X3+1) + 0.2×ln(X4+1)））× 160。' +
  'X1 原创发文数、X2 被转发数、X3 被评论数、X4 被点赞数，均折算为每30天的量（总量 × 30 ÷ 分析天数），' +
  '不同时间窗口的博主可直接比较；活跃度占20%，传播度占80%。';

export interface BciFacts {
  posts: number;
  reposts: number;
  comments: number;
  likes: number;
  /** Length of the window in days (at least 1). */
  days: number;
}

export interface BciResult {
  index: number;
  /** 活跃度 W1 = ln(X1+1) and 传播度 W2 = 0.4·ln(X2+1) + 0.4·ln(X3+1) + 0.2·ln(X4+1). */
  activity: number;
  reach: number;
  /** The per-30-day values the formula used. */
  x: { posts: number; reposts: number; comments: number; likes: number };
  formula: string;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** BCI of one account over a window (see BCI_FORMULA); rounded to two decimals. */
export function bloggerIndex(f: BciFacts): BciResult {
  const scale = 30 / Math.max(1, f.days);
  const x = {
    posts: f.posts * scale,
    reposts: f.reposts * scale,
    comments: f.comments * scale,
    likes: f.likes * scale,
  };
  const activity = Math.log(x.posts + 1);
  const reach =
    0.4 * Math.log(x.reposts + 1) + 0.4 * Math.log(x.comments + 1) + 0.2 * Math.log(x.likes + 1);
  return {
    index: round2((0.2 * activity + 0.8 * reach) * 160),
    activity: round2(activity),
    reach: round2(reach),
    x: {
      posts: round2(x.posts),
      reposts: round2(x.reposts),
      comments: round2(x.comments),
      likes: round2(x.likes),
    },
    formula: BCI_FORMULA,
  };
}
