import type { Kysely } from 'kysely';
import { compileRules } from '@guanlan/shared';
import type { RuleMatcher } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { AnalysedArticle } from '../analysed-article.js';
import type { RuleHit } from '../persist/org-hits.js';
import { passesFilters, toActiveRule } from './rule-definition.js';
import type { ActiveRule } from './rule-definition.js';

/** How often the book checks whether any rule changed. */
const STALE_CHECK_MS = 2_000;

/**
 * Every enabled rule of every organisation compiled into one automaton (percolation). The
 * book recompiles when the rule table changes, so a saved rule takes effect within seconds
 * on every process sharing the database.
 */
export class RuleBook {
  private matcher: RuleMatcher = compileRules([]);
  private rules = new Map<number, ActiveRule>();
  private kinds = new Map<number, string>();
  private signature = '';
  private checkedAt = -Infinity;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly simplify: (text: string) => string,
  ) {}

  /** Forces the next refresh to reload (after a save in this process). */
  invalidate(): void {
    this.checkedAt = -Infinity;
  }

  async refreshIfStale(now: number): Promise<void> {
    if (now - this.checkedAt < STALE_CHECK_MS && now >= this.checkedAt) {
      return;
    }
    this.checkedAt = now;
    const sig = await this.db
      .selectFrom('monitor_rule')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.max('updated_at').as('latest'),
        eb.fn.sum<number>('enabled').as('enabled'),
        // Edits within the same millisecond leave max(updated_at) alone; versions still move.
        eb.fn.sum<number>('version').as('versions'),
      ])
      .executeTakeFirstOrThrow();
    const signature = `${sig.n}:${String(sig.latest)}:${String(sig.enabled)}:${String(sig.versions)}`;
    if (signature === this.signature) {
      return;
    }
    const rows = await this.db
      .selectFrom('monitor_rule')
      .select(['id', 'org_id', 'definition', 'area', 'filters', 'kind'])
      .where('enabled', '=', 1)
      .execute();
    const active = rows
      .map((r) => toActiveRule(r, this.simplify))
      .filter((r): r is ActiveRule => r !== null);
    this.matcher = compileRules(active);
    this.rules = new Map(active.map((r) => [r.id, r]));
    this.kinds = new Map(rows.map((r) => [r.id, r.kind]));
    this.signature = signature;
  }

  get size(): number {
    return this.rules.size;
  }

  /** Rules (with their organisation and kind) that an analysed article satisfies. */
  match(article: AnalysedArticle): RuleHit[] {
    const ids = this.matcher.match({ title: article.matchTitle, content: article.matchContent });
    const facts = {
      carrier: article.carrier,
      isAbroad: article.isAbroad,
      language: article.language,
      sourceId: article.raw.sourceId,
    };
    const out: RuleHit[] = [];
    for (const id of ids) {
      const rule = this.rules.get(id);
      if (rule && passesFilters(rule.filters, facts)) {
        out.push({ ruleId: id, orgId: rule.orgId, kind: this.kinds.get(id) ?? '' });
      }
    }
    return out;
  }
}
