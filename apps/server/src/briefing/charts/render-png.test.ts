import { describe, expect, it, vi } from 'vitest';
import { sentimentPieOption } from './options.js';
import { renderChartPng } from './render-png.js';

// A machine without any CJK font: the chart must still come out, drawn with system fonts.
vi.mock('./font.js', () => ({ chartFont: () => ({ file: null, family: null }) }));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('renderChartPng', () => {
  it('draws a PNG twice the page size even when no CJK font is installed', async () => {
    const pie = sentimentPieOption({
      columns: [],
      rows: [
        { sentiment: 'positive', name: '正面', count: 2 },
        { sentiment: 'negative', name: '负面', count: 1 },
      ],
    });
    const image = await renderChartPng(pie, 300, 200);
    expect(image.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR width and height (big-endian at bytes 16 and 20).
    expect([image.png.readUInt32BE(16), image.png.readUInt32BE(20)]).toEqual([600, 400]);
    expect([image.width, image.height]).toEqual([300, 200]);
  }, 30_000);
});
