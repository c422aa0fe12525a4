import { css, type DefaultTheme } from 'styled-components';

/**
 * Hides an element from sight while screen readers still read it: the legend of a switch, a heading the
 * page's frame replaces, a name the header shows as an avatar only. The global `.visually-hidden` class is
 * this same rule set.
 */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/**
 * Covers the whole window above the page at `layer`, its content centred: the modal's backdrop, the logging-out
 * overlay and the loading screen.
 */
export const coverWindow = (layer: keyof DefaultTheme['zIndices']) => css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices[layer]};
  display: flex;
  align-items: center;
  justify-content: center;
`;
