import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

export type SkeletonProps = { $width?: string; $height?: string; $radius?: string };

// A placeholder shape while content loads; hidden from assistive technology (announce loading on the region instead).
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<SkeletonProps>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${pulse} 1.4s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
