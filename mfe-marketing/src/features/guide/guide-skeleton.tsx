import styled, { keyframes } from 'styled-components';

const WIDTHS = [62, 90, 84, 40, 95, 88, 70, 30, 92, 86, 78];

/** Grey lines in the shape of the guide while it loads. */
export function GuideSkeleton() {
  return (
    <Lines role="status" aria-label="Loading the user guide">
      {WIDTHS.map((width, index) => (
        <Line key={index} style={{ width: `${width}%` }} $heading={index === 0 || index === 4} />
      ))}
    </Lines>
  );
}

const pulse = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  max-width: 760px;
  margin: 0 auto;
  padding: 32px 24px;
`;

const Line = styled.span<{ $heading: boolean }>`
  display: block;
  height: ${({ $heading }) => ($heading ? 28 : 14)}px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
