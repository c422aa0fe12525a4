import argon2 from 'argon2';
import type { PasswordHashing } from '../config';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, so unknown e-mails answer as slowly as known ones. */
  verifyDummy(password: string): Promise<false>;
};

export function createPasswordHasher(params: PasswordHashing): PasswordHasher {
  const options = { type: argon2.argon2id, ...params } as const;
  let dummy: Promise<string> | null = null;
  const verify = async (hash: string, password: string) => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => argon2.hash(password, options),
    verify,
    async verifyDummy(password) {
      dummy ??= argon2.hash('dummy-password-for-timing', options);
      await verify(await dummy, password);
      return false;
    },
  };
}
