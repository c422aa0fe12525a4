// After many wrong passwords the owner is mailed an unlock link. Opening it gives this browser a pass for the
// account, kept here (per address, in this browser only) and sent with each sign-in to that account: the server
// lets it through while every other client stays held back. If storage is refused, the owner waits out the pause.
import { perAddressStore } from './per-address-store';

const passes = perAddressStore(() => localStorage, 'sentiscope.unlock');

export function rememberUnlockPass(email: unknown, unlockPass: unknown): void {
  if (typeof email === 'string' && typeof unlockPass === 'string' && unlockPass !== '') passes.remember(email, unlockPass);
}

export const unlockPassFor = (email: string): string | undefined => passes.read(email);
