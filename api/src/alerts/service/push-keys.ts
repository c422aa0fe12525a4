// The VAPID identity browser push is sent under: the key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else one
// generated once into the data directory (0600) and kept, so subscriptions made against it keep working after a
// restart; and the subject push services may write to (VAPID_SUBJECT, else the company's published e-mail).
// Why: docs/decisions/165-browser-push.md.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config, VapidKeys } from '../../config';
import type { Executor } from '../../platform/db';
import { primaryContactEmail } from '../../admin/service/company';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

const generated = new Map<string, VapidKeys>();

function readPair(file: string): VapidKeys {
  const pair = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof pair.publicKey !== 'string' || typeof pair.privateKey !== 'string') throw new Error(`${file} holds no VAPID key pair`);
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

/** The pair in the data directory, created on first use (another process creating it first wins, and is used). */
function dataDirPair(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    return readPair(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify(pair), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return pair;
  } catch {
    return readPair(file);
  }
}

export function vapidKeysOf(config: Pick<Config, 'vapid' | 'dataDir'>): VapidKeys {
  if (config.vapid) return config.vapid;
  let pair = generated.get(config.dataDir);
  if (!pair) {
    pair = dataDirPair(config.dataDir);
    generated.set(config.dataDir, pair);
  }
  return pair;
}

/** Who runs this application server, for the push services: VAPID_SUBJECT, else a mailto: of the published e-mail. */
export async function vapidSubjectOf(config: Pick<Config, 'vapidSubject' | 'siteUrl'>, db: Executor): Promise<string> {
  if (config.vapidSubject) return config.vapidSubject;
  const email = await primaryContactEmail(db);
  return `mailto:${email ?? `support@${new URL(config.siteUrl).hostname}`}`;
}
