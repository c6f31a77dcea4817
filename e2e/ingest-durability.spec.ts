import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, tempDataDir } from './helpers/server.js';
import type { RunningServer } from './helpers/server.js';
import { adminToken } from './helpers/session.js';

const PASSWORD = 'Durable2026x';

const login = (url: string) => adminToken(url, PASSWORD);

function batch(sender: number, n: number, size: number): { urls: string[]; body: string } {
  const urls: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < size; i += 1) {
    const url = `https://durable.example.cn/${sender}/${n}/${i}.html`;
    urls.push(url);
    lines.push(
      JSON.stringify({
        url,
        title: `第${n}批第${i}条：某市召开防汛工作会议部署汛期安全`,
        content:
          '会议要求各部门压实责任，做好汛期值班值守和应急处置，确保群众生命财产安全。'.repeat(8),
        carrier: 'news',
      }),
    );
  }
  return { urls, body: lines.join('\n') };
}

describe('ingest API durability under SIGKILL', () => {
  let server: RunningServer | undefined;
  const dataDir = tempDataDir();
  afterAll(async () => {
    await server?.stop();
  });

  it('loses no article of an acknowledged batch when the process is killed mid-batch', async () => {
    server = await startServer({ dataDir, env: { GUANLAN_ADMIN_PASSWORD: PASSWORD } });
    const token = await login(server.url);
    const keyRes = await fetch(`${server.url}/api/dataSource/saveApiKey?name=durability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, deviceInfo: 'web' },
    });
    const apiKey = ((await keyRes.json()) as { data: { apiKey: string } }).data.apiKey;

    const acknowledged: string[] = [];
    // The bodies of acknowledged batches, in the order their 202s came back: which sender's
    // batch is acknowledged first depends on the server's order under load.
    const acknowledgedBodies: string[] = [];
    let inFlightAtKill = 0;
    let stop = false;
    const sender = async (id: number) => {
      for (let n = 0; !stop; n += 1) {
        const { urls, body } = batch(id, n, 100);
        try {
          const res = await fetch(`${server!.url}/ingest/v1/articles`, {
            method: 'POST',
            headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-ndjson' },
            body,
          });
          if (res.status === 202) {
            acknowledged.push(...urls);
            acknowledgedBodies.push(body);
          }
        } catch {
          if (stop) {
            inFlightAtKill += 1;
          }
          return;
        }
      }
    };
    const senders = [sender(1), sender(2), sender(3)];
    // Let several batches commit, then kill -9 while others are in flight.
    while (acknowledged.length < 600) {
      await new Promise((r) => setTimeout(r, 50));
    }
    stop = true;
    await server.stop('SIGKILL');
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThanOrEqual(600);
    expect(inFlightAtKill).toBeGreaterThan(0);

    const db = new Database(path.join(dataDir, 'guanlan.sqlite'));
    const has = db.prepare('SELECT 1 FROM article WHERE url = ?');
    const missing = acknowledged.filter((u) => !has.get(u));
    db.close();
    expect(missing).toEqual([]);

    server = await startServer({ dataDir, env: { GUANLAN_ADMIN_PASSWORD: PASSWORD } });
    // An acknowledged batch sent again after the restart: every line a duplicate.
    const resend = await fetch(`${server.url}/ingest/v1/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-ndjson' },
      body: acknowledgedBodies[0],
    });
    expect(await resend.json()).toMatchObject({ accepted: 0, duplicates: 100 });
  });
});
