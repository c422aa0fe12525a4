import styled from 'styled-components';
import { ALERT_CHANNEL_LABELS, ALERT_CHANNELS, type AlertChannel } from '@sentiscope/shared/contract';
import { Checkbox } from '@sentiscope/shared/ui';
import { AlertCountField } from './alert-count-field';
import { CheckRow, Fieldset } from './plan-assets-field';

type Props = {
  maxAlerts: string;
  maxStored: string;
  channels: AlertChannel[];
  error?: string;
  storedError?: string;
  onMaxAlerts: (value: string) => void;
  onMaxStored: (value: string) => void;
  onChannels: (channels: AlertChannel[]) => void;
};

/** The plan's alert limits: how many alerts a member keeps active and in all, and the channels the plan delivers to. */
export function PlanAlertsField({ maxAlerts, maxStored, channels, error, storedError, onMaxAlerts, onMaxStored, onChannels }: Props) {
  const toggle = (channel: AlertChannel, on: boolean) =>
    onChannels(ALERT_CHANNELS.filter((c) => (c === channel ? on : channels.includes(c))));
  return (
    <Fieldset className="full">
      <legend>Alerts</legend>
      <Row>
        <AlertCountField
          label="Active alerts allowed"
          value={maxAlerts}
          onChange={onMaxAlerts}
          error={error}
          hint="0 for none. Members over it after a downgrade keep their alerts, the newest paused."
        />
        <AlertCountField
          label="Alerts kept in all"
          value={maxStored}
          onChange={onMaxStored}
          error={storedError}
          hint="Switched on or off; at least the active alerts. Members over it keep theirs but add none."
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

const Channels = styled(CheckRow)`
  grid-column: 1 / -1;
`;
