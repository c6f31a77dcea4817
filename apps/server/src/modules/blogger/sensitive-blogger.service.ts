import { postsWithWords } from '../../analysis/social/author-posts.js';
import { rankSensitiveBloggers } from '../../analysis/social/sensitive-ranking.js';
import type { Clock } from '../../platform/clock.js';
import { formatCn } from '@guanlan/shared';
import type { AnalysisDb } from '../../analysis/index.js';
import type { BloggerAnalysisService } from './blogger-analysis.service.js';

const DAY = 86_400_000;
/** The ranking looks at the last 30 days. */
export const SENSITIVE_DAYS = 30;
/** How many top-ranked accounts 自动分析 analyses when the set is saved. */
const AUTO_ANALYSE = 5;

export interface SensitiveSetForm {
  sensitiveWords: string[];
  minSensitiveCount: number;
  autoAnalysis: boolean;
}

/** 敏感博主: the organisation's sensitive-word set and the accounts ranked by it. */
export class SensitiveBloggerService {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly analyses: BloggerAnalysisService,
    private readonly clock: Clock,
  ) {}

  async getSet(orgId: number) {
    const set = await this.analyses.repo.sensitiveSet(orgId);
    return {
      sensitiveWords: set ? (JSON.parse(set.words) as string[]) : [],
      minSensitiveCount: set ? Number(set.min_count) : 3,
      autoAnalysis: set ? Number(set.auto_analysis) === 1 : false,
      rule: `近${SENSITIVE_DAYS}天内标题或正文含任一敏感词的发文计为敏感发文，敏感发文数不少于设定值的博主进入排行。`,
    };
  }

  /** Saves the set; with 自动分析 the top accounts without an analysis get one. */
  async saveSet(orgId: number, accountId: number, form: SensitiveSetForm) {
    const words = [...new Set(form.sensitiveWords.map((w) => w.trim()).filter(Boolean))];
    await this.analyses.repo.saveSensitiveSet(orgId, {
      words: JSON.stringify(words),
      min_count: form.minSensitiveCount,
      auto_analysis: form.autoAnalysis ? 1 : 0,
      updated_at: this.clock.now(),
    });
    if (form.autoAnalysis) {
      const ranks = await this.ranking(orgId, AUTO_ANALYSE);
      for (const r of ranks.filter((x) => x.analysisId === null)) {
        await this.analyses.create(orgId, accountId, 'sensitive', {
          bloggerUid: r.bloggerUid,
          bloggerName: r.bloggerName.slice(0, 50),
        });
      }
    }
  }

  /** 敏感博主排行 over the last 30 days, with each account's sensitive analysis if any. */
  async ranking(orgId: number, size: number) {
    const set = await this.getSet(orgId);
    const since = this.clock.now() - SENSITIVE_DAYS * DAY;
    const posts = await postsWithWords(this.adb, orgId, set.sensitiveWords, since);
    const analysed = await this.analyses.repo.analysedUids(orgId, 'sensitive');
    return rankSensitiveBloggers(posts, set.sensitiveWords, set.minSensitiveCount, size).map(
      (r, i) => ({
        rank: i + 1,
        bloggerUid: r.uid,
        bloggerName: r.name,
        sensitiveCount: r.sensitivePosts,
        words: r.words,
        latestTime: formatCn(r.latestTime),
        analysisId: analysed.get(r.uid) ?? null,
      }),
    );
  }
}
