import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { photos } from '../db/schema';
import { TEST_ORIGIN, type browser, type TestApp } from './test-app';

type Client = ReturnType<typeof browser>;

/** Sends a multipart upload to POST /api/analysis/photo as the browser's FormData would. */
export async function uploadPhoto(
  app: TestApp['app'],
  client: Client,
  bytes: Uint8Array,
  options: { text?: string; filename?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  form.set(
    options.field ?? 'photo',
    new File([new Uint8Array(bytes)], options.filename ?? 'prato.jpg', { type: options.type ?? 'image/jpeg' }),
  );
  if (options.text !== undefined) form.set('text', options.text);
  const response = await app.request('/api/analysis/photo', {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, cookie: cookieOf(client) },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as any) : null };
}

/** GET /api/photos/:id as raw bytes. */
export async function fetchPhoto(app: TestApp['app'], client: Client, photoId: string, query = '') {
  const response = await app.request(`/api/photos/${photoId}${query}`, { headers: { cookie: cookieOf(client) } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export async function photoCount(db: Database, userId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(userId ? eq(photos.userId, userId) : undefined);
  return row?.n ?? 0;
}

function cookieOf(client: Client): string {
  return [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
