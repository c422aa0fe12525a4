import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import type { PasswordHashing } from '../../config';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /**
   * A hash with the salt given (same encoding as `hash`): the waiting sign-ups of one address share a salt, so one
   * computation tells which of them, if any, a password belongs to.
   */
  hashWithSalt(password: string, salt: Buffer): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, so unknown e-mails answer as slowly as known ones. */
  verifyDummy(password: string): Promise<false>;
};

/** At most `limit` tasks at once; the others wait their turn in order. */
function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Password hashes at once per process: all cores but one. An argon2id hash holds a core for tens of
 * milliseconds; with one per login on libuv's thread pool, a few logins at once took every core from the event
 * loop and every other request waited behind them. The parameters are unchanged; logins queue among themselves.
 */
export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);

export function createPasswordHasher(params: PasswordHashing, concurrency = HASHING_CONCURRENCY): PasswordHasher {
  const options = { type: argon2.argon2id, ...params } as const;
  const limited = concurrencyLimit(concurrency);
  let dummy: Promise<string> | null = null;
  const verify = async (hash: string, password: string) => {
    try {
      return await limited(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => limited(() => argon2.hash(password, options)),
    hashWithSalt: (password, salt) => limited(() => argon2.hash(password, { ...options, salt })),
    verify,
    async verifyDummy(password) {
      dummy ??= argon2.hash('dummy-password-for-timing', options);
      await verify(await dummy, password);
      return false;
    },
  };
}
