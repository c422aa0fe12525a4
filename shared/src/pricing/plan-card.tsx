import styled from 'styled-components';
import { Bell, Check, KeyRound } from 'lucide-react';
import { apiQuotaText, billedText, formatPrice, quoteFor, type KindOf, type Tenure, type Plan, type PlanCardState } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { alertLimitsText } from './alert-limits';
import { PlanAssets } from './plan-assets';

type Props = {
  plan: Plan;
  tenure: Tenure;
  state: PlanCardState;
  /** Subscribe does nothing (admin preview). */
  inert: boolean;
  pending: boolean;
  onSubscribe?: (plan: Plan, tenure: Tenure) => void;
  /** The assets' kinds, when the page has the stock list. */
  kindOf?: KindOf;
};

function actionLabel(plan: Plan, state: PlanCardState): string {
  if (state.current) return 'Current plan';
  if (state.ownPlan) return 'Your plan';
  if (state.disabled) return 'Included in your plan';
  if (plan.isFree) return 'Start free';
  return state.variant === 'upgrade' ? `Get ${plan.title}` : `Choose ${plan.title}`;
}

/** One plan for one billing cycle: price, monthly equivalent, billing, saving, features, assets and the action. */
export function PlanCard({ plan, tenure, state, inert, pending, onSubscribe, kindOf }: Props) {
  const quote = quoteFor(plan, tenure);
  const headingId = `plan-${plan._id}-title`;
  return (
    <Card aria-labelledby={headingId} $popular={plan.isMostPopular} $current={state.current}>
      {plan.isMostPopular && <Ribbon>Most popular</Ribbon>}
      {state.current && <Ribbon $tone="current">Current plan</Ribbon>}
      <h2 id={headingId}>{plan.title}</h2>
      <Price>
        <strong>{formatPrice(plan.isFree ? 0 : quote.monthlyEquivalent)}</strong>
        <span>/ month</span>
      </Price>
      <Billing>
        {plan.isFree ? 'Free for ever' : billedText(quote.price, tenure)}
        {quote.saving > 0 && (
          <Saving>
            Save {formatPrice(quote.saving)} ({quote.savingPercent}%) against monthly
          </Saving>
        )}
      </Billing>
      <Button
        variant={state.variant}
        fullWidth
        disabled={state.disabled}
        loading={pending}
        aria-disabled={inert || undefined}
        onClick={() => {
          if (!inert && !state.disabled) onSubscribe?.(plan, tenure);
        }}
      >
        {actionLabel(plan, state)}
      </Button>
      {plan.note && <Note>{plan.note}</Note>}
      <Features aria-label={`${plan.title} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden size={16} strokeWidth={3} />
            {feature}
          </li>
        ))}
        <li>
          <Bell aria-hidden size={16} strokeWidth={2.5} />
          {alertLimitsText(plan.alertLimits)}
        </li>
        <li>
          <KeyRound aria-hidden size={16} strokeWidth={2.5} />
          {apiQuotaText(plan.apiDailyQuota)}
        </li>
      </Features>
      <PlanAssets plan={plan} kindOf={kindOf} />
    </Card>
  );
}

const Card = styled.article<{ $popular: boolean; $current: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xl} ${theme.spacing.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $popular }) => ($popular ? theme.colors.surfaceRaised : theme.colors.surface)};
  border: 1px solid ${({ theme, $popular, $current }) => ($current ? theme.colors.successText : $popular ? theme.colors.upgrade : theme.colors.border)};
  box-shadow: ${({ theme, $popular }) => ($popular ? theme.shadows.glow : theme.shadows.card)};
  ${({ $popular }) => ($popular ? 'transform: translateY(-8px);' : '')}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ${({ theme }) => theme.media.tablet} {
    transform: none;
  }
`;

const Ribbon = styled.span<{ $tone?: 'current' }>`
  position: absolute;
  top: -13px;
  ${({ $tone }) => ($tone === 'current' ? 'right: 20px;' : 'left: 20px;')}
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  /* White on the success green reads at 5:1 in both themes. */
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme, $tone }) =>
    $tone === 'current' ? theme.colors.success : `linear-gradient(90deg, ${theme.colors.upgrade}, ${theme.colors.upgradeAccent})`};
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: 6px;
  margin: 0;
  strong {
    font-size: 2.5rem;
    line-height: 1;
    letter-spacing: -0.02em;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Billing = styled.p`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-height: 3em;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Saving = styled.span`
  color: ${({ theme }) => theme.colors.successText};
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Features = styled.ul`
  display: grid;
  gap: 8px;
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.successText};
  }
`;
