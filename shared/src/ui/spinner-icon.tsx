import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

type SpinnerIconProps = { $size?: number };

// Decorative only: whoever shows it owns the accessible state (role="status", aria-busy).
export const SpinnerIcon = styled.span.attrs({ 'aria-hidden': true })<SpinnerIconProps>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 16 }) => $size}px;
  height: ${({ $size = 16 }) => $size}px;
  border: ${({ $size = 16 }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 1.5s !important;
    animation-iteration-count: infinite !important;
  }
`;
