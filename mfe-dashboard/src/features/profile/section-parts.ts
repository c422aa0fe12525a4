import styled from 'styled-components';

/** A profile section's body: blocks spaced evenly, paragraphs without margins, links in the brand's text colour. */
export const SectionBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** A secret just made and shown this once (a webhook's signing secret, an API key), framed as a warning. */
export const FreshSecret = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

/** The secret itself, in the monospaced face, wrapping anywhere. */
export const SecretText = styled.code`
  display: block;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-family: ${({ theme }) => theme.fonts.mono};
  word-break: break-all;
`;

/** A line of small buttons with the words that explain them (a confirmation). */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A refusal or failure said under what it concerns. */
export const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;
