import type { TestApp } from '../../../../test/helpers/test-app.js';
import { ensureSource } from '../index.js';

const HOUR = 3_600_000;

/** Inserts a collection source (the source directory row an article is abroad by). */
function addSource(
  t: TestApp,
  name: string,
  fields: { country: string | null; language: string; isAbroad: boolean },
): Promise<number> {
  const url = `https://${name.toLowerCase().replace(/\W+/g, '')}.example.com/`;
  return ensureSource(t.db, { name, url, ...fields }, t.clock.now());
}

/**
 * The monitoring family's fixed corpus (hand-countable): abroad news from the USA (English)
 * and Japan (Japanese), a domestic article with the same words, and short videos on 抖音 and
 * B站. Words: "trade" / 貿易 / 贸易 mark the trade story.
 */
export async function seedMonitorCorpus(t: TestApp) {
  const us = await addSource(t, 'US Daily', { country: '美国', language: 'en', isAbroad: true });
  const jp = await addSource(t, 'Tokyo Shimbun', {
    country: '日本',
    language: 'ja',
    isAbroad: true,
  });
  const cn = await addSource(t, '国内新闻网', { country: null, language: 'zh', isAbroad: false });
  const at = (h: number) => t.clock.now() - h * HOUR;
  await t.ingest.pipeline.ingest([
    {
      url: 'https://usdaily.example.com/trade-1',
      title: 'Trade talks resume between the two countries',
      content: 'Negotiators said the trade talks would continue next week in Geneva.',
      siteName: 'US Daily',
      sourceId: us,
      isAbroad: true,
      language: 'en',
      publishTime: at(2),
    },
    {
      url: 'https://usdaily.example.com/weather',
      title: 'Sunny weekend expected on the east coast',
      content: 'Forecasters expect a sunny and warm weekend.',
      siteName: 'US Daily',
      sourceId: us,
      isAbroad: true,
      language: 'en',
      publishTime: at(3),
    },
    {
      url: 'https://usdaily.example.com/tradition',
      title: 'A tradition of autumn festivals',
      content: 'Towns celebrate the tradition every October.',
      siteName: 'US Daily',
      sourceId: us,
      isAbroad: true,
      language: 'en',
      publishTime: at(4),
    },
    {
      url: 'https://tokyo.example.jp/boueki',
      title: '貿易協議が来週再開へ',
      content: '両国の貿易協議は来週ジュネーブで再開される見通しだ。',
      siteName: 'Tokyo Shimbun',
      sourceId: jp,
      isAbroad: true,
      language: 'ja',
      publishTime: at(5),
    },
    {
      url: 'https://news.example.cn/maoyi',
      title: '中美贸易磋商下周重启 trade',
      content: '双方贸易磋商将于下周在日内瓦重启。',
      siteName: '国内新闻网',
      sourceId: cn,
      isAbroad: false,
      language: 'zh',
      publishTime: at(6),
    },
    {
      url: 'https://www.douyin.com/video/1',
      title: '贸易博览会现场直击',
      content: '带你逛贸易博览会。',
      siteName: '抖音',
      carrier: 'video',
      language: 'zh',
      author: { name: '会展小王' },
      publishTime: at(7),
    },
    {
      url: 'https://www.bilibili.com/video/BV1',
      title: '一分钟看懂贸易顺差',
      content: '贸易顺差是什么？',
      siteName: 'B站',
      carrier: 'video',
      language: 'zh',
      author: { name: '经济课代表' },
      publishTime: at(8),
    },
  ]);
  return { us, jp, cn };
}
