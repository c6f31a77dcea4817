/**
 * bench:report — report generation over the bench:query database (BENCH_ARTICLES, default
 * 1,000,000 articles with 50 topics; cached under /tmp): the real server in its own process with
 * only its report runner, timed from saveBriefing to a generated snapshot for (1) a 专题报告 of
 * the busiest topic over 30 days and (2) a 月报-sized report over all 50 topics; then the Word,
 * Excel and PDF downloads of the first (the web app is built first when missing: the PDF is
 * Chromium printing its report page). Ends with one JSON line of the figures in ms.
 */
import { DAY_MS, briefingCalls, loginCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { dataOf, httpCaller } from './query-http.js';
import { BENCH_PASSWORD, BENCH_USER } from './query-seed.js';
import { cpuMs, ensureWebBuilt, log, rssMb, seededDb, settle, startServer } from './query-setup.js';

interface Info {
  status: string;
  progress: number;
  errorText: string | null;
  snapshot: { facts: { total: number } } | null;
}

ensureWebBuilt();
const info = await seededDb();
const busy = info.specials.reduce((a, b) => (b.hits30d > a.hits30d ? b : a));
const endTime = info.seededAt;
const startTime = endTime - 30 * DAY_MS;
const { child, port } = await startServer({ BENCH_REPORTS: '1' });
await settle(child.pid!);
const figures: Record<string, number | string> = { articles: info.articles };
try {
  const base = `http://127.0.0.1:${port}`;
  const login = dataOf(
    await httpCaller(base)<{ accessToken: string }>(loginCalls.ajaxLogin, {
      userName: BENCH_USER,
      password: BENCH_PASSWORD,
    }),
    '登录',
  );
  const call = httpCaller(base, login.accessToken);

  /** saveBriefing → generated snapshot, polling every 50 ms; answers its id. */
  const generate = async (name: string, title: string, input: Record<string, unknown>) => {
    const t0 = performance.now();
    const cpu0 = cpuMs(child.pid!);
    const { briefingId } = dataOf(
      await call<{ briefingId: number }>(briefingCalls.saveBriefing, {
        briefingTitle: title,
        briefingStartTime: startTime,
        briefingEndTime: endTime,
        ...input,
      }),
      title,
    );
    for (;;) {
      const r = dataOf(await call<Info>(briefingCalls.findBriefingInfo, { briefingId }), title);
      if (r.status === 'done' || r.status === 'failed') {
        const ms = Math.round(performance.now() - t0);
        // The server's CPU over the generation (the 50 ms polls included): wall time under load
        // carries queueing.
        const cpu = cpuMs(child.pid!) - cpu0;
        figures[name] = ms;
        figures[`${name}CpuMs`] = cpu;
        log(
          `  ${title}：${r.status === 'done' ? '已生成' : `失败 ${r.errorText}`}，${ms} ms（服务器 CPU ${cpu} ms），信息总量 ${r.snapshot?.facts.total ?? '—'}`,
        );
        return briefingId;
      }
      await new Promise((res) => setTimeout(res, 50));
    }
  };
  log(
    `\n专题「${busy.name}」近 30 天命中 ${busy.hits30d.toLocaleString('en-US')} 篇；全部 ${info.specials.length} 个专题`,
  );
  const one = await generate('topicReport30d', `${busy.name}专题报告（30天）`, {
    briefingType: 'special',
    specialIds: [busy.specialId],
  });
  figures.topicArticles30d = busy.hits30d;
  await generate('allTopicsReport30d', '全部专题舆情月报（30天）', { briefingType: 'month' });

  const download = async (name: string, ext: string) => {
    const def: CallDef = briefingCalls.downBriefing;
    const t0 = performance.now();
    const res = await fetch(`${base}${def.path}?briefingId=${one}&extensionName=${ext}`, {
      method: 'POST',
      headers: { authorization: login.accessToken },
    });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = Math.round(performance.now() - t0);
    const ok = !String(res.headers.get('content-type')).includes('json');
    figures[name] = ok ? ms : `失败：${body.toString('utf8').slice(0, 120)}`;
    log(`  下载 ${ext}：${ok ? `${ms} ms，${Math.round(body.length / 1024)} KB` : figures[name]}`);
  };
  await download('docxMs', 'docx');
  await download('xlsxMs', 'xlsx');
  await download('pdfMs', 'pdf');
} finally {
  const mem = child.pid ? rssMb(child.pid) : { rss: 0, peak: 0 };
  child.kill('SIGTERM');
  figures.rssMb = mem.rss;
  figures.peakRssMb = mem.peak;
  log(JSON.stringify(figures));
}
