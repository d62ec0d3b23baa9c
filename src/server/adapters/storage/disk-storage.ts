import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectStorage } from './object-storage';

/**
 * Objects as files under `root` (DATA_DIR/uploads). Writes go to a temporary
 * file first and are renamed into place, so a crash never leaves half a photo.
 * Never served as a static folder: photos reach people only through
 * GET /api/photos/:id, which checks the owner.
 */
export function diskStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: the key pattern already forbids "..", this forbids any escape.
    if (!file.startsWith(base + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
