import styled from 'styled-components';
import { useGetPlansQuery } from '@sentiscope/shared/api';
import { sortPlans } from '@sentiscope/shared/contract';
import { Loader } from '@sentiscope/shared/ui';

export default function PlansPage() {
  const { data: plans = [], isLoading, isError } = useGetPlansQuery();
  return (
    <section>
      <h1>Pricing Plans</h1>
      {isLoading && <Loader label="Loading plans" />}
      {isError && <p role="alert">We could not load the plans. Please try again later.</p>}
      <Grid>
        {sortPlans(plans).map((plan) => (
          <Card key={plan._id}>
            <h2>{plan.title}</h2>
            <p>{plan.isFree ? 'Free' : `$${plan.monthlyPrice.toFixed(2)} / month`}</p>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Card>
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
`;

const Card = styled.article`
  padding: 20px;
  border-radius: 14px;
  background: rgba(255, 255, 255, 0.04);
  border: 1px solid rgba(255, 255, 255, 0.1);
`;
