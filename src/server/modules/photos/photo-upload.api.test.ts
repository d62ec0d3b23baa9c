import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumRequiredMessage } from '../../../contracts/billing';
import { photoAnalysisSchema, photoMessages, photoNotices } from '../../../contracts/photos';
import { users } from '../../db/schema';
import { take } from '../../http/rate-limiter';
import { UPLOADS_PER_HOUR, uploadLimit } from './photo-limits';
import {
  gifImage,
  hasGpsIfd,
  heicFile,
  jpegWithGps,
  plateJpeg,
  pngBomb,
  pngImage,
  svgWithScript,
  webpImage,
} from '../../test/image-fixtures';
import { fetchPhoto, photoCount, uploadPhoto } from '../../test/photo-upload';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: ReturnType<typeof browser>;
let bia: ReturnType<typeof browser>;
let anaId: string;
beforeAll(async () => {
  t = await createTestApp(); // no vision model configured
  ana = browser(t.app);
  bia = browser(t.app);
  anaId = (await ana.post('/api/auth/signup', validSignup({ email: 'ana.fotos@example.com' }))).body.id;
  await bia.post('/api/auth/signup', validSignup({ email: 'bia.fotos@example.com' }));
});
afterAll(() => t.close());

describe('POST /api/analysis/photo sem modelo de visão', () => {
  it('guarda a foto e pede uma descrição', async () => {
    const res = await uploadPhoto(t.app, ana, await plateJpeg());
    expect(res.status).toBe(200);
    const body = photoAnalysisSchema.parse(res.body);
    expect(body).toMatchObject({ model: null, items: [], unmatched: [], needsDescription: true, cached: false });
    expect(body.notice).toBe(photoNotices.noModel);
    expect((await fetchPhoto(t.app, ana, body.photoId)).status).toBe(200);
  });

  it('fala com a pessoa, não sobre o servidor, e diz antes que as fotos não são reconhecidas', async () => {
    const body = photoAnalysisSchema.parse((await uploadPhoto(t.app, ana, await plateJpeg(320, 240, 9))).body);
    expect(body.notice).toMatch(/Descreva o prato em poucas palavras e eu calculo para você/);
    expect(body.notice).not.toMatch(/modelo|servidor|configurad/i);
    expect((await ana.get('/api/analysis/photo')).body).toEqual({ recognizes: false });
    expect((await browser(t.app).get('/api/analysis/photo')).status).toBe(401);
  });

  it('analisa o que a pessoa digitou com a foto, para que nunca se perca', async () => {
    const res = await uploadPhoto(t.app, ana, await plateJpeg(320, 240, 2), { text: 'arroz e uma concha de feijão' });
    expect(res.body.items.map((i: { foodName: string }) => i.foodName)).toEqual([
      'Arroz branco cozido',
      'Feijão carioca cozido',
    ]);
    expect(res.body.needsDescription).toBe(false);
  });

  it('guarda a mesma imagem uma vez por pessoa', async () => {
    const bytes = await plateJpeg(300, 200, 3);
    const first = await uploadPhoto(t.app, ana, bytes);
    const before = await photoCount(t.db, anaId);
    const second = await uploadPhoto(t.app, ana, bytes);
    expect(second.body.photoId).toBe(first.body.photoId);
    expect(await photoCount(t.db, anaId)).toBe(before);
  });
});

describe('processamento de imagens', () => {
  it('endireita a foto e remove o EXIF, GPS incluído', async () => {
    const original = await jpegWithGps();
    const meta = await sharp(original).metadata();
    expect([hasGpsIfd(meta.exif), meta.orientation, meta.width]).toEqual([true, 6, 400]); // the case is real
    const res = await uploadPhoto(t.app, ana, original);
    const stored = await fetchPhoto(t.app, ana, res.body.photoId);
    const storedMeta = await sharp(stored.bytes).metadata();
    expect(storedMeta.exif).toBeUndefined();
    expect(storedMeta.xmp).toBeUndefined();
    expect(storedMeta.orientation).toBeUndefined();
    expect([storedMeta.width, storedMeta.height]).toEqual([300, 400]);
    expect(stored.bytes.includes(Buffer.from('NutriCam'))).toBe(false);
  });

  it('guarda um JPEG de ≤ 1280 px e uma miniatura de ≤ 320 px; aceita PNG e WebP', async () => {
    const res = await uploadPhoto(t.app, ana, await webpImage(), { filename: 'x.webp', type: 'image/webp' });
    expect(res.status).toBe(200);
    const display = await sharp((await fetchPhoto(t.app, ana, res.body.photoId)).bytes).metadata();
    const thumb = await sharp((await fetchPhoto(t.app, ana, res.body.photoId, '?size=thumb')).bytes).metadata();
    expect([display.format, display.width, display.height]).toEqual(['jpeg', 1280, 960]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 320, 240]);
    expect((await uploadPhoto(t.app, ana, await pngImage(), { type: 'image/png' })).status).toBe(200);
  });

  it('recusa pelo conteúdo o que não é JPEG, PNG ou WebP, qualquer que seja o nome e o tipo', async () => {
    const before = await photoCount(t.db);
    const cases: Array<[string, Buffer, number, string]> = [
      ['text named .jpg', Buffer.from('arroz, feijão e bife'), 415, photoMessages.notImage],
      ['SVG with a script', svgWithScript(), 415, photoMessages.svg],
      ['HEIC', heicFile(), 415, photoMessages.heic],
      ['GIF', await gifImage(), 415, photoMessages.gif],
    ];
    for (const [name, bytes, status, message] of cases) {
      const res = await uploadPhoto(t.app, ana, bytes, { filename: 'foto.jpg', type: 'image/jpeg' });
      expect([name, res.status, res.body.error.message]).toEqual([name, status, message]);
    }
    expect(photoMessages.heic).toContain('Mais compatível');
    expect(await photoCount(t.db)).toBe(before);
  });

  it('recusa um JPEG truncado', async () => {
    const jpeg = await plateJpeg(640, 480, 4);
    const res = await uploadPhoto(t.app, ana, jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'invalid_image', message: photoMessages.corrupt });
  });

  it('recusa pelo cabeçalho uma bomba PNG de 100 megapixels, sem decodificá-la', async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await uploadPhoto(t.app, ana, bomb, { filename: 'bomba.png', type: 'image/png' });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'image_too_large', message: photoMessages.tooManyPixels });
  });

  it('recusa um arquivo de 20 MB com 413', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await uploadPhoto(t.app, ana, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'payload_too_large', message: photoMessages.tooBig });
  });

  it('pede uma foto quando o formulário não tem, e pede multipart', async () => {
    const res = await uploadPhoto(t.app, ana, await plateJpeg(), { field: 'foto' });
    expect([res.status, res.body.error.message]).toEqual([400, photoMessages.missing]);
    expect((await ana.post('/api/analysis/photo', { photo: 'x' })).status).toBe(400);
    const long = await uploadPhoto(t.app, ana, await plateJpeg(), { text: 'arroz '.repeat(400) });
    expect(long.status).toBe(400);
  });
});

describe('GET /api/photos/:id', () => {
  it('serve a foto só para o dono, em modo privado e com nosniff', async () => {
    const { photoId } = (await uploadPhoto(t.app, ana, await plateJpeg(200, 200, 5))).body;
    const own = await fetchPhoto(t.app, ana, photoId);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toMatch(/^private/);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetchPhoto(t.app, bia, photoId)).status).toBe(404);
    expect((await fetchPhoto(t.app, bia, photoId, '?size=thumb')).status).toBe(404);
    expect((await fetchPhoto(t.app, browser(t.app), photoId)).status).toBe(401);
    expect((await fetchPhoto(t.app, ana, 'nao-e-um-id')).status).toBe(404);
    expect((await fetchPhoto(t.app, ana, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('exige sessão e envio da mesma origem', async () => {
    expect((await uploadPhoto(t.app, browser(t.app), await plateJpeg())).status).toBe(401);
    const foreign = await ana.post('/api/analysis/photo', {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});

describe('Premium', () => {
  it('recusa a análise de foto com 402 quando o teste acaba sem assinatura, e continua mostrando as fotos antigas', async () => {
    const dani = browser(t.app);
    const { id } = (await dani.post('/api/auth/signup', validSignup({ email: 'dani.fotos@example.com' }))).body;
    const { photoId } = (await uploadPhoto(t.app, dani, await plateJpeg(200, 200, 12))).body;
    await t.db
      .update(users)
      .set({ trialEndsAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(users.id, id));
    const res = await uploadPhoto(t.app, dani, await plateJpeg(200, 200, 13));
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'premium_required', message: premiumRequiredMessage('photo_analysis') });
    expect((await fetchPhoto(t.app, dani, photoId)).status).toBe(200);
  });
});

describe('limite de envios', () => {
  it('barra uma enxurrada de envios com um 429 em pt-BR', async () => {
    const cris = browser(t.app);
    const { id } = (await cris.post('/api/auth/signup', validSignup({ email: 'cris.fotos@example.com' }))).body;
    const now = t.clock.now();
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) await take(t.db, [uploadLimit(id)], now);
    const res = await uploadPhoto(t.app, cris, await plateJpeg());
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: 'too_many_uploads', message: photoMessages.tooManyUploads });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(61 * 60 * 1000);
    expect((await uploadPhoto(t.app, cris, await plateJpeg())).status).toBe(200);
  });
});
