import { Outlet } from '@sentiscope/shared/router';
import styled from 'styled-components';
import { AnnouncementBanner } from '@/features/announcement/announcement-banner';
import { Header } from '@/features/header/header';
import { NAV_LINKS } from '@/features/header/nav-links';
import { BELOW_TABLET_QUERY, useMediaQuery } from '@/features/header/use-media-query';
import { LoggingOutOverlay } from '@/features/logout-and-rating/logging-out-overlay';
import { RatingModalSlot } from '@/features/logout-and-rating/rating-modal-slot';
import { useLogout } from '@/features/logout-and-rating/use-logout';
import { SubscriptionEndModal } from '@/features/subscription-expiry/subscription-end-modal';
import { UserMenuSlot } from '@/features/user-menu/user-menu-slot';
import { MAIN_CONTENT_ID, SkipLink } from '@sentiscope/shared/ui';
import { SiteFooter } from './site-footer';
import { useFocusMainOnPageChange } from './use-focus-main-on-page-change';

/** Public and signed-in pages: announcement, header on top, the page, the footer with the disclaimer. */
export function MainLayout() {
  const compact = useMediaQuery(BELOW_TABLET_QUERY);
  useFocusMainOnPageChange();
  const { logout, loggingOut, ratingInvite, closeRating } = useLogout();
  return (
    <Frame>
      <SkipLink />
      <AnnouncementBanner />
      <Header userMenu={<UserMenuSlot onLogout={logout} navLinks={compact ? NAV_LINKS : undefined} />} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <SubscriptionEndModal />
      <RatingModalSlot invite={ratingInvite} onClose={closeRating} />
      {loggingOut && <LoggingOutOverlay />}
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a screen tall: the footer starts below the fold, so a page that grows as its data arrives never
// moves it within view (a layout shift of 0.2 on the dashboard).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  box-sizing: border-box;
  outline: none;
`;
