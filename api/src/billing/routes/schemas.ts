// Billing's route schemas: what each request may send and what each answer carries, in the order it is written.
import { PLAN_FIELDS, PLAN_OWN_FIELDS, type CheckoutSummary, type PaymentRecord, type Plan, type PlanFieldRule, type PlanOwnField } from '@sentiscope/shared/contract';
import type { TArray, TBoolean, TNumber, TSchema, TString } from '@sinclair/typebox';
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

type Fields = typeof PLAN_FIELDS;
/** An own field's schema, sent or answered: the one TypeBox type of its kind. */
type KindSchema<F extends PlanOwnField> = Fields[F] extends { kind: 'text' }
  ? TString
  : Fields[F] extends { kind: 'number' }
    ? TNumber
    : Fields[F] extends { kind: 'flag' }
      ? TBoolean
      : TArray<TString>;
type OwnSchemas = { [F in PlanOwnField]: KindSchema<F> };

/** As sent: the kind with the rule's limits. */
function sentSchema(rule: PlanFieldRule): TSchema {
  if (rule.kind === 'text') return str(rule.maxLength);
  if (rule.kind === 'number') return Type.Number({ minimum: rule.minimum, maximum: rule.maximum });
  if (rule.kind === 'flag') return Type.Boolean();
  return Type.Array(Type.String(rule.item), { maxItems: rule.maxItems });
}

/** As answered: the kind only (the server wrote the value). */
function answeredSchema(rule: PlanFieldRule): TSchema {
  if (rule.kind === 'text') return Type.String();
  if (rule.kind === 'number') return Type.Number();
  if (rule.kind === 'flag') return Type.Boolean();
  return Type.Array(Type.String());
}

const ownSchemas = (schemaOf: (rule: PlanFieldRule) => TSchema) =>
  Object.fromEntries(PLAN_OWN_FIELDS.map((field) => [field, schemaOf(PLAN_FIELDS[field])])) as OwnSchemas;

/** An admin's plan as sent to POST /plan and PUT /plan/:id, each own field as PLAN_FIELDS says; the contract's rules check it further. */
export const planSubmission = obj({
  _id: str(64),
  productId: str(128),
  ...ownSchemas(sentSchema),
  pricingDetails: Type.Array(Type.Unknown(), { maxItems: 10 }),
  alertLimits: obj(
    { maxAlerts: Type.Number({ minimum: -1e9, maximum: 1e9 }), maxStored: Type.Number({ minimum: -1e9, maximum: 1e9 }), channels: Type.Array(str(20), { maxItems: 10 }) },
    ['maxAlerts', 'channels'],
  ),
});
export type PlanSubmission = Static<typeof planSubmission>;

/** The fields the billing domain shapes itself, as answered. */
const shapedAnswers = {
  _id: Type.String(),
  productId: Type.String(),
  pricingDetails: Type.Array(Type.Object({ tenure: tenure, productId: Type.String() })),
  alertLimits: Type.Object({ maxAlerts: Type.Number(), maxStored: Type.Number(), channels: Type.Array(Type.String()) }),
};
const ownAnswers = ownSchemas(answeredSchema);
type PlanProperties = { [F in keyof Fields]: F extends PlanOwnField ? OwnSchemas[F] : (typeof shapedAnswers)[F & keyof typeof shapedAnswers] };

/** A plan as answered: every field of PLAN_FIELDS, in its order. */
export const planAnswer = answerOf<Plan>()(
  Type.Object(
    Object.fromEntries(
      (Object.keys(PLAN_FIELDS) as Array<keyof Fields>).map((field) => [field, field in shapedAnswers ? shapedAnswers[field as keyof typeof shapedAnswers] : ownAnswers[field as PlanOwnField]]),
    ) as PlanProperties,
  ),
);

export const planRemoved = Type.Object({ _id: Type.String() });

export const renewalChange = obj({ subscriptionId: nullable(str(128)) });

export const subscriptionAnswer = Type.Object({ subscription });

const paymentRecord = Type.Object({ _id: Type.String(), date: Type.String(), planTitle: Type.String(), tenure: tenure, amount: Type.Number() });
export const paymentsAnswer = answerOf<{ payments: PaymentRecord[] }>()(Type.Object({ payments: Type.Array(paymentRecord) }));
