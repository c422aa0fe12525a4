import styled from 'styled-components';

const STEPS = [
  { title: 'Pick a coin or a stock', text: 'Bitcoin, Ethereum, Apple, the S&P 500 and more: choose an asset and a date range.' },
  { title: 'We read the market and the news', text: 'Daily prices become indicators; headlines are scored for sentiment. Both feed a mood from 0 to 100.' },
  { title: 'You see every figure with its working', text: 'Each number says how it was computed, so you can check it. Information to think with, never advice.' },
];

export function HowItWorks() {
  return (
    <Section aria-labelledby="how-title">
      <h2 id="how-title">How it works</h2>
      <ol>
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Number aria-hidden>{index + 1}</Number>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const Section = styled.section`
  h2 {
    text-align: center;
    margin: 0 0 24px;
  }
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 24px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 12px 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    line-height: 1.6;
  }
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.primary};
`;
