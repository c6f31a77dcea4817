/**
 * Writes the validation part of every sentiment corpus as `<set>.validation.csv` (`label,text`)
 * into OUTDIR (default: a folder in the OS temp dir), so `eval:sentiment` can be run on them.
 * The files are derived from ../shared/data: keep them out of the repo.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCorpora, validationCsv } from './split.js';

const cwd = process.env.INIT_CWD ?? process.cwd();
const outDir = path.resolve(
  cwd,
  process.argv[2] ?? path.join(os.tmpdir(), 'guanlan-sentiment-val'),
);
fs.mkdirSync(outDir, { recursive: true });
for (const corpus of loadCorpora()) {
  const file = path.join(outDir, `${corpus.name}.validation.csv`);
  fs.writeFileSync(file, validationCsv(corpus));
  process.stdout.write(`${file}  (${corpus.validation.length} rows)\n`);
}
