import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type ObjectStorage } from './object-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, Ceph…); absent for AWS itself. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Objects in an S3 bucket through the official AWS SDK. With an endpoint the
 * client uses path-style addressing (`<endpoint>/<bucket>/<key>`), which every
 * S3-compatible server understands, and sends checksums only where the API
 * requires them: the newer default trailing checksums are not implemented by
 * many S3-compatible servers.
 */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
