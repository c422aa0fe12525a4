// A sign-up waits on the server with its own password until the code mailed for it is entered; the handle the
// server gives at sign-up (or at a login before verifying) names it. It is kept for this tab only, per address,
// so the code request and verification that follow are tied to this sign-up and nobody else's. If storage is
// refused, the code can still be requested after signing up again.
import { perAddressStore } from './per-address-store';

const handles = perAddressStore(() => sessionStorage, 'sentiscope.signup');

export function rememberSignup(email: string, signupId: unknown): void {
  if (typeof signupId === 'string' && signupId !== '') handles.remember(email, signupId);
}

export const signupFor = (email: string): string | undefined => handles.read(email);

export const forgetSignup = (email: string): void => handles.forget(email);
