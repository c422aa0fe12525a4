// The bundled files' part of the sources' client: a file set's fingerprint (size and modification time), so a file
// is imported again only when it changes.
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Whether an error says the file is not there (no such file, or a path through something that is not a folder). */
export const isMissingFile = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export async function fingerprintOf(files: readonly string[]): Promise<string> {
  const parts = await Promise.all(
    files.map(async (f) => {
      try {
        const s = await stat(f);
        return `${path.basename(f)}:${s.size}:${Math.round(s.mtimeMs)}`;
      } catch (error) {
        if (isMissingFile(error)) return `${path.basename(f)}:-`;
        throw error;
      }
    }),
  );
  return parts.join('|');
}
