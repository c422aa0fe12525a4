import styled from 'styled-components';
import { useGetPlansQuery } from '@sentiscope/shared/api';
import { formatPrice, planReachLines, quoteFor, ROUTES } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';

/** One line per plan: what it opens and where its price starts (the yearly monthly equivalent). */
export function PlansInBrief() {
  const { data: plans = [] } = useGetPlansQuery();
  if (plans.length === 0) return null;
  return (
    <Section aria-labelledby="brief-title">
      <h2 id="brief-title">Plans for every depth</h2>
      <ul>
        {plans.map((plan) => (
          <li key={plan._id}>
            <h3>{plan.title}</h3>
            <Price>{plan.isFree ? '$0 / month' : `from ${formatPrice(quoteFor(plan, 'YEARLY').monthlyEquivalent)} / month`}</Price>
            <p>{plan.features[0] ?? planReachLines(plan).join(', ')}</p>
          </li>
        ))}
      </ul>
      <More to={ROUTES.plans}>Compare plans and prices</More>
    </Section>
  );
}

const Section = styled.section`
  text-align: center;
  h2 {
    margin: 0 0 24px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: 16px;
    margin: 0 0 20px;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 20px;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0 0 6px;
  }
  p {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Price = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const More = styled(Link)`
  color: ${({ theme }) => theme.colors.focus};
  font-weight: 600;
`;
