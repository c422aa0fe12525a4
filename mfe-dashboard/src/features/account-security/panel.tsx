import styled from 'styled-components';
import { Card } from '@sentiscope/shared/ui';

/**
 * One block of the security section: a titled panel with a short explanation and its form. A card like the
 * profile's other sections, so their edges and text line up.
 */
export const Panel = styled(Card).attrs({ as: 'section', $padding: 'md' })`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    /* A long e-mail address breaks inside the panel rather than widening the page on a phone. */
    overflow-wrap: anywhere;
  }
`;

export const PanelForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 28rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
