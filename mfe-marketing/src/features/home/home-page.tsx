import styled from 'styled-components';
import { ROUTES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { FaqList } from '@/components/faq-list';
import { usePageMeta } from '@/components/use-page-meta';
import { CompanyStats } from './company-stats';
import { HOME_FAQ } from './home-faq';
import { HowItWorks } from './how-it-works';
import { PlansInBrief } from './plans-in-brief';
import { ProductVisual } from './product-visual';

export default function HomePage() {
  usePageMeta({
    title: 'SentiScope',
    description:
      'AI-generated crypto and stock sentiment and market analysis, every figure with its working. Informational only, never financial advice.',
  });
  return (
    <Page>
      <Hero>
        <div>
          <h1>Crypto and stock sentiment, with the working shown</h1>
          <p>
            SentiScope gives you AI-generated crypto and stock sentiment and market analysis, every figure with its
            working. Informational only, never financial advice.
          </p>
          <Actions>
            <Button variant="upgrade" to={ROUTES.signup}>
              Start free
            </Button>
            <Button variant="secondary" to={ROUTES.plans}>
              See plans
            </Button>
          </Actions>
        </div>
        <ProductVisual />
      </Hero>
      <HowItWorks />
      <CompanyStats />
      <PlansInBrief />
      <FaqList title="Questions" entries={HOME_FAQ} />
      <Closing>
        <h2>See today’s market mood for yourself</h2>
        <Button variant="upgrade" to={ROUTES.signup}>
          Create a free account
        </Button>
      </Closing>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 72px;
  padding-bottom: 48px;
`;

const Hero = styled.section`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: 40px;
  align-items: center;
  padding-top: 40px;
  h1 {
    font-size: clamp(2rem, 4.5vw, 3.25rem);
    line-height: 1.1;
    margin: 0 0 16px;
  }
  p {
    margin: 0 0 24px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.muted};
    line-height: 1.6;
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 1fr;
    text-align: center;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.laptop} {
    justify-content: center;
  }
`;

const Closing = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 40px 16px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, rgba(124, 58, 237, 0.25), rgba(37, 99, 235, 0.2));
  h2 {
    margin: 0;
  }
`;
