import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { LOADING_SCREEN_DELAY_MS, LoadingScreen } from '@sentiscope/shared/ui';
import type { PageLayout } from '@sentiscope/shared/contract';
import { loadPage, preloadedPage, RemoteLoaderContext } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { REMOTE_LABELS, type RemoteName } from './remote-names';

type Props = { remote: RemoteName; expose: string; layout?: PageLayout };

/**
 * The height the loading screen holds in each layout: most of the first screen below the header (the main area is
 * a screen tall, so the footer stays below the fold), a card's worth in the auth card.
 */
const LOADING_HEIGHT: Record<PageLayout, string> = { main: '70vh', admin: '100vh', auth: '240px' };

/**
 * One routed page from a remote, loaded when first visited. Retry builds a fresh lazy component and
 * asks the federation runtime again: a failed dynamic import would stay cached, a new loadRemote does not.
 */
export function RemotePage({ remote, expose, layout = 'main' }: Props) {
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
      {/* A page that takes longer than a moment shows the loading screen in its place, inside the layout. */}
      <Suspense
        fallback={
          <LoadingScreen
            placement="area"
            label={`Loading the ${REMOTE_LABELS[remote]}…`}
            delayMs={LOADING_SCREEN_DELAY_MS}
            minHeight={LOADING_HEIGHT[layout]}
          />
        }
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
