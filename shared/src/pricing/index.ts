export { PricingPlans, type PricingPlansProps } from './pricing-plans';
export { PlanCard } from './plan-card';
export { BillingSwitch } from './billing-switch';
export { heldPlanOf } from './held-plan';
export { rememberSubscribeIntent, takeSubscribeIntent, type SubscribeIntent } from './subscribe-intent';
export { alertLimitsText } from './alert-limits';
export { useAssetKinds } from './asset-kinds';
