/**
 * `npm run eval:sentiment -- FILE.csv [FILE.csv…]`: scores the committed sentiment model on
 * `label,text` CSVs and prints one JSON line per file: {"file","n","accuracy"}.
 *
 * Labels: 1/0 (positive/negative) or the SMP2020 emotions (happy → positive, neutral → neutral,
 * angry/sad/fear → negative; surprise rows are skipped and not counted in n). A file whose labels
 * are all 1/0 is binary and the sign of `score` decides; otherwise the three-way label must match.
 * `--model PATH` scores another weights file (e.g. a fresh `train:sentiment --out`).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSentimentModel } from '../../apps/server/src/nlp/sentiment/load-model.js';
import { accuracy, readLabelledCsv } from './split.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { model: { type: 'string' } },
});
if (positionals.length === 0) {
  process.stderr.write('usage: eval:sentiment -- [--model PATH] FILE.csv [FILE.csv…]\n');
  process.exit(2);
}
// npm runs scripts from the repo root; INIT_CWD is where the user typed the command.
const cwd = process.env.INIT_CWD ?? process.cwd();
const model = loadSentimentModel(values.model ? path.resolve(cwd, values.model) : undefined);
for (const file of positionals) {
  const { examples, binary } = readLabelledCsv(path.resolve(cwd, file));
  const acc = accuracy({ binary, validation: examples }, (text) => model.predict(text));
  process.stdout.write(
    JSON.stringify({ file, n: examples.length, accuracy: Number(acc.toFixed(4)) }) + '\n',
  );
}
