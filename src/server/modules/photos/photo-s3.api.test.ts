import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMessages } from '../../../contracts/photos';
import { s3Storage } from '../../adapters/storage/s3-storage';
import { startFakeS3 } from '../../test/fake-s3';
import { plateJpeg } from '../../test/image-fixtures';
import { fetchPhoto, uploadPhoto } from '../../test/photo-upload';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

const credentials = { accessKeyId: 'nutri-api', secretAccessKey: 'nutri-api-secret-0123456789' };
let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
let ana: ReturnType<typeof browser>;
beforeAll(async () => {
  fakeS3 = await startFakeS3({ bucket: 'fotos', ...credentials });
  const storage = s3Storage({ bucket: 'fotos', region: 'sa-east-1', endpoint: fakeS3.endpoint, ...credentials });
  t = await createTestApp({ storage });
  ana = browser(t.app);
  await ana.post('/api/auth/signup', validSignup({ email: 'ana.s3@example.com' }));
});
afterAll(async () => {
  await t.close();
  await fakeS3.close();
});

describe('fotos em armazenamento compatível com S3 (simulado localmente)', () => {
  it('guarda a foto e a miniatura como objetos e as serve ao dono', async () => {
    const res = await uploadPhoto(t.app, ana, await plateJpeg(1600, 1200, 9));
    expect(res.status).toBe(200);
    const keys = [...fakeS3.objects.keys()].filter((key) => key.includes(res.body.photoId));
    expect(keys.sort()).toEqual([
      expect.stringMatching(/^photos\/[0-9a-f-]+\/[0-9a-f-]+-thumb\.jpg$/),
      expect.stringMatching(/^photos\/[0-9a-f-]+\/[0-9a-f-]+\.jpg$/),
    ]);
    const full = await fetchPhoto(t.app, ana, res.body.photoId);
    expect((await sharp(full.bytes).metadata()).width).toBe(1280);
    expect(fakeS3.objects.get(keys[1]!)?.contentType).toBe('image/jpeg');
  });

  it('responde 503 com uma mensagem quando o armazenamento está fora do ar, nunca um 500', async () => {
    const { photoId } = (await uploadPhoto(t.app, ana, await plateJpeg(200, 200, 10))).body;
    await fakeS3.close();
    const upload = await uploadPhoto(t.app, ana, await plateJpeg(200, 200, 11));
    expect(upload.status).toBe(503);
    expect(upload.body.error).toEqual({ code: 'storage_unavailable', message: photoMessages.storageUnavailable });
    expect((await fetchPhoto(t.app, ana, photoId)).status).toBe(503);
  });
});
