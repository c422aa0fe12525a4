import { css } from 'styled-components';

/**
 * Where the bell's popover sits and how it is framed: under the bell on wider screens, across the screen below the
 * header on a phone. The panel and the box shown while the panel loads share it, so one replaces the other in place.
 */
export const popoverFrame = css`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(380px, calc(100vw - 32px));
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme }) => theme.media.mobile} {
    top: 64px;
    right: 16px;
    left: 16px;
    width: auto;
  }
`;
