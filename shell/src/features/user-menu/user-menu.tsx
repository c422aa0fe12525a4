import styled from 'styled-components';
import { useHeaderPanel } from '@/features/header/use-close-on-outside';
import { skipToken } from '@reduxjs/toolkit/query';
import { ROUTES } from '@sentiscope/shared/contract';
import { useGetUserQuery } from '@sentiscope/shared/api';
import { selectUserId, useAppSelector } from '@sentiscope/shared/store';
import { visuallyHidden } from '@sentiscope/shared/ui';
import { ExpiryNotice } from './expiry-notice';
import { MenuLink, menuEntryStates } from './menu-link';
import { MenuSection } from './menu-section';
import { UserAvatar } from './user-avatar';

type NavItem = { to: string; label: string };

type Props = {
  onLogout: () => void;
  /** The site links, given on mobile and tablet where the bar has no room for them. */
  navLinks?: readonly NavItem[];
};

export function UserMenu({ onLogout, navLinks }: Props) {
  const userId = useAppSelector(selectUserId);
  const { data: user } = useGetUserQuery(userId ?? skipToken);
  const { open, setOpen, close, panelId, rootRef, triggerRef } = useHeaderPanel();

  if (!user) return null;

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserAvatar name={user.name} />
        <Greeting>Hi, {user.name}</Greeting>
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <Identity>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
          <ExpiryNotice subscription={user.subscription} />
        </Identity>
        <MenuSection title="Account">
          <MenuLink to={ROUTES.userProfile} onNavigate={close}>
            Profile
          </MenuLink>
          <MenuLink to={ROUTES.alerts} onNavigate={close}>
            Alerts
          </MenuLink>
          <MenuLink to={ROUTES.plans} onNavigate={close}>
            Payment History
          </MenuLink>
        </MenuSection>
        {navLinks && navLinks.length > 0 && (
          <MenuSection title="Dashboard">
            {navLinks.map((link) => (
              <MenuLink key={link.to} to={link.to} onNavigate={close}>
                {link.label}
              </MenuLink>
            ))}
          </MenuSection>
        )}
        {user.isSuperAdmin && (
          <MenuSection title="Settings">
            <MenuLink to={ROUTES.admin} onNavigate={close}>
              Admin Page
            </MenuLink>
          </MenuSection>
        )}
        <LogoutButton
          type="button"
          onClick={() => {
            close();
            onLogout();
          }}
        >
          Logout
        </LogoutButton>
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Greeting = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /*
   * From tablet to laptop width the bar holds the site links too, and on a phone the theme switch and the bell: the
   * avatar alone shows, the name stays the button's.
   */
  ${({ theme }) => theme.media.tabletToLaptop} {
    ${visuallyHidden}
  }
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: 240px;
  padding: ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] {
    display: none;
  }
`;

const Identity = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md} ${theme.spacing.sm}`};
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const LogoutButton = styled.button`
  width: 100%;
  margin-top: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  text-align: left;
  color: ${({ theme }) => theme.colors.dangerText};
  background: transparent;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font: inherit;
  cursor: pointer;
  ${menuEntryStates}
`;
