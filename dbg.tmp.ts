import fs from 'node:fs';
import { extractArticle } from './apps/server/src/ingest/collect/extract.js';
const f = process.argv[2]!;
const r = extractArticle(fs.readFileSync(f, 'utf8'), process.argv[3] ?? 'https://news.ifeng.com/c/7kQcQG2peWU');
console.log({ ...r, html: undefined, content: undefined });
console.log(r.content);
