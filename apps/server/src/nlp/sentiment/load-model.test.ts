import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SENTIMENT_MODEL_URL, loadSentimentModel } from './load-model.js';

const model = loadSentimentModel();

describe('loadSentimentModel', () => {
  it('finds the committed weights beside the module and keeps them within 4 MB', () => {
    expect(existsSync(DEFAULT_SENTIMENT_MODEL_URL)).toBe(true);
    expect(statSync(DEFAULT_SENTIMENT_MODEL_URL).size).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(model.params.weights.length).toBe(2 ** model.params.bits * 3);
  });

  it('explains how to get weights when the file is missing', () => {
    expect(() => loadSentimentModel('/nonexistent/sentiment.bin')).toThrow(/train:sentiment/);
  });
});

describe('committed sentiment model', () => {
  it.each([
    '服务态度非常好，下次还来',
    '物流很快，包装完好，非常满意',
    '房间干净，早餐丰富，前台服务热情',
  ])('reads %s as positive', (text) => {
    const p = model.predict(text);
    expect(p.label).toBe('positive');
    expect(p.score).toBeGreaterThan(0.5);
  });

  it.each(['质量太差了，再也不买', '等了两个小时才送到，饭都凉了', '垃圾产品，客服也不理人'])(
    'reads %s as negative',
    (text) => {
      const p = model.predict(text);
      expect(p.label).toBe('negative');
      expect(p.score).toBeLessThan(-0.5);
    },
  );

  it.each([
    '会议于上午9时在市政府三楼会议室召开。',
    '地铁2号线将于明日起调整运营时间。',
    '新华社北京3月5日电 第十三届全国人民代表大会第三次会议在人民大会堂开幕。',
  ])('reads the factual sentence %s as neutral with a near-zero score', (text) => {
    const p = model.predict(text);
    expect(p.label).toBe('neutral');
    expect(Math.abs(p.score)).toBeLessThan(0.2);
  });

  it('keeps score within −1..1 and confidence within 0..1', () => {
    for (const text of ['好', '差', '一般般吧', '😀😀😀', 'x'.repeat(2000)]) {
      const p = model.predict(text);
      expect(Math.abs(p.score)).toBeLessThanOrEqual(1);
      expect(p.confidence).toBeGreaterThanOrEqual(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('gives predictBatch exactly the results of predict, in order', () => {
    const texts = [
      '质量太差了，再也不买',
      '',
      '服务态度非常好，下次还来',
      '公司发布半年度报告',
      '好',
    ];
    expect(model.predictBatch(texts)).toEqual(texts.map((t) => model.predict(t)));
  });
});
