import styled from 'styled-components';
import { ALERT_MESSAGES, alertChannelsInWords, ROUTES, type AlertList } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { activeOthers } from './alert-form-model';

/** How many alerts the plan allows, how many run and are kept, and the channels it delivers to: read before adding one. */
export function PlanLimits({ list }: { list: AlertList }) {
  const active = list.used;
  const { maxAlerts, maxStored, channels } = list.limits;
  const kept = list.alerts.length;
  const full = activeOthers(list, null) >= maxAlerts;
  return (
    <Box aria-label="Your plan's alert limits">
      <Meter aria-hidden="true">
        <span style={{ width: `${Math.min(100, maxAlerts > 0 ? (active / maxAlerts) * 100 : 100)}%` }} />
      </Meter>
      <p>
        <strong>
          {active} of {maxAlerts} active {maxAlerts === 1 ? 'alert' : 'alerts'}
        </strong>{' '}
        on your {list.planTitle} plan, delivered by {alertChannelsInWords(channels) || 'no channel'}. {kept} of {maxStored}{' '}
        {maxStored === 1 ? 'alert' : 'alerts'} kept, switched on or off.
      </p>
      {kept >= maxStored ? (
        <p>
          {ALERT_MESSAGES.storedLimitReached(maxStored, list.planTitle)} <Link to={ROUTES.plans}>Compare plans</Link>
        </p>
      ) : full && (
        <p>
          {ALERT_MESSAGES.limitReached(maxAlerts, list.planTitle)} <Link to={ROUTES.plans}>Compare plans</Link>
        </p>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Meter = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
