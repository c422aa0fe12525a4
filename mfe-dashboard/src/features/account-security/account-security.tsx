import { lazy, Suspense } from 'react';

// The security section and what it needs (forms, the strength meter) load with the profile, after its first paint.
const AccountSecuritySection = lazy(() =>
  import('./account-security-section').then((module) => ({ default: module.AccountSecuritySection })),
);

export function AccountSecurity() {
  return (
    <Suspense fallback={null}>
      <AccountSecuritySection />
    </Suspense>
  );
}
