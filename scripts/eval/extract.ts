/**
 * `npm run eval:extract [-- --verbose]`: scores page extraction and feed parsing on the two
 * labelled corpora and prints ONE JSON line. `real` is the set of real pages and feeds
 * (apps/server/test/fixtures/extract-real, taken from public test suites, hand-labelled);
 * `constructed` is the set built by build-extract-corpus.ts (apps/server/test/fixtures/extract).
 * Each has pages, title, time (to the minute), author (author/source where shown), body (mean
 * character-bigram F1), feeds (fully right), feedFiles, refused and foreignErrors.
 * `--verbose` also lists every miss on stderr. `--only <regexp>` scores only the files whose
 * corpus path matches (a held-out batch, e.g. `--only 'r(3[0-9]|4[0-9])-'`).
 */
import { parseArgs } from 'node:util';
import { evaluateCorpus } from '../../apps/server/src/ingest/collect/corpus-eval.js';
import { CORPUS_DIR, REAL_CORPUS_DIR } from './corpus-manifest.js';

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const out: Record<string, unknown> = {};
for (const [name, dir] of [
  ['real', REAL_CORPUS_DIR],
  ['constructed', CORPUS_DIR],
] as const) {
  const only = values.only ? new RegExp(values.only) : undefined;
  const { figures, failures } = evaluateCorpus(dir, only && ((file) => only.test(file)));
  const rest: Record<string, unknown> = { ...figures };
  delete rest.real;
  delete rest.realPages;
  out[name] = rest;
  if (values.verbose) {
    for (const f of failures) {
      process.stderr.write(`${name}\t${f.file}\t${f.field}\twant ${f.want}\tgot ${f.got}\n`);
    }
  }
}
process.stdout.write(`${JSON.stringify(out)}\n`);
