import { Hono } from 'hono';
import { PHOTO_MAX_BYTES, photoHintSchema, photoMessages, type PhotoRecognition } from '../../../contracts/photos';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import { validate } from '../../http/validate';
import { uuidParam } from '../../http/uuid-param';
import { requireEntitlement } from '../billing/require-entitlement';
import { createPhotoAnalyzer } from './analyze-photo';
import { reportingFailures } from './guard-storage';
import type { PhotoDeps } from './photo-deps';
import { takeUpload } from './photo-limits';
import { findOwnPhoto } from './photo-repository';

/** Mounted at /api/analysis, beside the text analysis. */
export const PHOTO_UPLOAD_PATH = '/api/analysis/photo';

/**
 * GET /api/analysis/photo → { recognizes }: whether a vision model is configured.
 * POST /api/analysis/photo: multipart `photo` (+ optional `text` hint) → Analysis & { photoId, model, … }.
 */
export function photoAnalysisRoutes(deps: PhotoDeps) {
  const analyze = createPhotoAnalyzer(deps);
  const recognition: PhotoRecognition = { recognizes: deps.vision !== null };
  return (
    new Hono<AppEnv>()
      .get('/photo', (c) => {
        requireSession(c);
        return c.json(recognition);
      })
      // Photo analysis is a Premium feature (decision 0009): 402 once the trial is over without a subscription.
      .post('/photo', requireEntitlement(deps, 'photo_analysis'), async (c) => {
        const { user } = requireSession(c);
        await takeUpload(deps.db, user.id, deps.clock());
        const form = await readForm(c.req.raw);
        const photo = form.get('photo');
        if (!(photo instanceof File) || photo.size === 0) {
          throw new AppError(400, 'validation_failed', photoMessages.missing, { photo: photoMessages.missing });
        }
        if (photo.size > PHOTO_MAX_BYTES) throw new AppError(413, 'payload_too_large', photoMessages.tooBig);
        const text = form.get('text');
        const hint = validate(photoHintSchema, typeof text === 'string' ? text : null) ?? null;
        return c.json(await analyze(user.id, Buffer.from(await photo.arrayBuffer()), hint));
      })
  );
}

/** GET /api/photos/:id(?size=thumb): the stored JPEG, to its owner only (404 for anyone else). */
export function photoRoutes(deps: PhotoDeps) {
  const storage = reportingFailures(deps.storage, deps.log);
  return new Hono<AppEnv>().get('/:id', async (c) => {
    const { user } = requireSession(c);
    const photo = await findOwnPhoto(deps.db, user.id, uuidParam(c.req.param('id'), 'photo'));
    if (!photo) throw notFound('photo');
    const bytes = await storage.get(c.req.query('size') === 'thumb' ? photo.thumbStorageKey : photo.storageKey);
    if (!bytes) throw notFound('photo');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.length),
      // A photo id always names the same bytes; only the owner's browser may keep them.
      'Cache-Control': 'private, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
  });
}

async function readForm(request: Request): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw new AppError(
      400,
      'validation_failed',
      'Envie a foto como formulário (multipart/form-data) no campo “photo”.',
    );
  }
  try {
    return await request.formData();
  } catch {
    throw new AppError(400, 'validation_failed', 'Não conseguimos ler o formulário enviado. Tente de novo.');
  }
}
