// The accounts' route schemas: what each request may send and what each answer carries, in the order it is written.
import type { SecurityOverview, User } from '@sentiscope/shared/contract';
import { device, subscription } from '../../platform/http/contract-schemas';
import type { exportData } from '../service/account';
import { alertSections } from './alert-data-schemas';
import { Type, answerOf, nullable, nullableObject, obj, str } from '../../platform/http/schemas';

/** Answers that repeat their message as data (`{ message }`), as clients have always read them. */
export const said = Type.Object({ message: Type.String() });

export const signupInput = obj({
  name: str(100),
  email: str(254),
  password: str(256),
  confirmPassword: str(256),
  phoneNumber: nullable(str(32)),
  isAbove18: Type.Boolean(),
  acceptedTermsAndConditions: Type.Boolean(),
});
export const signedUp = Type.Object({ email: Type.String(), signupId: Type.String() });

export const user = answerOf<User>()(
  Type.Object({
    _id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    phoneNumber: nullable(Type.String()),
    isEmailVerified: Type.Boolean(),
    isSuperAdmin: Type.Boolean(),
    subscription,
    stripe: Type.Object({ subscriptionId: nullable(Type.String()) }),
    loginDevices: Type.Array(device),
  }),
);

const signupId = str(128);
export const codeRequest = obj({ email: str(254), signupId });
export const codeCheck = obj({ email: str(254), otp: str(32), signupId });
export const codeChecked = Type.Object({ message: Type.String(), isEmailVerified: Type.Literal(true) });

export const resetRequest = obj({ email: str(254) });
export const resetInput = obj({ token: str(512), newPassword: str(256), confirmPassword: str(256) });

export const feedbackInput = obj({ rating: Type.Integer({ minimum: 1, maximum: 5 }), comment: str(2000) });
export const feedbackSaved = Type.Object({ _id: Type.String(), rating: Type.Number(), comment: Type.String() });

const deviceInput = obj({ name: str(64), ip: str(64), userAgent: str(512) });
export const loginInput = obj({ email: str(254), password: str(256), twoFactorCode: str(32), unlockPass: str(128), device: deviceInput, ip: str(64) });
export const signedIn = Type.Object({ token: Type.String(), user: nullableObject(user) });

export const tokenInput = obj({ token: str(512) });
export const unlocked = Type.Object({ message: Type.String(), email: Type.String(), unlockPass: Type.String() });
export const devices = Type.Object({ devices: Type.Array(device) });

export const logoutInput = obj({ fromAllDevices: Type.Boolean(), deviceId: Type.String({ pattern: '^[A-Za-z0-9_-]{0,64}$' }), ip: str(64) });
// The serialiser writes required fields before optional ones: with optional tokens between them, every field is
// marked optional so the answer keeps the order it is built in (all four are written whenever they are set).
export const loggedOut = Type.Partial(
  Type.Object({ canGetRating: Type.Boolean(), ratingToken: Type.String(), token: Type.String(), devices: Type.Array(device) }),
);

const securityEvent = Type.Object({ _id: Type.String(), kind: Type.String(), device: Type.String(), ip: Type.String(), at: Type.String() });
export const securityOverview = answerOf<SecurityOverview>()(
  Type.Object({
    twoFactorEnabled: Type.Boolean(),
    twoFactorRequired: Type.Boolean(),
    recoveryCodesLeft: Type.Number(),
    events: Type.Array(securityEvent),
  }),
);

type DataExport = Awaited<ReturnType<typeof exportData>>;
/**
 * The member's data export: every record kept about them. The account's own sections are listed, each row with the
 * columns it is stored with (times as ISO instants), then what the alerts keep about them (alert-data-schemas.ts):
 * a field added to any section is a field this schema must list, or the type check fails.
 */
const accountSections = {
  exportedAt: Type.String(),
  profile: nullableObject(user),
  subscriptions: Type.Array(
    Type.Object({
      id: Type.String(),
      plan_id: Type.String(),
      tenure: Type.String(),
      status: Type.String(),
      current_period_end: nullable(Type.Number()),
      cancel_at_period_end: Type.Number(),
    }),
  ),
  payments: Type.Array(
    Type.Object({ id: Type.String(), plan_id: Type.String(), tenure: Type.String(), amount: Type.Number(), status: Type.String(), created_at: Type.String() }),
  ),
  feedback: Type.Array(Type.Object({ id: Type.String(), rating: Type.Number(), comment: Type.String(), created_at: Type.String() })),
  securityActivity: Type.Array(securityEvent),
  /** The member's API keys: names, scopes and dates, never a hash. */
  apiKeys: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      scopes: Type.Array(Type.String()),
      created_at: Type.String(),
      expires_at: nullable(Type.String()),
      revoked_at: nullable(Type.String()),
      last_used_at: nullable(Type.String()),
    }),
  ),
};
export const dataExport = answerOf<DataExport>()(Type.Object({ ...accountSections, ...alertSections }));
export const passwordChange = obj({ currentPassword: str(256), newPassword: str(256), confirmPassword: str(256) });
export const emailChange = obj({ password: str(256), newEmail: str(254) });
export const emailChanged = Type.Object({ email: Type.String() });
export const twoFactorSetup = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export const codeInput = obj({ code: str(32) });
export const recoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export const twoFactorOff = obj({ password: str(256), code: str(32) });
export const twoFactorState = Type.Object({ twoFactorEnabled: Type.Boolean() });
export const deletion = obj({ password: str(256), confirmation: str(32) });
export const deleted = Type.Object({ deleted: Type.Literal(true) });
