import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; icon?: ReactNode; children: ReactNode };

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 2px 10px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const tones: Record<BadgeTone, [string, string]> = {
      neutral: [c.muted, c.surfaceMuted],
      primary: [c.primaryText, c.primarySoft],
      success: [c.successText, c.successSoft],
      warning: [c.warningText, c.warningSoft],
      danger: [c.dangerText, c.dangerSoft],
      info: [c.infoText, c.infoSoft],
    };
    const [text, background] = tones[$tone];
    return `color: ${text}; background: ${background};`;
  }}

  svg {
    width: 12px;
    height: 12px;
  }
`;

export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <Pill {...rest} $tone={tone}>
      {icon}
      {children}
    </Pill>
  );
}
