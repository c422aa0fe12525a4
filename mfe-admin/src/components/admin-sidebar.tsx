import styled, { css } from 'styled-components';
import { ArrowLeft, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { ROUTES } from '@sentiscope/shared/contract';
import { NavLink } from '@sentiscope/shared/router';
import { ADMIN_NAV } from './admin-nav';
import { useAdminLogout } from './use-admin-logout';

export const SIDEBAR_OPEN_PX = 224;
export const SIDEBAR_COLLAPSED_PX = 64;

type Props = { collapsed: boolean; onToggle: () => void };

/** The admin sidebar: 224 px open, 64 px collapsed with icons whose names show as tooltips. */
export function AdminSidebar({ collapsed, onToggle }: Props) {
  const { logout, loggingOut } = useAdminLogout();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <Aside $collapsed={collapsed} aria-label="Admin">
      <Top>
        {!collapsed && <Brand>SentiScope admin</Brand>}
        <IconButton type="button" onClick={onToggle} aria-expanded={!collapsed} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
          <ToggleIcon size={20} aria-hidden="true" />
        </IconButton>
      </Top>
      <nav aria-label="Admin sections">
        <List>
          {ADMIN_NAV.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <Item as={NavLink} to={to} end={end} $collapsed={collapsed} aria-label={collapsed ? label : undefined}>
                <Icon size={20} aria-hidden="true" />
                {collapsed ? <Tip aria-hidden="true">{label}</Tip> : <span>{label}</span>}
              </Item>
            </li>
          ))}
        </List>
      </nav>
      <Bottom>
        <Item as={NavLink} to={ROUTES.dashboard} $collapsed={collapsed} aria-label={collapsed ? 'Back to Dashboard' : undefined}>
          <ArrowLeft size={20} aria-hidden="true" />
          {collapsed ? <Tip aria-hidden="true">Back to Dashboard</Tip> : <span>Back to Dashboard</span>}
        </Item>
        <Item
          as="button"
          type="button"
          onClick={() => void logout()}
          disabled={loggingOut}
          $collapsed={collapsed}
          aria-label={collapsed ? 'Logout' : undefined}
        >
          <LogOut size={20} aria-hidden="true" />
          {collapsed ? <Tip aria-hidden="true">Logout</Tip> : <span>Logout</span>}
        </Item>
      </Bottom>
    </Aside>
  );
}

const Aside = styled.aside<{ $collapsed: boolean }>`
  position: sticky;
  top: 0;
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_OPEN_PX)}px;
  height: 100vh;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.sm}`};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width ${({ theme }) => theme.durations.normal} ease;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 36px;
`;

const Brand = styled.span`
  padding-left: ${({ theme }) => theme.spacing.sm};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  white-space: nowrap;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 36px;
  margin-left: auto;
  margin-right: auto;
  color: ${({ theme }) => theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: auto;
`;

const Tip = styled.span`
  position: absolute;
  left: calc(100% + 10px);
  top: 50%;
  transform: translateY(-50%);
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.card};
  opacity: 0;
  pointer-events: none;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
`;

const Item = styled.a<{ $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
      padding-left: 0;
      padding-right: 0;
    `}
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:hover ${Tip}, &:focus-visible ${Tip} {
    opacity: 1;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &.active {
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
