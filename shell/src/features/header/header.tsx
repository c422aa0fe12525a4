import type { ReactNode } from 'react';
import { Link } from '@sentiscope/shared/router';
import styled, { css } from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { ROUTES, STICKY_HEADER_SCROLL_PX } from '@sentiscope/shared/contract';
import { useGetCompanyInfoQuery, useGetUserQuery } from '@sentiscope/shared/api';
import { selectIsLoggedIn, selectUserId, useAppSelector } from '@sentiscope/shared/store';
import { Badge, Logo, ThemeToggle } from '@sentiscope/shared/ui';
import { BellSlot } from '@/features/notifications/bell-slot';
import { MobileMenu } from './mobile-menu';
import { SiteNav } from './site-nav';
import { BELOW_TABLET_QUERY, useMediaQuery } from './use-media-query';
import { useScrolledPast } from './use-scrolled-past';

const FALLBACK_BRAND = 'SentiScope';

type Props = {
  /** Shown on the right for a signed-in user. */
  userMenu?: ReactNode;
};

export function Header({ userMenu }: Props) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  // The header loads the user whenever it mounts, not only when the token changes, so a page opened later shows the current plan.
  const { data: user } = useGetUserQuery(userId ?? skipToken, { refetchOnMountOrArgChange: true });
  const { data: company } = useGetCompanyInfoQuery();
  const compact = useMediaQuery(BELOW_TABLET_QUERY);
  const sticky = useScrolledPast(STICKY_HEADER_SCROLL_PX);

  return (
    <Bar $sticky={sticky} data-sticky={sticky}>
      <Brand to={ROUTES.home}>
        <Logo name={company?.companyName || FALLBACK_BRAND} size={compact ? 28 : 32} />
      </Brand>
      <End>
        {!compact && <SiteNav loggedIn={loggedIn} />}
        {loggedIn && user && !compact && (
          <Badge tone={user.subscription.isActive ? 'primary' : 'neutral'} title="Your plan">
            {user.subscription.planTitle || 'Free'}
          </Badge>
        )}
        <ThemeToggle />
        {loggedIn && <BellSlot />}
        {loggedIn && userMenu}
        {/* One menu on small screens: visitors get the slide-in links, signed-in users the account menu (it holds the links). */}
        {compact && !loggedIn && <MobileMenu loggedIn={loggedIn} />}
      </End>
    </Bar>
  );
}

const Bar = styled.header<{ $sticky: boolean }>`
  position: relative;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.lg};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.spacing.xl};
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: box-shadow ${({ theme }) => theme.durations.normal};
  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      position: sticky;
      background: ${theme.colors.surface};
      box-shadow: ${theme.shadows.card};
    `}
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.spacing.lg};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;
