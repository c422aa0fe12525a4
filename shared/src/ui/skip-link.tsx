import styled from 'styled-components';

/** The first stop for keyboard users: jumps past the header to the page's main region (give it this id). */
export const MAIN_CONTENT_ID = 'main-content';

const Anchor = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.spacing.sm};
  left: ${({ theme }) => theme.spacing.sm};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
  }
`;

export function SkipLink({ target = MAIN_CONTENT_ID }: { target?: string }) {
  return <Anchor href={`#${target}`}>Skip to main content</Anchor>;
}
