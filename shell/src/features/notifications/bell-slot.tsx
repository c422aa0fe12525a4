import { lazy, Suspense } from 'react';
import styled from 'styled-components';

// The bell is its own chunk, fetched once a member is signed in: the site's first load carries none of it.
const NotificationBell = lazy(() => import('./notification-bell'));

/** The header's place for the bell: as wide as the bell while its chunk arrives, so the header does not move. */
export function BellSlot() {
  return (
    <Suspense fallback={<Placeholder aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}

const Placeholder = styled.span`
  display: inline-block;
  width: 40px;
  height: 40px;
`;
