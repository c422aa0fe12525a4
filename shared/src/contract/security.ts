// The account-security section of the profile: what the API answers and the words the page shows.

export type SecurityEventKind =
  | 'sign-in'
  | 'sign-in-failed'
  | 'new-device'
  | 'password-changed'
  | 'password-reset'
  | 'email-changed'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'recovery-code-used'
  | 'api-key-created'
  | 'api-key-revoked';

export type SecurityEvent = { _id: string; kind: SecurityEventKind; device: string; ip: string; at: string };

export type SecurityOverview = {
  twoFactorEnabled: boolean;
  /** Super admins must use two-factor sign-in; they cannot turn it off. */
  twoFactorRequired: boolean;
  recoveryCodesLeft: number;
  events: SecurityEvent[];
};

export type TwoFactorSetup = { secret: string; otpauthUrl: string };

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in attempt',
  'new-device': 'Signed in from a new device',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset by e-mail link',
  'email-changed': 'E-mail address changed',
  'two-factor-enabled': 'Two-factor sign-in turned on',
  'two-factor-disabled': 'Two-factor sign-in turned off',
  'recovery-code-used': 'Signed in with a recovery code',
  'api-key-created': 'API key created',
  'api-key-revoked': 'API key revoked',
};

/** What the user types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

export const SECURITY_MESSAGES = {
  twoFactorCodeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  twoFactorCodeInvalid: 'That code is not valid. Check the time on your phone and try again.',
  twoFactorRequiredForAdmins: 'Turn on two-factor sign-in in your profile to use the admin area.',
  adminNeedsSecondFactorSession: 'This session was opened without your authenticator code. Sign in again with the code to use the admin area.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  emailChangeSent: 'We sent a confirmation link to the new address. The change takes effect when you open it.',
  emailChanged: 'Your e-mail address has been changed.',
  emailChangeLinkInvalid: 'This confirmation link is invalid or has expired.',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorCannotDisable: 'Super admins must keep two-factor sign-in on.',
  deleteConfirmationMismatch: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.`,
  accountDeleted: 'Your account has been deleted.',
} as const;
