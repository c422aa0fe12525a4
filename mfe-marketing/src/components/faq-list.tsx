import styled from 'styled-components';

export type FaqEntry = { question: string; answer: string };

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ title, entries }: { title: string; entries: readonly FaqEntry[] }) {
  return (
    <Section aria-labelledby="faq-title">
      <h2 id="faq-title">{title}</h2>
      {entries.map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </Section>
  );
}

const Section = styled.section`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  h2 {
    text-align: center;
    margin: 0 0 ${({ theme }) => theme.spacing.xl};
  }
  details {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.xs};
    font-weight: 600;
    list-style-position: inside;
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.lg};
    color: ${({ theme }) => theme.colors.muted};
    line-height: 1.6;
  }
`;
