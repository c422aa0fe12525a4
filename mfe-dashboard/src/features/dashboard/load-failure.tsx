import { ErrorState } from '@sentiscope/shared/ui';

/** What failed, the server's reason when it gave one, and Retry. */
export function LoadFailure({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return <ErrorState title={title} description={message !== title ? message : undefined} onRetry={onRetry} />;
}
