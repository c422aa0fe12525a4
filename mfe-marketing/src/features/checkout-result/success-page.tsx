import { ROUTES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { ResultCard } from './result-card';

export default function SuccessPage() {
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
    />
  );
}
