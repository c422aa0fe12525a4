import type { ReactNode } from 'react';
import { Link } from '@sentiscope/shared/router';
import styled, { css } from 'styled-components';

export function MenuLink({ to, onNavigate, children }: { to: string; onNavigate: () => void; children: ReactNode }) {
  return (
    <li>
      <Entry to={to} onClick={onNavigate}>
        {children}
      </Entry>
    </li>
  );
}

/** A menu entry's hover and keyboard focus: raised, with the focus ring inside the entry. */
export const menuEntryStates = css`
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Entry = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${menuEntryStates}
`;
