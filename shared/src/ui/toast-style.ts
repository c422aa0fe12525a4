import { createGlobalStyle, keyframes } from 'styled-components';
import { TOAST_AUTO_CLOSE_MS } from '@sentiscope/shared/contract';

const dropIn = keyframes`
  from { opacity: 0; transform: translateY(-16px) scale(0.96); }
  to { opacity: 1; transform: translateY(0) scale(1); }
`;

const liftOut = keyframes`
  from { opacity: 1; transform: translateY(0) scale(1); }
  to { opacity: 0; transform: translateY(-12px) scale(0.96); }
`;

const countdown = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

// react-toastify 11 injects its base sheet into <head> first; these rules come later and theme on top.
export const ToastStyle = createGlobalStyle`
  :root {
    --toastify-z-index: ${({ theme }) => theme.zIndices.toast};
    --toastify-font-family: ${({ theme }) => theme.fonts.body};
    --toastify-toast-bd-radius: ${({ theme }) => theme.radii.md};
    --toastify-toast-min-height: 52px;
    --toastify-toast-width: min(380px, calc(100vw - 32px));
    --toastify-color-dark: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
    --toastify-icon-color-success: ${({ theme }) => theme.colors.successText};
    --toastify-icon-color-error: ${({ theme }) => theme.colors.dangerText};
    --toastify-icon-color-info: ${({ theme }) => theme.colors.focus};
  }

  .Toastify__toast-container--top-center {
    top: ${({ theme }) => theme.spacing.lg};
    left: 50%;
    transform: translateX(-50%);
    align-items: center;
  }

  .Toastify__toast {
    position: relative;
    overflow: hidden;
    width: var(--toastify-toast-width);
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 4px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  .Toastify__toast--success { border-left-color: ${({ theme }) => theme.colors.successText}; }
  .Toastify__toast--error { border-left-color: ${({ theme }) => theme.colors.dangerText}; }

  /* The countdown bar is decoration; the close itself runs on a timer in notify. */
  .Toastify__toast::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 3px;
    background: currentColor;
    opacity: 0.35;
    transform-origin: left;
    animation: ${countdown} ${TOAST_AUTO_CLOSE_MS}ms linear forwards;
  }

  /* The close waits while the toast is hovered or focused (see notify); so does its bar. */
  .Toastify__toast:hover::after,
  .Toastify__toast:focus-within::after {
    animation-play-state: paused;
  }

  .Toastify__close-button {
    align-self: center;
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }

  .Toastify__close-button:hover,
  .Toastify__close-button:focus-visible {
    color: ${({ theme }) => theme.colors.text};
  }

  /* A toast is in the Tab order (focusing it holds it open): show where the focus is, as on every control. */
  .Toastify__toast:focus-visible,
  .Toastify__close-button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  .sentiscope-toast-enter {
    animation: ${dropIn} ${({ theme }) => theme.durations.normal} ease-out both;
  }

  .sentiscope-toast-exit {
    animation: ${liftOut} ${({ theme }) => theme.durations.normal} ease-in both;
  }
`;
