// Development/test entry of the WAL checkpoint thread: registers tsx, then loads the TypeScript
// source. Built code starts checkpoint-worker.js directly and never uses this file.
import { register } from 'tsx/esm/api';

register();
await import('./checkpoint-worker.ts');
