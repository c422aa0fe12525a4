import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useDeleteAlertMutation, useUpdateAlertMutation } from '@sentiscope/shared/alerts/alerts-api';
import { ALERT_MESSAGES, alertChannelsInWords, type Alert, type AlertList } from '@sentiscope/shared/contract';
import { Badge, Button, notify } from '@sentiscope/shared/ui';
import { activeOthers, alertToInput } from './alert-form-model';
import { FiringList } from './firing-list';
import { formatInstantDay } from './format';
import { LimitProblem } from './limit-problem';

type Props = { alert: Alert; list: AlertList; onEdit: (alert: Alert) => void };

const status = (alert: Alert) =>
  alert.paused
    ? { tone: alert.paused.reason === 'member' ? ('neutral' as const) : ('warning' as const), text: alert.paused.reason === 'member' ? 'Off' : 'Paused' }
    : { tone: 'success' as const, text: 'Active' };

/** One alert: its rule, where it goes, whether it runs (and why not), its firings, and what the member can do. */
export function AlertCard({ alert, list, onEdit }: Props) {
  const [history, setHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [limit, setLimit] = useState('');
  const [update, updating] = useUpdateAlertMutation();
  const [remove, removing] = useDeleteAlertMutation();
  const state = status(alert);
  const failure = updating.error ?? removing.error;

  const switchTo = async (enabled: boolean) => {
    const full = enabled && activeOthers(list, alert.id) >= list.limits.maxAlerts;
    setLimit(full ? ALERT_MESSAGES.limitReached(list.limits.maxAlerts, list.planTitle) : '');
    if (!full) await update({ id: alert.id, input: alertToInput(alert, { enabled }) });
  };
  const erase = async () => {
    const result = await remove(alert.id);
    if (!('error' in result)) notify.success(ALERT_MESSAGES.deleted);
  };

  return (
    <Card aria-label={alert.rule}>
      <Top>
        <h3>{alert.rule}</h3>
        <Badge tone={state.tone}>{state.text}</Badge>
      </Top>
      {alert.paused && alert.paused.reason !== 'member' && <Paused>{alert.paused.message}</Paused>}
      <Meta>
        <span>By {alertChannelsInWords(alert.channels)}</span>
        <span>
          Cooldown {alert.cooldownDays} {alert.cooldownDays === 1 ? 'day' : 'days'}
        </span>
        <span>
          {alert.firingCount === 0
            ? 'Not fired yet'
            : `Fired ${alert.firingCount} ${alert.firingCount === 1 ? 'time' : 'times'}${alert.lastFiredAt ? `, last on ${formatInstantDay(alert.lastFiredAt)}` : ''}`}
        </span>
      </Meta>
      {alert.blockedChannels.length > 0 && <Paused>{ALERT_MESSAGES.blockedChannels(alert.blockedChannels, list.planTitle)}</Paused>}
      {limit && <LimitProblem message={limit} />}
      {failure && <Error role="alert">{errorMessage(failure, 'The change could not be saved. Try again in a moment.')}</Error>}
      <Actions>
        <Button variant="secondary" size="sm" onClick={() => onEdit(alert)}>
          Edit
        </Button>
        <Button variant="secondary" size="sm" loading={updating.isLoading} onClick={() => void switchTo(!alert.enabled)}>
          {alert.enabled ? 'Switch off' : 'Switch on'}
        </Button>
        <Button variant="ghost" size="sm" aria-expanded={history} onClick={() => setHistory(!history)}>
          {history ? 'Hide history' : 'History'}
        </Button>
        {confirming ? (
          <>
            <Button variant="danger" size="sm" loading={removing.isLoading} onClick={() => void erase()}>
              Delete this alert
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </Actions>
      {history && <FiringList alertId={alert.id} empty="This alert has not fired yet." />}
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Paused = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;
