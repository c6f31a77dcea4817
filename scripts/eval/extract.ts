/**
 * `npm run eval:extract [-- --verbose]`: scores page extraction and feed parsing on the labelled
 * corpus in apps/server/test/fixtures/extract and prints ONE JSON line:
 * {"pages","realPages","title","time","author","body","feeds","feedFiles","refused","foreignErrors"}.
 * `--verbose` also lists every miss on stderr.
 */
import { parseArgs } from 'node:util';
import { evaluateCorpus } from '../../apps/server/src/ingest/collect/corpus-eval.js';
import { CORPUS_DIR } from './corpus-manifest.js';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const { figures, failures } = evaluateCorpus(CORPUS_DIR);
if (values.verbose) {
  for (const f of failures) {
    process.stderr.write(`${f.file}\t${f.field}\twant ${f.want}\tgot ${f.got}\n`);
  }
}
process.stdout.write(`${JSON.stringify(figures)}\n`);
