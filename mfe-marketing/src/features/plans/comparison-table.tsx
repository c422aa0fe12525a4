import styled from 'styled-components';
import { Check, Minus } from 'lucide-react';
import { ALERT_CHANNELS, planReachLines, type AlertChannel, type KindOf, type Plan } from '@sentiscope/shared/contract';
import { planCoverage } from './plan-coverage';

const CHANNEL_ROWS: Record<AlertChannel, string> = { email: 'Alerts by e-mail', 'in-app': 'Alerts in the app (the bell)', webhook: 'Alerts by webhook', telegram: 'Alerts in Telegram', push: 'Alerts by browser push' };

function Included({ included }: { included: boolean }) {
  return included ? (
    <Mark $included role="img" aria-label="Included">
      <Check aria-hidden size={18} strokeWidth={3} />
    </Mark>
  ) : (
    <Mark $included={false} role="img" aria-label="Not included">
      <Minus aria-hidden size={18} />
    </Mark>
  );
}

/**
 * What each plan opens (the classes it opens in full, then how many assets it lists beyond them), how many active alerts, where its alerts are delivered, and every feature any plan
 * lists with the plans that cover it (plan-coverage.ts).
 */
export function ComparisonTable({ plans, kindOf }: { plans: readonly Plan[]; kindOf?: KindOf }) {
  const rows = planCoverage(plans, kindOf);
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
              <td key={plan._id}>
                {planReachLines(plan, kindOf).map((line) => (
                  <Reach key={line}>{line}</Reach>
                ))}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Active alerts</th>
            {plans.map((plan) => (
              <td key={plan._id}>{plan.alertLimits.maxAlerts}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Alerts kept, on or off</th>
            {plans.map((plan) => (
              <td key={plan._id}>{plan.alertLimits.maxStored}</td>
            ))}
          </tr>
          {ALERT_CHANNELS.map((channel) => (
            <tr key={channel}>
              <th scope="row">{CHANNEL_ROWS[channel]}</th>
              {plans.map((plan) => (
                <td key={plan._id}>
                  <Included included={plan.alertLimits.maxAlerts > 0 && plan.alertLimits.channels.includes(channel)} />
                </td>
              ))}
            </tr>
          ))}
          {rows.map(({ feature, covered }) => (
            <tr key={feature}>
              <th scope="row">{feature}</th>
              {plans.map((plan, i) => (
                <td key={plan._id}>
                  <Included included={covered[i]} />
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

/** One line of what a plan opens, the lines stacked in their cell. */
const Reach = styled.span`
  display: block;
  & + & {
    margin-top: 4px;
  }
`;
