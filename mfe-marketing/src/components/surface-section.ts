import styled from 'styled-components';

/** A raised block of a public page with its own heading (the track record's method and other assets). */
export const SurfaceSection = styled.section`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
