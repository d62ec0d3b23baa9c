import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWhatsappGraph, startRecordingServer, type FakeWhatsappGraph } from '../../test/fake-whatsapp-graph';
import { isAllowedMediaUrl, whatsappGraph, WhatsappRejected } from './whatsapp-graph';

/**
 * The media download sends the access token, so it reaches only the allowed hosts
 * (WHATSAPP_MEDIA_HOSTS) and follows no redirect (issue 29 finding 2).
 */
const options = { phoneNumberId: '1234567890', accessToken: 'token-secreto' };
const limits = { maxBytes: 1024 * 1024, types: ['image/jpeg'] };
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xd9]);
let graph: FakeWhatsappGraph;
let elsewhere: Awaited<ReturnType<typeof startRecordingServer>>;
let client: ReturnType<typeof whatsappGraph>;

beforeAll(async () => {
  graph = await startFakeWhatsappGraph(options);
  elsewhere = await startRecordingServer();
  client = whatsappGraph({ ...options, apiUrl: graph.url, mediaHosts: [new URL(graph.url).host], timeoutMs: 2000 });
});
afterAll(async () => {
  await graph.close();
  await elsewhere.close();
});
beforeEach(() => {
  graph.reset();
  elsewhere.requests.length = 0;
});

describe('downloadMedia: só dos hosts da Meta', () => {
  it('baixa do host permitido', async () => {
    graph.addMedia('1', JPEG);
    expect((await client.downloadMedia('1', limits)).bytes).toEqual(JPEG);
    expect(graph.requests).toEqual(['GET /1', 'GET /media-files/1']);
  });

  it('recusa uma URL em outro host, sem enviar nada para lá', async () => {
    graph.addMedia('2', JPEG, 'image/jpeg', { url: `${elsewhere.url}/x.jpg` });
    await expect(client.downloadMedia('2', limits)).rejects.toBeInstanceOf(WhatsappRejected);
    expect(elsewhere.requests).toEqual([]);
  });

  it('não segue um redirecionamento para outro host (o token ficaria lá)', async () => {
    graph.addMedia('3', JPEG, 'image/jpeg', { redirectTo: `${elsewhere.url}/x.jpg` });
    await expect(client.downloadMedia('3', limits)).rejects.toBeInstanceOf(WhatsappRejected);
    expect(graph.requests).toEqual(['GET /3', 'GET /media-files/3']);
    expect(elsewhere.requests).toEqual([]);
  });

  it('a regra: HTTPS num host da lista (HTTP só em loopback), sem credenciais na URL', () => {
    const hosts = ['lookaside.fbsbx.com'];
    expect(isAllowedMediaUrl('https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1', hosts)).toBe(true);
    expect(isAllowedMediaUrl('http://lookaside.fbsbx.com/a', hosts)).toBe(false);
    expect(isAllowedMediaUrl('https://lookaside.fbsbx.com.evil.example/a', hosts)).toBe(false);
    expect(isAllowedMediaUrl('https://evil.example/lookaside.fbsbx.com', hosts)).toBe(false);
    expect(isAllowedMediaUrl('https://x:y@lookaside.fbsbx.com/a', hosts)).toBe(false);
    expect(isAllowedMediaUrl('https://lookaside.fbsbx.com:8443/a', hosts)).toBe(false);
    expect(isAllowedMediaUrl('não é url', hosts)).toBe(false);
  });
});
