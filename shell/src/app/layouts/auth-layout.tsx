import { Outlet, useLocation } from '@sentiscope/shared/router';
import styled from 'styled-components';
import { Logo, MAIN_CONTENT_ID, SkipLink, ThemeToggle } from '@sentiscope/shared/ui';
import { ROUTES } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { routeFor } from '../routing/route-table';
import { useFocusMainOnPageChange } from './use-focus-main-on-page-change';

/** Sign-in pages: a centred card with the page's title, no header and no nav. */
export function AuthLayout() {
  const { pathname } = useLocation();
  useFocusMainOnPageChange();
  const entry = routeFor(pathname);
  return (
    <Backdrop id={MAIN_CONTENT_ID} tabIndex={-1}>
      <SkipLink />
      <Corner>
        <ThemeToggle />
      </Corner>
      <Card $wide={entry?.wide ?? false} aria-labelledby="auth-card-title">
        <Brand to={ROUTES.home}>
          <Logo size={28} />
        </Brand>
        <Title id="auth-card-title">{entry?.title}</Title>
        <Outlet />
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.main`
  position: relative;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 64px 16px 32px;
  box-sizing: border-box;
  outline: none;
  background:
    radial-gradient(circle at 15% 10%, ${({ theme }) => theme.colors.primarySoft}, transparent 40%),
    radial-gradient(circle at 85% 90%, ${({ theme }) => theme.colors.infoSoft}, transparent 40%),
    ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.mobile} {
    place-items: start center;
    padding: 56px 0 0;
  }
`;

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.spacing.md};
  right: ${({ theme }) => theme.spacing.md};
`;

const Card = styled.section<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '440px')};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xxl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  box-sizing: border-box;

  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    min-height: calc(100vh - 56px);
    padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
    border-width: 1px 0 0;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
