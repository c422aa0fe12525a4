import { NavLink } from '@sentiscope/shared/router';
import styled, { css } from 'styled-components';
import { ROUTES } from '@sentiscope/shared/contract';
import { NAV_LINKS } from './nav-links';

type Props = { loggedIn: boolean; vertical?: boolean; onNavigate?: () => void };

/** The main links (Markets once signed in), plus Login for visitors; laid out in a row in the bar or in a column in the slide-in menu. */
export function SiteNav({ loggedIn, vertical = false, onNavigate }: Props) {
  return (
    <Nav aria-label="Main" $vertical={vertical}>
      {NAV_LINKS.filter((link) => loggedIn || !link.membersOnly).map((link) => (
        <NavLink key={link.to} to={link.to} onClick={onNavigate} className={loggedIn && !vertical && link.roomy ? 'roomy' : undefined}>
          {link.label}
        </NavLink>
      ))}
      {!loggedIn && (
        <NavLink to={ROUTES.login} onClick={onNavigate} className="login">
          Login
        </NavLink>
      )}
    </Nav>
  );
}

const Nav = styled.nav<{ $vertical: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  /* Between tablet and laptop widths the signed-in bar holds six links beside the account menu. */
  ${({ theme }) => theme.media.tabletToLaptop} {
    gap: ${({ theme }) => theme.spacing.md};
    a.roomy {
      display: none;
    }
  }
  ${({ $vertical, theme }) =>
    $vertical &&
    css`
      flex-direction: column;
      align-items: stretch;
      gap: ${theme.spacing.xs};
    `}

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    opacity: 0.8;
    padding: ${({ $vertical, theme }) => ($vertical ? `${theme.spacing.md} ${theme.spacing.lg}` : `${theme.spacing.xs} 0`)};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:hover,
  a.active {
    opacity: 1;
  }
  a.active {
    color: ${({ theme }) => theme.colors.focus};
  }
  a.login {
    opacity: 1;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    background: ${({ theme }) => theme.colors.login};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
