// Development/test entry of the analysis worker: registers tsx, then loads the TypeScript source.
// Built code starts analyse-worker.js directly and never uses this file.
import { register } from 'tsx/esm/api';

register();
await import('./analyse-worker.ts');
