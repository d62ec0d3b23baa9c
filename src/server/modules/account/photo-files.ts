/**
 * The part of photo storage the data-rights features need: read a stored
 * photo for the export and delete it with the account. The storage adapter
 * (local disk or S3-compatible, src/server/adapters/storage) satisfies it as
 * it is; this module asks for no more than it uses.
 */
export interface PhotoFiles {
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}
