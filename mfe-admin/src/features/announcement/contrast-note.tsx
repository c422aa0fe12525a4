import styled from 'styled-components';
import { WCAG_AA_CONTRAST, contrastRatio } from '@sentiscope/shared/contract';

/** The pair's contrast ratio, with a warning when it is below what WCAG AA asks of text. */
export function ContrastNote({ background, text }: { background: string; text: string }) {
  const ratio = contrastRatio(background, text);
  if (ratio === null) return null;
  const passes = ratio >= WCAG_AA_CONTRAST;
  return (
    <Note $passes={passes} role={passes ? undefined : 'alert'}>
      {passes
        ? `Contrast ${ratio}:1 – readable (WCAG AA).`
        : `Contrast ${ratio}:1 is below ${WCAG_AA_CONTRAST}:1: many visitors will struggle to read this pair. Choose a darker background or another text colour.`}
    </Note>
  );
}

const Note = styled.p<{ $passes: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $passes }) => ($passes ? theme.colors.successText : theme.colors.dangerText)};
`;
