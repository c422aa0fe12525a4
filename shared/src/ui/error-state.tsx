import AlertTriangle from 'lucide-react/icons/triangle-alert';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { Button } from './button';
import { StateIcon, StatePanelRoot, StateText, StateTitle, type StatePanelProps } from './state-panel';

export type ErrorStateProps = Omit<StatePanelProps, 'action'> & {
  /** Offers a Retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
};

// A failed load: says what went wrong (the server's message where there is one) and offers to try again.
export function ErrorState({ title, description, onRetry, retrying = false, retryLabel = 'Retry', className }: ErrorStateProps) {
  return (
    <StatePanelRoot role="alert" className={className}>
      <StateIcon $tone="danger" aria-hidden="true">
        <AlertTriangle size={24} />
      </StateIcon>
      <StateTitle>{title}</StateTitle>
      {description != null && <StateText>{description}</StateText>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          <RotateCw size={16} aria-hidden="true" />
          {retryLabel}
        </Button>
      )}
    </StatePanelRoot>
  );
}
