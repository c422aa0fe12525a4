import { NavLink, Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '@sentiscope/shared/contract';
import { useGetCompanyInfoQuery } from '@sentiscope/shared/api';
import { selectIsLoggedIn, useAppSelector } from '@sentiscope/shared/store';

const NAV_LINKS = [
  { to: ROUTES.dashboard, label: 'Dashboard' },
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.guide, label: 'Guide' },
  { to: ROUTES.contact, label: 'Contact' },
  { to: ROUTES.plans, label: 'Plans' },
] as const;

export function Header() {
  const { data: company } = useGetCompanyInfoQuery();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Bar>
      <Brand to={ROUTES.home}>{company?.companyName ?? 'SentiScope'}</Brand>
      <Nav aria-label="Main">
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
        {!loggedIn && <NavLink to={ROUTES.login}>Login</NavLink>}
      </Nav>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 14px 24px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.2rem;
  color: inherit;
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: 18px;
  a {
    color: inherit;
    text-decoration: none;
    opacity: 0.8;
  }
  a.active,
  a:hover {
    opacity: 1;
  }
`;
