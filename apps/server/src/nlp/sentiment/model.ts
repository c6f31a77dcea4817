/**
 * The sentiment model: a three-class linear classifier (multinomial logistic regression) over
 * hashed character n-grams, with int8 weights and one float scale per class.
 *
 * Decision rule (documented for analysts and for eval): softmax gives p(negative), p(neutral),
 * p(positive); `score` = p(positive) − p(negative) in −1..1. The label is neutral when neutral
 * is the most probable class OR when |score| < `neutralMargin` (the model cannot choose a side);
 * otherwise it is the side of `score`. `confidence` is the model's probability of that label.
 * An empty or whitespace-only text is neutral with score 0 and confidence 1.
 *
 * `neutralMargin` is stored in the weights file (train default 0.02). On the SMP2020 validation
 * sets every wider margin lost accuracy: texts the model finds torn between the two poles are
 * mostly polar in truth, so the neutral class itself, not the margin, does most of the work.
 */
import { FEATURE_VERSION, FeatureExtractor } from './features.js';

/** The three sentiment classes, in the order of the weight rows. */
export const SENTIMENT_LABELS = ['negative', 'neutral', 'positive'] as const;

/** 正面 / 中性 / 负面. */
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];

/** What the model says about one text. */
export interface SentimentPrediction {
  label: SentimentLabel;
  /** p(positive) − p(negative): −1 (surely negative) … 1 (surely positive). */
  score: number;
  /** The model's probability of `label`, 0..1. */
  confidence: number;
}

/** Everything a weights file holds. `weights[bucket * 3 + class]`, class order as SENTIMENT_LABELS. */
export interface SentimentWeights {
  bits: number;
  maxChars: number;
  /** Feature sums are divided by count^lengthPower, so long and short texts score alike. */
  lengthPower: number;
  neutralMargin: number;
  bias: Float32Array;
  scale: Float32Array;
  weights: Int8Array;
}

const MAGIC = 0x4d534c47; // 'GLSM' read as little-endian u32
const FORMAT_VERSION = 1;
const HEADER_BYTES = 48;
const CLASSES = 3;

/** Serialises weights into the committed `.bin` layout (little-endian header + int8 rows). */
export function encodeSentimentWeights(w: SentimentWeights): Uint8Array {
  const out = new Uint8Array(HEADER_BYTES + w.weights.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint16(4, FORMAT_VERSION, true);
  view.setUint16(6, FEATURE_VERSION, true);
  view.setUint8(8, w.bits);
  view.setUint8(9, CLASSES);
  view.setUint16(10, w.maxChars, true);
  view.setFloat32(12, w.neutralMargin, true);
  view.setFloat32(16, w.lengthPower, true);
  for (let c = 0; c < CLASSES; c += 1) {
    view.setFloat32(20 + 4 * c, w.bias[c]!, true);
    view.setFloat32(32 + 4 * c, w.scale[c]!, true);
  }
  out.set(new Uint8Array(w.weights.buffer, w.weights.byteOffset, w.weights.length), HEADER_BYTES);
  return out;
}

/** Parses a weights file; throws on a foreign file or one written for another feature function. */
export function decodeSentimentWeights(bytes: Uint8Array): SentimentWeights {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < HEADER_BYTES || view.getUint32(0, true) !== MAGIC) {
    throw new Error('not a sentiment weights file (bad magic)');
  }
  const format = view.getUint16(4, true);
  const features = view.getUint16(6, true);
  if (format !== FORMAT_VERSION || features !== FEATURE_VERSION) {
    throw new Error(
      `sentiment weights are format ${format}/features ${features}, code expects ` +
        `${FORMAT_VERSION}/${FEATURE_VERSION}: retrain with train:sentiment`,
    );
  }
  const bits = view.getUint8(8);
  const size = (1 << bits) * CLASSES;
  if (view.getUint8(9) !== CLASSES || bytes.byteLength !== HEADER_BYTES + size) {
    throw new Error('sentiment weights file is truncated or has the wrong class count');
  }
  const bias = new Float32Array(CLASSES);
  const scale = new Float32Array(CLASSES);
  for (let c = 0; c < CLASSES; c += 1) {
    bias[c] = view.getFloat32(20 + 4 * c, true);
    scale[c] = view.getFloat32(32 + 4 * c, true);
  }
  // A copy, so the model never aliases a caller's (possibly pooled) buffer.
  const weights = new Int8Array(size);
  weights.set(new Int8Array(bytes.buffer, bytes.byteOffset + HEADER_BYTES, size));
  return {
    bits,
    maxChars: view.getUint16(10, true),
    neutralMargin: view.getFloat32(12, true),
    lengthPower: view.getFloat32(16, true),
    bias,
    scale,
    weights,
  };
}

/** Fast three-class sentiment classifier; one instance is safe to share within a thread. */
export class SentimentModel {
  private readonly extractor: FeatureExtractor;
  private readonly probs = new Float64Array(CLASSES);

  constructor(readonly params: SentimentWeights) {
    if (params.weights.length !== (1 << params.bits) * CLASSES) {
      throw new RangeError('weights length does not match 2^bits × 3');
    }
    this.extractor = new FeatureExtractor(params.bits, params.maxChars);
  }

  /**
   * Class probabilities of `text` in SENTIMENT_LABELS order. The returned array is reused by
   * the next call; copy it to keep it.
   */
  probabilities(text: string): Float64Array {
    this.score(text);
    return this.probs;
  }

  /** Fills `this.probs` and returns the number of features the text had. */
  private score(text: string): number {
    const { weights, bias, scale, lengthPower } = this.params;
    const count = this.extractor.extract(text);
    const idx = this.extractor.indices;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    for (let i = 0; i < count; i += 1) {
      const base = idx[i]! * 3;
      s0 += weights[base]!;
      s1 += weights[base + 1]!;
      s2 += weights[base + 2]!;
    }
    const norm = count > 0 ? Math.pow(count, -lengthPower) : 0;
    const l0 = bias[0]! + s0 * scale[0]! * norm;
    const l1 = bias[1]! + s1 * scale[1]! * norm;
    const l2 = bias[2]! + s2 * scale[2]! * norm;
    const max = Math.max(l0, l1, l2);
    const e0 = Math.exp(l0 - max);
    const e1 = Math.exp(l1 - max);
    const e2 = Math.exp(l2 - max);
    const sum = e0 + e1 + e2;
    const p = this.probs;
    p[0] = e0 / sum;
    p[1] = e1 / sum;
    p[2] = e2 / sum;
    return count;
  }

  /** Label, score and confidence of one text (see the decision rule at the top of this file). */
  predict(text: string): SentimentPrediction {
    // Nothing to read (empty or whitespace only) is no opinion, not the prior's lean.
    if (this.score(text) === 0) {
      return { label: 'neutral', score: 0, confidence: 1 };
    }
    const p = this.probs;
    const neg = p[0]!;
    const neu = p[1]!;
    const pos = p[2]!;
    const score = pos - neg;
    if (neu >= pos && neu >= neg) {
      return { label: 'neutral', score, confidence: neu };
    }
    if (Math.abs(score) < this.params.neutralMargin) {
      return { label: 'neutral', score, confidence: neu };
    }
    return score > 0
      ? { label: 'positive', score, confidence: pos }
      : { label: 'negative', score, confidence: neg };
  }

  /** `predict` over many texts, with identical results; reuses one extractor for all. */
  predictBatch(texts: readonly string[]): SentimentPrediction[] {
    const out = new Array<SentimentPrediction>(texts.length);
    for (let i = 0; i < texts.length; i += 1) {
      out[i] = this.predict(texts[i]!);
    }
    return out;
  }
}
