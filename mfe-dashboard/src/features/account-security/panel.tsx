import styled from 'styled-components';

/** One block of the security section: a titled panel with a short explanation and its form. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
