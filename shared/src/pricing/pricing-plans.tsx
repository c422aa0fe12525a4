import { useState } from 'react';
import styled from 'styled-components';
import {
  TENURES,
  Tenure,
  bestSavingPercent,
  isAdminPath,
  isProPlan,
  planCardState,
  type HeldPlan,
  type KindOf,
  type Plan,
} from '@sentiscope/shared/contract';
import { useLocation } from '@sentiscope/shared/router';
import { BillingSwitch } from './billing-switch';
import { PlanCard } from './plan-card';

export type PricingPlansProps = {
  /** The plans in the order shown, as `useGetPlansQuery` answers them. */
  plans: readonly Plan[];
  /** The signed-in user's plan, or null for a visitor. */
  held: HeldPlan | null;
  /** The cycle shown first (a returning visitor's choice); else the held cycle, else yearly. */
  initialTenure?: Tenure;
  onSubscribe?: (plan: Plan, tenure: Tenure) => void;
  /** The plan whose checkout is being opened. */
  pendingPlanId?: string | null;
  /** The assets' kinds, when the page has the stock list: the cards then list only assets no class covers. */
  kindOf?: KindOf;
};

/** The pricing cards with their billing switch, for the public pricing page and the admin's plan list. */
export function PricingPlans({ plans, held, initialTenure, onSubscribe, pendingPlanId = null, kindOf }: PricingPlansProps) {
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<Tenure>(initialTenure ?? held?.tenure ?? Tenure.YEARLY);
  // Pro users do not see the switch: their cards show the cycle they pay for.
  const proHolder = held !== null && isProPlan(held.plan.title);
  const tenure = proHolder ? (held.tenure ?? chosen) : chosen;
  const inert = isAdminPath(pathname);
  const savings = Object.fromEntries(TENURES.map((cycle) => [cycle, bestSavingPercent(plans, cycle)]));
  const cards = plans
    .map((plan) => ({ plan, state: planCardState(held, plan, tenure) }))
    .filter(({ state }) => !state.hidden);
  return (
    <Wrapper>
      {!proHolder && <BillingSwitch value={tenure} onChange={setChosen} savings={savings} />}
      <Grid $count={cards.length}>
        {cards.map(({ plan, state }) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            tenure={tenure}
            state={state}
            inert={inert}
            pending={pendingPlanId === plan._id}
            onSubscribe={onSubscribe}
            kindOf={kindOf}
          />
        ))}
      </Grid>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxxl};
`;

const Grid = styled.div<{ $count: number }>`
  display: grid;
  width: 100%;
  max-width: ${({ $count }) => Math.max(1, $count) * 360}px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: stretch;
`;
