import { ROUTES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { usePageMeta } from '@/components/use-page-meta';
import { ResultCard } from './result-card';

/** The button once led to /pricing; the plans page lives at /plans, so that is where it goes (docs/decisions/003-cancel-page-target.md). */
export default function CancelPage() {
  usePageMeta({ title: 'Subscription Cancelled', description: 'You cancelled the checkout. Nothing was charged; pick a plan again whenever you are ready.' });
  return (
    <ResultCard
      tone="neutral"
      title="Subscription Cancelled"
      text="It looks like you cancelled the subscription process."
      action={
        <Button variant="primary" to={ROUTES.plans}>
          View Plans &amp; Retry
        </Button>
      }
    />
  );
}
