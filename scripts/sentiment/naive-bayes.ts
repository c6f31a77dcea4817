/**
 * The baseline the sentiment model must beat: multinomial naive Bayes over character bigrams
 * (exact bigram strings, Laplace smoothing), trained on the same train split in the same run.
 */
import { normaliseText } from '../../apps/server/src/nlp/sentiment/features.js';
import { SENTIMENT_LABELS } from '../../apps/server/src/nlp/sentiment/model.js';
import type { Example, Scored } from './split.js';

/** Bigrams of the normalised text; a one-character text is its own single token. */
function bigrams(text: string): string[] {
  const t = normaliseText(text);
  if (t.length < 2) {
    return t ? [t] : [];
  }
  const out: string[] = [];
  for (let i = 0; i + 1 < t.length; i += 1) {
    out.push(t.slice(i, i + 2));
  }
  return out;
}

/** A trained three-class multinomial NB; `predict` follows the sentiment model's interface. */
export class NaiveBayesBaseline {
  private readonly counts = new Map<string, [number, number, number]>();
  private readonly totals = [0, 0, 0];
  private readonly docs = [0, 0, 0];
  private logPrior = [0, 0, 0];
  private logDenominator = [0, 0, 0];

  constructor(private readonly alpha = 1) {}

  /** Counts bigrams per class over `examples`; call `predict` afterwards. */
  train(examples: readonly Example[]): this {
    for (const ex of examples) {
      const c = SENTIMENT_LABELS.indexOf(ex.label);
      this.docs[c]! += 1;
      for (const g of bigrams(ex.text)) {
        let row = this.counts.get(g);
        if (!row) {
          this.counts.set(g, (row = [0, 0, 0]));
        }
        row[c]! += 1;
        this.totals[c]! += 1;
      }
    }
    const docs = this.docs[0]! + this.docs[1]! + this.docs[2]!;
    const vocab = this.counts.size;
    this.logPrior = this.docs.map((d) => Math.log((d + 1) / (docs + 3)));
    this.logDenominator = this.totals.map((t) => Math.log(t + this.alpha * vocab));
    return this;
  }

  /** Most likely class; `score` is log p(positive|text) − log p(negative|text), squashed to −1..1. */
  predict(text: string): Scored {
    const lp = [...this.logPrior];
    for (const g of bigrams(text)) {
      const row = this.counts.get(g);
      for (let c = 0; c < 3; c += 1) {
        lp[c]! += Math.log((row?.[c] ?? 0) + this.alpha) - this.logDenominator[c]!;
      }
    }
    const best = lp.indexOf(Math.max(...lp));
    return { label: SENTIMENT_LABELS[best]!, score: Math.tanh((lp[2]! - lp[0]!) / 10) };
  }
}
