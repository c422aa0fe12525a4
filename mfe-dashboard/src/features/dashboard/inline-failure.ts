import styled from 'styled-components';

/** A block's own failure line, kept inside the block: the reason and its Retry button side by side. */
export const InlineFailure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;
