#!/usr/bin/env node
// Copies non-TypeScript runtime assets (the sentiment weights) from src to dist after tsc.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const assets = [['apps/server/src/nlp/sentiment/model', 'apps/server/dist/nlp/sentiment/model']];
for (const [from, to] of assets) {
  fs.cpSync(path.join(root, from), path.join(root, to), { recursive: true });
}
