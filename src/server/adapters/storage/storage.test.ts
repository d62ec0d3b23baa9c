import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/fake-s3';
import { diskStorage } from './disk-storage';
import type { ObjectStorage } from './object-storage';
import { s3Storage } from './s3-storage';

const credentials = { accessKeyId: 'nutri-test', secretAccessKey: 'nutri-test-secret-0123456789' };
let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
let root: string;
beforeAll(async () => {
  fakeS3 = await startFakeS3({ bucket: 'nutri-photos', ...credentials });
  root = mkdtempSync(path.join(tmpdir(), 'nutri-storage-'));
});
afterAll(async () => {
  await fakeS3.close();
  rmSync(root, { recursive: true, force: true });
});

const backends: Array<[string, () => ObjectStorage]> = [
  ['disk', () => diskStorage(root)],
  [
    's3 (path-style, local fake)',
    () => s3Storage({ bucket: 'nutri-photos', region: 'sa-east-1', endpoint: fakeS3.endpoint, ...credentials }),
  ],
];

describe.each(backends)('ObjectStorage: %s', (_name, make) => {
  it('guarda, lê de volta e apaga um objeto', async () => {
    const storage = make();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put('photos/user-1/a.jpg', bytes, 'image/jpeg');
    expect(await storage.get('photos/user-1/a.jpg')).toEqual(bytes);
    await storage.delete('photos/user-1/a.jpg');
    expect(await storage.get('photos/user-1/a.jpg')).toBeNull();
    await expect(storage.delete('photos/user-1/a.jpg')).resolves.toBeUndefined();
  });

  it('recusa chaves que poderiam sair da raiz do armazenamento', async () => {
    const storage = make();
    for (const key of ['../secrets.json', 'photos/../../etc/passwd', '/etc/passwd', 'photos//a', 'Photos/A.jpg', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
      await expect(storage.get(key)).rejects.toThrow(/storage key/);
    }
  });
});

describe('s3Storage', () => {
  it('fala com o endpoint no estilo de caminho e mantém o tipo de conteúdo', async () => {
    const storage = s3Storage({
      bucket: 'nutri-photos',
      region: 'sa-east-1',
      endpoint: fakeS3.endpoint,
      ...credentials,
    });
    await storage.put('photos/u/b.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(fakeS3.requests.at(-1)).toEqual({ method: 'PUT', path: '/nutri-photos/photos/u/b.jpg' });
    expect(fakeS3.objects.get('photos/u/b.jpg')?.contentType).toBe('image/jpeg');
  });

  it('falha de forma clara com um segredo errado (a assinatura é conferida)', async () => {
    const storage = s3Storage({
      bucket: 'nutri-photos',
      region: 'sa-east-1',
      endpoint: fakeS3.endpoint,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'wrong-secret',
    });
    await expect(storage.put('photos/u/c.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect(fakeS3.objects.has('photos/u/c.jpg')).toBe(false);
  });
});

describe('diskStorage', () => {
  it('leaves no temporary files behind', async () => {
    await diskStorage(root).put('photos/u/d.jpg', Buffer.from('x'), 'image/jpeg');
    expect(readdirSync(path.join(root, 'photos/u')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
