import styled from 'styled-components';
import { ALERT_CHANNEL_LABELS, ALERT_CHANNELS, ALERT_LIMIT_MAX, type AlertChannel } from '@sentiscope/shared/contract';
import { Checkbox, TextField } from '@sentiscope/shared/ui';
import { Fieldset } from './plan-assets-field';

type Props = {
  maxAlerts: string;
  channels: AlertChannel[];
  error?: string;
  onMaxAlerts: (value: string) => void;
  onChannels: (channels: AlertChannel[]) => void;
};

/** The plan's alert limits: how many alerts a member keeps active, and the channels the plan delivers to. */
export function PlanAlertsField({ maxAlerts, channels, error, onMaxAlerts, onChannels }: Props) {
  const toggle = (channel: AlertChannel, on: boolean) =>
    onChannels(ALERT_CHANNELS.filter((c) => (c === channel ? on : channels.includes(c))));
  return (
    <Fieldset className="full">
      <legend>Alerts</legend>
      <Row>
        <TextField
          label="Active alerts allowed"
          type="number"
          inputMode="numeric"
          min={0}
          max={ALERT_LIMIT_MAX}
          value={maxAlerts}
          onChange={(e) => onMaxAlerts(e.target.value)}
          error={error}
          hint="0 for none. Members over it after a downgrade keep their alerts, the newest paused."
        />
        <Channels role="group" aria-label="Alert channels">
          {ALERT_CHANNELS.map((channel) => (
            <Checkbox key={channel} label={ALERT_CHANNEL_LABELS[channel]} checked={channels.includes(channel)} onChange={(e) => toggle(channel, e.target.checked)} />
          ))}
        </Channels>
      </Row>
    </Fieldset>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Channels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xl}`};
  padding-top: ${({ theme }) => theme.spacing.xl};
`;
