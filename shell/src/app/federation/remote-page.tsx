import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { Loader } from '@sentiscope/shared/ui';
import { loadPage, preloadedPage, RemoteLoaderContext } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { REMOTE_LABELS, type RemoteName } from './remote-names';

type Props = { remote: RemoteName; expose: string };

/**
 * One routed page from a remote, loaded when first visited. Retry builds a fresh lazy component and
 * asks the federation runtime again: a failed dynamic import would stay cached, a new loadRemote does not.
 */
export function RemotePage({ remote, expose }: Props) {
  const loader = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const id = `${remote}/${expose}`;
  // Each retry (`attempt`) needs a new lazy component. A page loaded before it is shown (the landing page with a
  // prerendered copy, or a page whose link the visitor pointed at) renders at once, without suspending.
  const Page = useMemo(
    () => (attempt === 0 ? preloadedPage(id, loader)?.default : undefined) ?? lazy(() => loadPage(loader, id)),
    [loader, id, attempt],
  );
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} remoteLabel={REMOTE_LABELS[remote]} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loader label={`Loading the ${REMOTE_LABELS[remote]}…`} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
