import styled from 'styled-components';

/** The chart's box: its height on laptops and up, and on phones. */
export const ChartFrame = styled.div<{ $height: number; $phoneHeight: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  ${({ theme }) => theme.media.mobile} {
    height: ${({ $phoneHeight }) => $phoneHeight}px;
  }
`;

// Until the chart is first drawn, a quiet block of its size (no animation: it may wait below the fold).
export const ChartCanvas = styled.div<{ $waiting: boolean }>`
  position: absolute;
  inset: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $waiting, theme }) => ($waiting ? theme.colors.skeleton : 'transparent')};
`;
