import styled from 'styled-components';

/** The column of a long public page (the track record, the API reference): one readable column, centred. */
export const PageArticle = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  max-width: 1040px;
  margin: 0 auto;
  padding: 32px 0 48px;
  line-height: 1.6;
  min-width: 0;
  h1 {
    margin: 0;
  }
`;

/** The paragraph under such a page's heading. */
export const PageLead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The small print at the foot of such a page. */
export const PageNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
