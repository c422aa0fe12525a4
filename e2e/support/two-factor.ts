import { generateSecret, generateSync } from 'otplib';

/**
 * The seeded e2e super admin signs in with an authenticator too (two-factor sign-in is required for super admins).
 * Its secret is made here and handed to the API through ADMIN_TOTP_SECRET, so tests compute codes as the app would.
 */
export const ADMIN_TOTP_SECRET = generateSecret();

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

/**
 * A fresh code for `secret`. Each code is accepted once, and the API accepts the steps just before and after the
 * current one, so two sign-ins in a row need no wait; beyond that this waits for the next 30-second step. Codes
 * are never taken from the step before the current one: a request that reached the API after the next step began
 * would find that code two steps old, and refused.
 */
export async function nextCode(secret: string = ADMIN_TOTP_SECRET): Promise<string> {
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current, (lastStep.get(secret) ?? 0) + 1);
  if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 200));
  lastStep.set(secret, step);
  return generateSync({ secret, epoch: (step * PERIOD_MS) / 1000 });
}
