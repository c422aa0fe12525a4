// The admin's route schemas: what each request may send and what each answer carries, in the order it is written.
import {
  ANNOUNCEMENT_LIMITS,
  COMPANY_VALUE_TYPES,
  type AdminCompanyInformation,
  type AdminStats,
  type AdminUserDetail,
  type AdminUserPage,
  type AuditArea,
  type AuditEntry,
  type ServerAnnouncement,
} from '@sentiscope/shared/contract';
import { device, tenure } from '../../platform/http/contract-schemas';
import { Type, answerOf, nullable, nullableObject, obj, oneOf, opaque, str } from '../../platform/http/schemas';

const AUDIT_AREAS = ['plan', 'company', 'announcement', 'user', 'data', 'asset'] as const satisfies readonly AuditArea[];

export const activityQuery = obj({ before: Type.String({ pattern: '^[0-9a-z]{1,64}$' }), area: oneOf(AUDIT_AREAS) });

export const activity = answerOf<AuditEntry[]>()(
  Type.Array(
    Type.Object({
      _id: Type.String(),
      at: Type.String(),
      actorEmail: Type.String(),
      area: oneOf(AUDIT_AREAS),
      action: Type.String(),
      target: Type.String(),
      // The changed record as it was and as it became: a plan, the company table, the announcement, a user, a
      // run's counts. Each area's record has its own shape (and an entry keeps the shape of its day), so these
      // two are written as JSON.stringify writes them.
      before: opaque<unknown>(),
      after: opaque<unknown>(),
    }),
  ),
);

const instant = nullable(str(40));
export const announcementInput = obj(
  {
    message: str(ANNOUNCEMENT_LIMITS.message * 2),
    showAnnouncement: Type.Boolean(),
    backgroundColor: str(40),
    textColor: str(40),
    icon: str(64),
    className: str(ANNOUNCEMENT_LIMITS.className * 2),
    startsAt: instant,
    endsAt: instant,
  },
  ['message', 'showAnnouncement', 'backgroundColor', 'textColor', 'icon', 'className', 'startsAt', 'endsAt'],
);

export const announcement = answerOf<ServerAnnouncement>()(
  Type.Object({
    message: Type.String(),
    showAnnouncement: Type.Boolean(),
    backgroundColor: Type.String(),
    textColor: Type.String(),
    icon: Type.String(),
    className: Type.String(),
    startsAt: nullable(Type.String()),
    endsAt: nullable(Type.String()),
    updatedAt: Type.String(),
  }),
);

/** The saved banner (null until an admin saves one): stored as the save above builds it, so the same fields. */
export const storedAnnouncement = answerOf<ServerAnnouncement | null>()(nullableObject(announcement));

const companyField = Type.Object({ type: oneOf(COMPANY_VALUE_TYPES), value: Type.Unknown() }, { additionalProperties: false });
export const companyInput = Type.Unsafe<AdminCompanyInformation>({
  type: 'object',
  maxProperties: 100,
  propertyNames: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9 _.-]{0,63}$' },
  additionalProperties: companyField,
});
const companyValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.String()), Type.Array(Type.Number())]);
/** The admin's table of company information, in the editor's order: its keys are the admin's own. */
export const companyTable = answerOf<AdminCompanyInformation>()(
  Type.Record(Type.String(), Type.Object({ type: oneOf(COMPANY_VALUE_TYPES), value: companyValue })),
);

export const stats = answerOf<AdminStats>()(
  Type.Object({
    users: Type.Number(),
    verifiedUsers: Type.Number(),
    subscriptionsByPlan: Type.Array(Type.Object({ planId: Type.String(), title: Type.String(), count: Type.Number() })),
    monthlyRecurringRevenue: Type.Number(),
    pendingCancellations: Type.Number(),
    daily: Type.Array(Type.Object({ day: Type.String(), signups: Type.Number(), conversions: Type.Number() })),
  }),
);

export const usersQuery = obj({ q: str(100), page: Type.String({ pattern: '^[1-9][0-9]{0,5}$' }) });

const userRowFields = {
  _id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  isEmailVerified: Type.Boolean(),
  isSuperAdmin: Type.Boolean(),
  planTitle: nullable(Type.String()),
  isActive: Type.Boolean(),
  expiry: nullable(Type.String()),
  signedUpAt: Type.String(),
  lastLoginAt: nullable(Type.String()),
};

export const userPage = answerOf<AdminUserPage>()(
  Type.Object({ users: Type.Array(Type.Object(userRowFields)), total: Type.Number(), page: Type.Number(), pageSize: Type.Number() }),
);

const payment = Type.Object({
  _id: Type.String(),
  planTitle: Type.String(),
  tenure,
  amount: Type.Number(),
  status: Type.String(),
  createdAt: Type.String(),
});
export const oneUser = answerOf<AdminUserDetail>()(
  Type.Object({ ...userRowFields, cancelAtPeriodEnd: Type.Boolean(), devices: Type.Array(device), payments: Type.Array(payment) }),
);

export const sessionsRevoked = Type.Object({ revoked: Type.Number() });
export const verificationSent = Type.Object({ email: Type.String() });
