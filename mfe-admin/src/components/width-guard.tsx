import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MonitorSmartphone } from 'lucide-react';
import { ADMIN_MIN_WIDTH, ROUTES } from '@sentiscope/shared/contract';
import { LinkButton } from '@sentiscope/shared/ui';
import { useViewportWidth } from '@/hooks/use-viewport-width';

export const WIDTH_TOO_SMALL = `Your screen width is too small to access this page. This page requires a minimum width of ${ADMIN_MIN_WIDTH}px. Please switch to a larger device.`;

/** The admin console needs room for its tables and forms: below the minimum width only the notice shows. */
export function WidthGuard({ children }: { children: ReactNode }) {
  const width = useViewportWidth();
  if (width >= ADMIN_MIN_WIDTH) return <>{children}</>;
  // The way back to the member's pages, which work at any width.
  return (
    <Notice>
      <MonitorSmartphone size={40} aria-hidden="true" />
      <div role="alert" aria-labelledby="width-guard-title">
        <h1 id="width-guard-title">Admin console</h1>
        <p>{WIDTH_TOO_SMALL}</p>
      </div>
      <LinkButton to={ROUTES.dashboard} variant="secondary">
        Back to Dashboard
      </LinkButton>
    </Notice>
  );
}

const Notice = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  [role='alert'] {
    display: grid;
    gap: ${({ theme }) => theme.spacing.lg};
    justify-items: center;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    max-width: 32ch;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.5;
  }
  svg {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
