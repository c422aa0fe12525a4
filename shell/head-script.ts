import path from 'node:path';
import { readFileSync } from 'node:fs';
import { COLOR_SCHEME_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@sentiscope/shared/contract';

/** The stand-ins in shell/head.js and the shared constants the build writes in their place. */
const KEYS = { TOKEN_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } as const;

/**
 * The shell's head script (colour scheme, signed-out mark) to inline in the page's head: shell/head.js without
 * its comment lines, with the storage keys the shell itself uses.
 */
export function headScript(): string {
  const source = readFileSync(path.join(__dirname, 'head.js'), 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .map((line) => line.trim())
    .join('');
  return Object.entries(KEYS).reduce((script, [name, value]) => {
    const call = new RegExp(`\\b${name}\\b`, 'g');
    if (!call.test(script)) throw new Error(`shell/head.js no longer names ${name}`);
    return script.replace(call, JSON.stringify(value));
  }, source);
}
