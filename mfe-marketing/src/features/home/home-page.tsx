import styled from 'styled-components';
import { ROUTES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';

const FEATURES = [
  { title: 'Sentiment from the headlines', text: 'Every headline scored, summed up per day and compared with the asset’s own history.' },
  { title: 'Indicators that explain themselves', text: 'RSI, MACD, Bollinger bands and more, each with the method behind the number.' },
  { title: 'A market mood from 0 to 100', text: 'Published weights, named bands, and each component’s contribution on show.' },
];

export default function HomePage() {
  return (
    <>
      <Hero>
        <h1>AI-generated crypto and stock sentiment, explained</h1>
        <p>
          SentiScope reads the market and the news so you can see the mood behind the move. Informational only, never
          financial advice.
        </p>
        <Actions>
          <Button variant="upgrade" to={ROUTES.signup}>
            Start free
          </Button>
          <Button variant="secondary" to={ROUTES.plans}>
            See plans
          </Button>
        </Actions>
      </Hero>
      <Features aria-label="What you get">
        {FEATURES.map((feature) => (
          <article key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </article>
        ))}
      </Features>
    </>
  );
}

const Hero = styled.section`
  text-align: center;
  padding: 56px 0 32px;
  h1 {
    font-size: clamp(2rem, 4vw, 3rem);
    margin: 0 0 16px;
  }
  p {
    max-width: 640px;
    margin: 0 auto 24px;
    opacity: 0.85;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
`;

const Features = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  article {
    padding: 20px;
    border-radius: 14px;
    background: rgba(255, 255, 255, 0.04);
    border: 1px solid rgba(255, 255, 255, 0.08);
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    opacity: 0.8;
  }
`;
