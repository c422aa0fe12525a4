import type { ReactNode } from 'react';
import styled from 'styled-components';

export const StatePanelRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

export const StateIcon = styled.span<{ $tone: 'neutral' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerText : theme.colors.primaryText)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primarySoft)};
`;

export const StateTitle = styled.h2`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StateText = styled.p`
  margin: 0;
  max-width: 42ch;
  color: ${({ theme }) => theme.colors.muted};
`;

export type StatePanelProps = { title: ReactNode; description?: ReactNode; action?: ReactNode; className?: string };
