import { useDeferredValue } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { useGetPlansQuery, useGetUserQuery } from '@sentiscope/shared/api';
import type { Plan } from '@sentiscope/shared/contract';
import { heldPlanOf, PricingPlans, useAssetKinds } from '@sentiscope/shared/pricing';
import { selectUserId, useAppSelector } from '@sentiscope/shared/store';
import { Button, LOADING_SCREEN_DELAY_MS, LoadingScreen } from '@sentiscope/shared/ui';
import { FaqList } from '@/components/faq-list';
import { usePageMeta } from '@/components/use-page-meta';
import { ComparisonTable } from './comparison-table';
import { PLANS_FAQ } from './plans-faq';
import { useSubscribe } from './use-subscribe';

const NO_PLANS: Plan[] = [];

export default function PlansPage() {
  usePageMeta({
    title: 'Pricing Plans',
    description:
      'SentiScope plans: Free, Premium and Pro, billed monthly, every 6 months or yearly. Compare features and assets, cancel any time.',
  });
  const userId = useAppSelector(selectUserId);
  const { data: user, isLoading: userLoading } = useGetUserQuery(userId ?? skipToken);
  const { data = NO_PLANS, isLoading, isError, refetch } = useGetPlansQuery();
  // The cards are built as a transition once the plans arrive: React renders them in slices of a few milliseconds
  // instead of one long task that blocks input (docs/decisions/111-work-that-waits-for-first-use.md). The loading state stays until the first
  // plans are built; a later answer replaces the cards in place.
  const plans = useDeferredValue(data);
  const { subscribe, pendingPlanId } = useSubscribe(plans.length > 0);
  const held = heldPlanOf(user, plans);
  const kindOf = useAssetKinds(plans);

  return (
    <Page>
      <Intro>
        <h1>Pricing Plans</h1>
        <p>Start free. Upgrade for more assets and deeper analysis. Every figure comes with its working.</p>
      </Intro>
      {(isLoading || (userId && userLoading) || (plans === NO_PLANS && data !== NO_PLANS)) && (
        <PlansSlot>
          {/* Quiet for a moment, then the loading screen with its changing tips in the cards' place. */}
          <LoadingScreen placement="area" label="Loading the plans…" delayMs={LOADING_SCREEN_DELAY_MS} minHeight="min(70vh, 560px)" />
        </PlansSlot>
      )}
      {isError && (
        <Problem role="alert">
          <p>We could not load the plans. Please try again.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Problem>
      )}
      {plans.length > 0 && !(userId && userLoading) && (
        <>
          <PricingPlans plans={plans} held={held} onSubscribe={subscribe} pendingPlanId={pendingPlanId} kindOf={kindOf} />
          <ComparisonTable plans={plans} kindOf={kindOf} />
        </>
      )}
      <FaqList title="Questions about plans" entries={PLANS_FAQ} />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 64px;
  padding: 24px 0 48px;
`;

const Intro = styled.header`
  text-align: center;
  h1 {
    margin: 0 0 12px;
    font-size: clamp(2rem, 4vw, 2.75rem);
  }
  p {
    margin: 0 auto;
    max-width: 560px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// While the plans load, hold the room the cards will take (at least a screen), so the questions and the footer
// below never jump when the cards arrive (layout shift; docs/decisions/101-first-paint.md).
const PlansSlot = styled.div`
  min-height: 100vh;
`;

const Problem = styled.div`
  text-align: center;
  p {
    margin: 0 0 12px;
  }
`;
