import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, normaliseConfig, runtimeConfig, websocketUrl } from './config';

const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('api/config', () => {
  it('reads the media-service base and the websocket address', async () => {
    const config = await loadRuntimeConfig(() =>
      reply({ mediaServiceBase: '/media', websocketUrl: 'wss://x/ws', extra: 1 }),
    );
    expect(config).toEqual({ mediaServiceBase: '/media', websocketUrl: 'wss://x/ws' });
    expect(runtimeConfig()).toEqual(config);
  });

  it('starts with defaults when the file is missing or the fetch fails', async () => {
    await expect(loadRuntimeConfig(() => reply({}, 404))).resolves.toEqual({
      mediaServiceBase: '',
      websocketUrl: '',
    });
    await expect(
      loadRuntimeConfig(() => Promise.reject(new TypeError('offline'))),
    ).resolves.toEqual({
      mediaServiceBase: '',
      websocketUrl: '',
    });
  });

  it('ignores fields of the wrong type', () => {
    expect(normaliseConfig({ mediaServiceBase: 5, websocketUrl: 'ws://a' })).toEqual({
      mediaServiceBase: '',
      websocketUrl: 'ws://a',
    });
    expect(normaliseConfig('nonsense')).toEqual({ mediaServiceBase: '', websocketUrl: '' });
  });

  it('derives the websocket address from the page when none is configured', async () => {
    await loadRuntimeConfig(() => reply({}));
    expect(websocketUrl({ protocol: 'https:', host: 'yq.example.cn' })).toBe(
      'wss://yq.example.cn/ws',
    );
  });
});
