import { ROUTES } from '@sentiscope/shared/contract';
import { useSearchParams } from '@sentiscope/shared/router';
import { Button } from '@sentiscope/shared/ui';
import { usePageMeta } from '@/components/use-page-meta';
import { PaymentConfirmation } from './payment-confirmation';
import { ResultCard } from './result-card';

export default function SuccessPage() {
  usePageMeta({ title: 'Subscription Active', description: 'Your SentiScope subscription is active. Thank you for subscribing.' });
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  return (
    <ResultCard
      tone="success"
      title="Subscription Active!"
      text="Thank you for subscribing."
      action={
        <Button variant="success" to={ROUTES.dashboard}>
          Go to Dashboard
        </Button>
      }
    >
      {checkoutId && <PaymentConfirmation checkoutId={checkoutId} />}
    </ResultCard>
  );
}
