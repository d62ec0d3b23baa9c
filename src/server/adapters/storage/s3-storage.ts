import type * as S3 from '@aws-sdk/client-s3';
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
  // The SDK takes about 0.4 s to load: it is loaded with the first object, not at start-up (decision 0023).
  let connected: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () => (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk) })));
  const newClient = (sdk: typeof S3) =>
    new sdk.S3Client({
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
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
