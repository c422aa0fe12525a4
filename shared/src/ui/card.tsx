import styled, { css } from 'styled-components';

export type CardProps = { $padding?: 'none' | 'sm' | 'md' | 'lg'; $interactive?: boolean };

const paddings = { none: '0', sm: '12px', md: '20px', lg: '28px' } as const;

// A raised surface for grouping content; use `as="section"` or `as="article"` where it has a heading.
export const Card = styled.div<CardProps>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ $padding = 'md' }) => paddings[$padding]};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ $padding = 'md' }) => ($padding === 'lg' ? paddings.md : paddings[$padding])};
  }

  ${({ $interactive }) =>
    $interactive &&
    css`
      transition:
        border-color ${({ theme }) => theme.durations.fast} ease,
        transform ${({ theme }) => theme.durations.fast} ease;
      &:hover {
        border-color: ${({ theme }) => theme.colors.borderStrong};
        transform: translateY(-1px);
      }
    `}
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
