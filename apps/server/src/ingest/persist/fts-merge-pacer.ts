/** Pages of the first step, before any step was measured, and the bounds of every step. */
const FIRST_PAGES = 16;
const MIN_PAGES = 4;
const MAX_PAGES = 1024;

/**
 * How many pages each SQLite full-text merge step (`Dialect.mergeFtsStep`) may write: as many as
 * fit the time budget, from the merge time per page measured so far. A step runs on the event
 * loop like a write slice, so a busy machine (or a slow disk) gets small steps and a quiet one
 * fewer, larger ones — a fixed page count was either too long or too many turns.
 */
export class FtsMergePacer {
  /** Recent merge time per page (ms), a moving average; undefined before the first step. */
  private msPerPage: number | undefined;

  constructor(private readonly budgetMs: number) {}

  /** Pages for the next step. */
  pages(): number {
    if (this.msPerPage === undefined) {
      return FIRST_PAGES;
    }
    const fit = Math.floor(this.budgetMs / Math.max(this.msPerPage, 0.001));
    return Math.min(MAX_PAGES, Math.max(MIN_PAGES, fit));
  }

  /**
   * A step of `pages` took `ms`. Only a step that merged counts (one that found nothing to merge
   * says nothing about the cost of a page); a slow step counts at once, a fast one gently.
   */
  measured(pages: number, ms: number, merged: boolean): void {
    if (!merged) {
      return;
    }
    const perPage = ms / pages;
    const before = this.msPerPage;
    this.msPerPage =
      before === undefined || perPage > before ? perPage : before * 0.7 + perPage * 0.3;
  }

  /** Runs one step with the paced page count; true while there was something to merge. */
  async step(merge: (pages: number) => Promise<boolean>): Promise<boolean> {
    const pages = this.pages();
    const started = performance.now();
    const merged = await merge(pages);
    this.measured(pages, performance.now() - started, merged);
    return merged;
  }
}
