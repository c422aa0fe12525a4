// A sign-up waits on the server with its own password until the code mailed for it is entered; the handle the
// server gives at sign-up (or at a login before verifying) names it. It is kept for this tab only, per address,
// so the code request and verification that follow are tied to this sign-up and nobody else's.

const key = (email: string) => `sentiscope.signup.${email.trim().toLowerCase()}`;

export function rememberSignup(email: string, signupId: unknown): void {
  if (typeof signupId !== 'string' || signupId === '') return;
  try {
    sessionStorage.setItem(key(email), signupId);
  } catch {
    // Storage refused (private mode quota): the code can still be requested after signing up again.
  }
}

export function signupFor(email: string): string | undefined {
  try {
    return sessionStorage.getItem(key(email)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignup(email: string): void {
  try {
    sessionStorage.removeItem(key(email));
  } catch {
    // Nothing stored.
  }
}
