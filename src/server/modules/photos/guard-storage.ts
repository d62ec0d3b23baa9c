import type { Logger } from 'pino';
import { photoMessages } from '../../../contracts/photos';
import type { ObjectStorage } from '../../adapters/storage/object-storage';
import { AppError } from '../../http/app-error';

/** Storage is a network service when it is S3: its failures are a 503 with a message, never a bare 500. */
export function reportingFailures(storage: ObjectStorage, log: Logger): ObjectStorage {
  const guard =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        log.error({ err: error, storage: storage.kind, operation }, 'photo storage failed');
        throw new AppError(503, 'storage_unavailable', photoMessages.storageUnavailable);
      }
    };
  return {
    kind: storage.kind,
    put: guard('put', storage.put.bind(storage)),
    get: guard('get', storage.get.bind(storage)),
    delete: guard('delete', storage.delete.bind(storage)),
  };
}
