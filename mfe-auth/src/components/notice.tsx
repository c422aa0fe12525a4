import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'info' | 'danger';

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerText : theme.colors.info)};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  p {
    margin: 0;
  }
`;

export type NoticeProps = { tone?: Tone; children: ReactNode; className?: string };

/** An inline message that stays on the page (toasts vanish after 1.5 s); danger notices are announced at once. */
export function Notice({ tone = 'info', children, className }: NoticeProps) {
  return (
    <Box $tone={tone} role={tone === 'danger' ? 'alert' : 'status'} className={className}>
      {children}
    </Box>
  );
}
