import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useCloseOnOutside } from '@/features/header/use-close-on-outside';
import Bell from 'lucide-react/icons/bell';
import { useGetUnreadCountQuery } from '@sentiscope/shared/alerts/notifications-api';
import { IconButton } from '@sentiscope/shared/ui';

// The panel and its list load when the member opens it: the bell on every member's page carries only the count.
const NotificationPanel = lazy(() => import('./notification-panel').then((module) => ({ default: module.NotificationPanel })));

/** How often the bell asks for the unread count while the tab is in view. */
export const UNREAD_POLL_MS = 60_000;

const countText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The header's bell: the unread count, polled while the tab is in view, and the panel of notifications. */
export default function NotificationBell() {
  const { data } = useGetUnreadCountQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  const unread = data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useCloseOnOutside(open, close, rootRef, triggerRef);

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell size={18} aria-hidden="true" />
        {unread > 0 && <Count aria-hidden="true">{countText(unread)}</Count>}
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </Root>
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
