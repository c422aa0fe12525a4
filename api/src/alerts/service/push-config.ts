// Browser push's settings from the environment: the VAPID key pair and subject (docs/decisions/165-browser-push.md).

/** A VAPID key pair in base64url: the 65-byte uncompressed P-256 public point and the 32-byte private scalar. */
export type VapidKeys = { publicKey: string; privateKey: string };

const blankToNull = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());

const base64urlBytes = (value: string): number => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1);

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both set and well formed, or neither (the pair in the data directory is used). */
export function vapidKeysFrom(env: NodeJS.ProcessEnv): VapidKeys | null {
  const publicKey = blankToNull(env.VAPID_PUBLIC_KEY);
  const privateKey = blankToNull(env.VAPID_PRIVATE_KEY);
  if (publicKey === null && privateKey === null) return null;
  if (publicKey === null || privateKey === null) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated into DATA_DIR)');
  if (base64urlBytes(publicKey) !== 65 || Buffer.from(publicKey, 'base64url')[0] !== 4) throw new Error('VAPID_PUBLIC_KEY must be the base64url of a 65-byte uncompressed P-256 public key');
  if (base64urlBytes(privateKey) !== 32) throw new Error('VAPID_PRIVATE_KEY must be the base64url of a 32-byte P-256 private key');
  return { publicKey, privateKey };
}

/** VAPID_SUBJECT: a mailto: address or an https:// URL; null when unset. */
export function vapidSubjectFrom(env: NodeJS.ProcessEnv): string | null {
  const subject = blankToNull(env.VAPID_SUBJECT);
  if (subject !== null && !/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  return subject;
}
