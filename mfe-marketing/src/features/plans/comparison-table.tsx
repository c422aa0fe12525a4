import styled from 'styled-components';
import { Check, Minus } from 'lucide-react';
import type { Plan } from '@sentiscope/shared/contract';
import { planCoverage } from './plan-coverage';

/** How many assets each plan opens, and every feature any plan lists with the plans that cover it (plan-coverage.ts). */
export function ComparisonTable({ plans }: { plans: readonly Plan[] }) {
  const rows = planCoverage(plans);
  return (
    <Scroll>
      <Table>
        <caption>Compare plans</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {plans.map((plan) => (
              <th scope="col" key={plan._id}>
                {plan.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Assets covered</th>
            {plans.map((plan) => (
              <td key={plan._id}>{plan.cryptos.length}</td>
            ))}
          </tr>
          {rows.map(({ feature, covered }) => (
            <tr key={feature}>
              <th scope="row">{feature}</th>
              {plans.map((plan, i) => (
                <td key={plan._id}>
                  {covered[i] ? (
                    <Mark $included role="img" aria-label="Included">
                      <Check aria-hidden size={18} strokeWidth={3} />
                    </Mark>
                  ) : (
                    <Mark $included={false} role="img" aria-label="Not included">
                      <Minus aria-hidden size={18} />
                    </Mark>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  max-width: 960px;
  margin: 0 auto;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.spacing.xl};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    font-weight: 500;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Mark = styled.span<{ $included: boolean }>`
  display: inline-flex;
  vertical-align: middle;
  color: ${({ theme, $included }) => ($included ? theme.colors.successText : theme.colors.muted)};
`;
