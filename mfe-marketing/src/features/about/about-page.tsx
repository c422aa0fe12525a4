import styled from 'styled-components';
import { ROUTES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { usePageMeta } from '@/components/use-page-meta';
import { surfaceBlock, surfaceHeading } from '@/components/surface-section';

const PRINCIPLES = [
  { title: 'Every figure with its working', text: 'Each number on the dashboard names the method and inputs behind it, so you can check it yourself.' },
  { title: 'The same inputs, the same answer', text: 'Analysis is computed from published methods: ask twice about the same period and you get the same result.' },
  { title: 'Information, not advice', text: 'We describe what the market and the news say. We never tell anyone what to buy or sell.' },
];

export default function AboutPage() {
  usePageMeta({
    title: 'About',
    description: 'Why SentiScope exists: plain-language crypto and stock sentiment, every figure with its working, never financial advice.',
  });
  return (
    <Article>
      <h1>About SentiScope</h1>
      <Lead>
        SentiScope turns daily prices and news headlines into a plain-language picture of market sentiment for major
        crypto assets and stocks. Every figure is computed by published methods, and the same inputs always give the same
        analysis.
      </Lead>
      <Principles>
        {PRINCIPLES.map((principle) => (
          <li key={principle.title}>
            <h2>{principle.title}</h2>
            <p>{principle.text}</p>
          </li>
        ))}
      </Principles>
      <p>
        Our analysis is informational only. It is not financial advice, and past behaviour of a market does not predict
        its future.
      </p>
      <Button variant="primary" to={ROUTES.guide}>
        Read the guide
      </Button>
    </Article>
  );
}

const Article = styled.article`
  max-width: 860px;
  margin: 0 auto;
  padding: 32px 0 48px;
  line-height: 1.6;
  h1 {
    margin: 0 0 12px;
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Principles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  margin: 32px 0;
  padding: 0;
  list-style: none;
  li {
    ${surfaceBlock}
  }
  h2 {
    ${surfaceHeading}
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
