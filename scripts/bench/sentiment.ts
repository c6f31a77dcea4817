/**
 * `npm run bench:sentiment`: speed and accuracy of the committed sentiment model.
 *
 * Speed: texts/s of `predict` on this one thread over 30,000 distinct short texts (Weibo and
 * food-delivery reviews; labels play no part in speed, so train rows top up the validation rows).
 * Accuracy: per validation set, for the model and for a naive Bayes character-bigram baseline
 * trained here on the same train split. Prints a table, then one JSON line:
 * {"textsPerSec","accuracy":{set:…},"baselineAccuracy":{set:…}}.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadSentimentModel } from '../../apps/server/src/nlp/sentiment/load-model.js';
import type { SentimentModel } from '../../apps/server/src/nlp/sentiment/model.js';
import { NaiveBayesBaseline } from '../sentiment/naive-bayes.js';
import type { Corpus } from '../sentiment/split.js';
import { accuracy, loadCorpora } from '../sentiment/split.js';

const SPEED_TEXTS = 30_000;
const MIN_SECONDS = 2;

/** Short texts for the speed run: validation rows first, then train rows, of the short sets. */
function speedTexts(corpora: Corpus[]): string[] {
  const short = corpora.filter((c) => /^(weibo|waimai)/.test(c.name));
  const texts = [...short.flatMap((c) => c.validation), ...short.flatMap((c) => c.train)];
  return texts.slice(0, SPEED_TEXTS).map((ex) => ex.text);
}

/** Repeats full passes over `texts` until MIN_SECONDS have passed; returns texts per second. */
function measure(model: SentimentModel, texts: string[]): number {
  for (let i = 0; i < 2_000; i += 1) {
    model.predict(texts[i % texts.length]!);
  }
  let done = 0;
  let sink = 0;
  const started = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < MIN_SECONDS) {
    for (const t of texts) {
      sink += model.predict(t).score;
    }
    done += texts.length;
    elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  }
  // Keeps the loop from being optimised away.
  if (Number.isNaN(sink)) {
    throw new Error('NaN score');
  }
  return done / elapsed;
}

function main(): void {
  const { values } = parseArgs({ options: { model: { type: 'string' } } });
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const model = loadSentimentModel(values.model ? path.resolve(cwd, values.model) : undefined);
  const corpora = loadCorpora();

  const texts = speedTexts(corpora);
  const avgLen = texts.reduce((n, t) => n + t.length, 0) / texts.length;
  const textsPerSec = Math.round(measure(model, texts));

  const trainStarted = Date.now();
  const baseline = new NaiveBayesBaseline().train(corpora.flatMap((c) => c.train));
  const nbSeconds = (Date.now() - trainStarted) / 1000;

  const acc: Record<string, number> = {};
  const base: Record<string, number> = {};
  const line = (a: string, b: string, c: string, d: string, e: string) =>
    `${a.padEnd(28)} ${b.padStart(6)} ${c.padStart(9)} ${d.padStart(9)} ${e.padStart(7)}\n`;
  process.stdout.write(`\nsentiment bench (binary sets: sign of score; SMP2020: 3-way label)\n`);
  process.stdout.write(line('validation set', 'n', 'model', 'NB bigram', 'Δ'));
  for (const c of corpora) {
    acc[c.name] = Number(accuracy(c, (t) => model.predict(t)).toFixed(4));
    base[c.name] = Number(accuracy(c, (t) => baseline.predict(t)).toFixed(4));
    const delta = (acc[c.name]! - base[c.name]!) * 100;
    process.stdout.write(
      line(
        c.name,
        String(c.validation.length),
        acc[c.name]!.toFixed(4),
        base[c.name]!.toFixed(4),
        `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}pt`,
      ),
    );
  }
  process.stdout.write(
    `\nspeed: ${textsPerSec.toLocaleString('en-US')} texts/s on one thread ` +
      `(${texts.length} distinct texts, mean ${avgLen.toFixed(1)} chars); ` +
      `NB baseline trained in ${nbSeconds.toFixed(1)} s\n`,
  );
  process.stdout.write(
    JSON.stringify({ textsPerSec, accuracy: acc, baselineAccuracy: base }) + '\n',
  );
}

main();
