import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifImage, hasGpsIfd, jpegWithGps, pngImage, webpImage } from '../../test/image-fixtures';
import { TEST_ORIGIN, browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<typeof browser>;
const cookieOf = (client: Client) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(client: Client, bytes: Uint8Array, field = 'avatar') {
  const form = new FormData();
  form.set(field, new File([new Uint8Array(bytes)], 'eu.jpg', { type: 'image/jpeg' }));
  const res = await t.app.request('/api/settings/avatar', {
    method: 'PUT',
    body: form,
    headers: { origin: TEST_ORIGIN, cookie: cookieOf(client) },
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function fetchAvatar(client: Client, url: string) {
  const res = await t.app.request(url, { headers: { cookie: cookieOf(client) } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

let n = 0;
async function person() {
  n += 1;
  const client = browser(t.app);
  await client.post('/api/auth/signup', validSignup({ email: `avatar.${n}@example.com` }));
  return client;
}

describe('foto de perfil', () => {
  it('reprocessa a foto (de pé, sem EXIF nem GPS, ≤ 320 px) e só a dona a vê', async () => {
    const ana = await person();
    const res = await upload(ana, await jpegWithGps());
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toMatch(/^\/api\/settings\/avatar\?v=[0-9a-f]{18}$/);
    const got = await fetchAvatar(ana, res.body.avatarUrl);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/jpeg');
    const meta = await sharp(got.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(hasGpsIfd(meta.exif)).toBe(false);
    expect(meta.exif).toBeUndefined();
    // 400×300 stored sideways with Orientation 6: upright it is 225×300 after the 320 px box.
    expect(meta.height).toBeGreaterThan(meta.width!);
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);

    const bia = await person();
    expect((await fetchAvatar(bia, res.body.avatarUrl)).status).toBe(404);
  });

  it('aceita PNG e WebP, troca a anterior e remove', async () => {
    const caio = await person();
    const first = await upload(caio, await pngImage());
    expect(first.status).toBe(200);
    const second = await upload(caio, await webpImage());
    expect(second.status).toBe(200);
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    const removed = await caio.send('DELETE', '/api/settings/avatar');
    expect(removed.body.avatarUrl).toBeNull();
    expect((await fetchAvatar(caio, first.body.avatarUrl)).status).toBe(404);
  });

  it('recusa GIF, arquivo vazio ou campo errado com mensagem clara', async () => {
    const dani = await person();
    const gif = await upload(dani, await gifImage());
    expect(gif.status).toBe(415);
    expect(gif.body.error.message).toBe('GIFs não são aceitos. Envie uma foto em JPEG, PNG ou WebP.');
    const wrongField = await upload(dani, await pngImage(), 'photo');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.fields.avatar).toBe('Escolha uma foto em JPEG, PNG ou WebP.');
    expect((await upload(browser(t.app), await pngImage())).status).toBe(401);
  });
});
