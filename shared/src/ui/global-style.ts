import { createGlobalStyle } from 'styled-components';
import { visuallyHidden } from './css-fragments';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    color-scheme: ${({ theme }) => theme.name};
    font-feature-settings: 'cv11', 'ss01';
  }

  body {
    margin: 0;
    transition: background-color ${({ theme }) => theme.durations.normal} ease, color ${({ theme }) => theme.durations.normal} ease;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: -0.015em;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  table, .tabular-nums {
    font-variant-numeric: tabular-nums;
  }

  button, input, select, textarea {
    font: inherit;
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  .visually-hidden {
    ${visuallyHidden}
  }
`;
