// Development/test entry of the print worker: registers tsx, then loads the TypeScript source.
// Built code starts print-worker.js directly and never uses this file.
import { register } from 'tsx/esm/api';

register();
await import('./print-worker.ts');
