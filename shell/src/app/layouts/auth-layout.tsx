import { Outlet, useMatches } from '@sentiscope/shared/router';
import styled from 'styled-components';
import type { RouteEntry } from '../routing/route-table';

/** Sign-in pages: a centred card with the page's title, no header and no nav (SPEC §2). */
export function AuthLayout() {
  const matches = useMatches();
  const entry = matches[matches.length - 1]?.handle as RouteEntry | undefined;
  return (
    <Backdrop>
      <Card $wide={entry?.wide ?? false} aria-labelledby="auth-card-title">
        <Brand>SentiScope</Brand>
        <Title id="auth-card-title">{entry?.title}</Title>
        <Outlet />
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 12px;
  box-sizing: border-box;
  background: radial-gradient(circle at 20% 20%, rgba(56, 189, 248, 0.12), transparent 45%),
    radial-gradient(circle at 80% 80%, rgba(168, 85, 247, 0.12), transparent 45%);
`;

const Card = styled.section<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '440px')};
  padding: 32px 28px;
  border-radius: 18px;
  background: rgba(15, 23, 42, 0.92);
  border: 1px solid rgba(255, 255, 255, 0.1);
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.45);
  box-sizing: border-box;
`;

const Brand = styled.p`
  margin: 0 0 4px;
  font-weight: 700;
  letter-spacing: 0.04em;
  opacity: 0.7;
  font-size: 0.85rem;
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0 0 20px;
  font-size: 1.6rem;
`;
