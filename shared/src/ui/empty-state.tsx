import type { ReactNode } from 'react';
import Inbox from 'lucide-react/icons/inbox';
import { StateIcon, StatePanelRoot, StateText, StateTitle, type StatePanelProps } from './state-panel';

export type EmptyStateProps = StatePanelProps & { icon?: ReactNode };

// What a list or page shows when there is nothing yet, with the next step as its action.
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <StatePanelRoot className={className}>
      <StateIcon $tone="neutral" aria-hidden="true">
        {icon ?? <Inbox size={24} />}
      </StateIcon>
      <StateTitle>{title}</StateTitle>
      {description != null && <StateText>{description}</StateText>}
      {action}
    </StatePanelRoot>
  );
}
