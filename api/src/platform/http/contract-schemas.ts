// Answer schemas of the contract's entities that more than one domain answers (a member's subscription and
// devices, a billing cycle). Each is checked against its contract type by `answerOf`.
import { TENURES, type Device, type Subscription } from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, oneOf } from './schemas';

export const tenure = oneOf(TENURES);

export const subscription = answerOf<Subscription>()(
  Type.Object({
    plan: Type.String(),
    planTitle: Type.String(),
    isActive: Type.Boolean(),
    expiry: nullable(Type.String()),
    tenure: nullable(tenure),
    cancelAtPeriodEnd: Type.Boolean(),
  }),
);

export const device = answerOf<Device>()(
  Type.Object({ _id: Type.String(), name: Type.String(), userAgent: Type.String(), lastLogin: Type.String(), ip: Type.String() }),
);
