/**
 * Where photos live: local disk under DATA_DIR/uploads by default, any
 * S3-compatible object storage when S3_* is configured. Keys are ours
 * (`photos/<userId>/<photoId>.jpg`), never a file name someone sent.
 */
export interface ObjectStorage {
  /** Which backend, for logs and the health of a deployment ("disk", "s3"). */
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Lowercase letters, digits, `-`, `_` and `.` in `/`-separated segments; no empty, `.` or `..` segment. */
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 200;

/** Refuses keys that could leave the storage root or mean different things to different backends. */
export function assertSafeKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
