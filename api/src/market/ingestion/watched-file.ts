import { readFile, stat } from 'node:fs/promises';

/** How often a file read once is looked at again for changes (a stat runs on libuv's thread pool). */
export const FILE_RECHECK_MS = 1000;

/**
 * Reads files through a cache that keeps each file's parsed contents while the file is unchanged. A file read a
 * moment ago is taken as is; after FILE_RECHECK_MS one stat tells whether its modification time moved, and only
 * then is it read and parsed again. Every analysis asks for its files, so a busy API does not queue a stat per
 * request on the thread pool behind password hashes. A file that cannot be found or read rejects.
 */
export function watchedFiles<T>(parse: (text: string) => T, clock: () => number = Date.now): (file: string) => Promise<T> {
  const cache = new Map<string, { mtimeMs: number; checkedAt: number; value: T }>();
  return async (file) => {
    const fresh = cache.get(file);
    if (fresh && clock() - fresh.checkedAt < FILE_RECHECK_MS) return fresh.value;
    const { mtimeMs } = await stat(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) {
      hit.checkedAt = clock();
      return hit.value;
    }
    const value = parse(await readFile(file, 'utf8'));
    cache.set(file, { mtimeMs, checkedAt: clock(), value });
    return value;
  };
}

/** Whether an error says the file is not there (no such file, or a path through something that is not a folder). */
export const isMissingFile = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};
