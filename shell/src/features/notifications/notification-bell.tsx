import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useHeaderPanel } from '@/features/header/use-close-on-outside';
import { useGetUnreadCountQuery } from '@sentiscope/shared/alerts/notifications-api';
import { IconButton } from '@sentiscope/shared/ui';
import { popoverFrame } from './popover-frame';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(loadPanel);

/** How often the bell asks for the unread count while the tab is in view. */
export const UNREAD_POLL_MS = 60_000;

const countText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The header's bell: the unread count, polled while the tab is in view, and the panel of notifications. */
export default function NotificationBell() {
  const { data } = useGetUnreadCountQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  const unread = data?.unread ?? 0;
  const { open, setOpen, close, panelId, rootRef, triggerRef } = useHeaderPanel();

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <BellIcon />
        {unread > 0 && <Count aria-hidden="true">{countText(unread)}</Count>}
      </Trigger>
      {open && (
        <Suspense fallback={<PanelLoading id={panelId} />}>
          <NotificationPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </Root>
  );
}

/** The bell drawn inline (the icon library's runtime would double this chunk). */
function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M10.268 21a2 2 0 0 0 3.464 0" />
      <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
    </svg>
  );
}

/** The panel's place while its chunk arrives. */
function PanelLoading({ id }: { id: string }) {
  return (
    <LoadingBox id={id} role="status">
      Loading your notifications…
    </LoadingBox>
  );
}

const Root = styled.div`
  position: relative;
  ${({ theme }) => theme.media.mobile} {
    position: static;
  }
`;

const Trigger = styled(IconButton)`
  position: relative;
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  box-sizing: border-box;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 20px;
  text-align: center;
`;

const LoadingBox = styled.p`
  ${popoverFrame}
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  box-sizing: border-box;
  color: ${({ theme }) => theme.colors.muted};
`;
