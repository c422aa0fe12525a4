// Billing's route schemas: what each request may send and what each answer carries, in the order it is written.
import type { CheckoutSummary, PaymentRecord, Plan } from '@sentiscope/shared/contract';
import { subscription, tenure } from '../../platform/http/contract-schemas';
import { Type, answerOf, nullable, obj, oneOf, str, type Static } from '../../platform/http/schemas';
import type { EventOutcome } from '../service/webhook';

export const checkoutOrder = obj({ planId: str(64), tenure: str(32) });

export const checkoutOpened = Type.Object({ url: Type.String(), sessionId: Type.String() });

export const checkoutSummary = answerOf<CheckoutSummary>()(
  Type.Object({
    id: Type.String(),
    status: oneOf(['open', 'paying', 'complete', 'canceled', 'expired']),
    provider: oneOf(['local', 'stripe']),
    plan: Type.Object({ _id: Type.String(), title: Type.String() }),
    tenure: tenure,
    price: Type.Number(),
    credit: Type.Number(),
    due: Type.Number(),
    renewsAt: nullable(Type.String()),
  }),
);

export const checkoutCancelled = Type.Object({ cancelled: Type.Literal(true) });

export const webhookReceived = Type.Object({
  received: Type.Literal(true),
  outcome: oneOf(['applied', 'duplicate', 'stale', 'ignored'] satisfies EventOutcome[]),
});

const price = Type.Number({ minimum: -1e9, maximum: 1e7 });
const percent = Type.Number({ minimum: 0, maximum: 100 });

/** An admin's plan as sent to POST /plan and PUT /plan/:id; the contract's rules check it further. */
export const planSubmission = obj({
  _id: str(64),
  productId: str(128),
  title: str(100),
  monthlyPrice: price,
  sixMonthPrice: price,
  sixMonthDiscount: percent,
  yearlyPrice: price,
  yearlyDiscount: percent,
  saveText: str(200),
  note: str(1000),
  isMostPopular: Type.Boolean(),
  isFree: Type.Boolean(),
  features: Type.Array(str(300), { maxItems: 50 }),
  cryptos: Type.Array(Type.String({ pattern: '^[a-z0-9-]{1,20}$' }), { maxItems: 100 }),
  priority: Type.Number({ minimum: -1e9, maximum: 1e6 }),
  pricingDetails: Type.Array(Type.Unknown(), { maxItems: 10 }),
  alertLimits: obj({ maxAlerts: Type.Number({ minimum: -1e9, maximum: 1e9 }), channels: Type.Array(str(20), { maxItems: 10 }) }, ['maxAlerts', 'channels']),
});
export type PlanSubmission = Static<typeof planSubmission>;

/**
 * A plan as answered. The fields the contract's `Plan` has today are listed (and written fast); a field added to
 * `Plan` later is still written, after them, by `additionalProperties`, so a new field needs no change here.
 */
export const planAnswer = answerOf<Plan>()(
  Type.Object(
    {
      _id: Type.String(),
      productId: Type.String(),
      title: Type.String(),
      monthlyPrice: Type.Number(),
      sixMonthPrice: Type.Number(),
      sixMonthDiscount: Type.Number(),
      yearlyPrice: Type.Number(),
      yearlyDiscount: Type.Number(),
      saveText: Type.String(),
      note: Type.String(),
      isMostPopular: Type.Boolean(),
      isFree: Type.Boolean(),
      features: Type.Array(Type.String()),
      cryptos: Type.Array(Type.String()),
      pricingDetails: Type.Array(Type.Object({ tenure: tenure, productId: Type.String() })),
      priority: Type.Number(),
      alertLimits: Type.Object({ maxAlerts: Type.Number(), channels: Type.Array(Type.String()) }),
    },
    { additionalProperties: true },
  ),
);

export const planRemoved = Type.Object({ _id: Type.String() });

export const renewalChange = obj({ subscriptionId: nullable(str(128)) });

export const subscriptionAnswer = Type.Object({ subscription });

const paymentRecord = Type.Object({ _id: Type.String(), date: Type.String(), planTitle: Type.String(), tenure: tenure, amount: Type.Number() });
export const paymentsAnswer = answerOf<{ payments: PaymentRecord[] }>()(Type.Object({ payments: Type.Array(paymentRecord) }));
