import styled, { css } from 'styled-components';

/** A raised block of a public page: padded, rounded, on the surface colour with a border. */
export const surfaceBlock = css`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A block's own heading. */
export const surfaceHeading = css`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A raised block of a public page with its own heading (the track record's method and other assets). */
export const SurfaceSection = styled.section`
  ${surfaceBlock}
  h2 {
    ${surfaceHeading}
  }
`;
