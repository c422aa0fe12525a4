import styled from 'styled-components';
import {
  ALERT_CHANNEL_LABELS,
  ALERT_CHANNELS,
  ALERT_COOLDOWN_MAX_DAYS,
  ALERT_COOLDOWN_MIN_DAYS,
  ALERT_KIND_LABELS,
  ALERT_KIND_PARAM,
  ALERT_KINDS,
  ALERT_RSI_HIGH,
  ALERT_RSI_LOW,
  ALERT_WATCHLIST_TARGET,
  ALERT_Z_MAX,
  ALERT_Z_MIN,
  WATCHLIST_KINDS_EXCLUDED,
  isConditionKind,
  type AlertChannel,
  type AlertKind,
  type StockItem,
} from '@sentiscope/shared/contract';
import { Checkbox, Select, TextField, Toggle } from '@sentiscope/shared/ui';
import { AlertAssetField } from './alert-asset-field';
import { paramsForm, type AlertForm } from './alert-form-model';
import { ConditionFields } from './condition-fields';

type Props = {
  form: AlertForm;
  /** The assets the plan opens. */
  assets: readonly StockItem[];
  planChannels: readonly AlertChannel[];
  /** The channels the member has connected, and those this server offers; undefined while unknown (none is held back then). */
  connected?: readonly AlertChannel[];
  offered?: readonly AlertChannel[];
  planTitle: string;
  onChange: (form: AlertForm) => void;
};

/** What each kind watches, in a line under the choice. */
const KIND_HINTS: Record<AlertKind, string> = {
  'price-above': 'Fires on the first close above the level.',
  'price-below': 'Fires on the first close below the level.',
  'mood-band': 'Fires when the daily mood moves into another band.',
  'mood-level': 'Fires when the daily mood crosses the level, either way.',
  'signal-flip': 'Fires when the signal turns (buy, hold, sell).',
  'sentiment-spike': "Fires when the day's headline sentiment is this many standard deviations from usual.",
  rsi: `Fires when the 14-day RSI leaves ${ALERT_RSI_LOW}-${ALERT_RSI_HIGH}.`,
  'price-sma': 'Fires on the first close on the other side of the moving average.',
  'rsi-band': 'Fires when the 14-day RSI enters or leaves the band you set.',
  'mood-change': 'Fires when the daily mood has moved this many points over these days.',
  'headline-surge': "Fires when a day's (or an hour's) headlines exceed this many times their mean over the 30 days before.",
};

/** The rule's fields: asset, kind, its level or z-score, the channels, the cooldown and whether it is on. */
export function AlertFields({ form, assets, planChannels, connected, offered, planTitle, onChange }: Props) {
  const set = <K extends keyof AlertForm>(key: K, value: AlertForm[K]) => onChange({ ...form, [key]: value });
  const param = ALERT_KIND_PARAM[form.kind];
  const onWatchlist = form.assetId === ALERT_WATCHLIST_TARGET;
  const kinds = ALERT_KINDS.filter((kind) => !onWatchlist || !WATCHLIST_KINDS_EXCLUDED.includes(kind));
  // A new kind starts from its own settings; a price level has no meaning on the watchlist, so the kind moves on.
  const setKind = (kind: AlertKind) => onChange({ ...form, kind, params: paramsForm(kind) });
  const setAsset = (assetId: string) =>
    onChange(assetId === ALERT_WATCHLIST_TARGET && WATCHLIST_KINDS_EXCLUDED.includes(form.kind) ? { ...form, assetId, kind: 'price-sma', params: paramsForm('price-sma') } : { ...form, assetId });
  const toggleChannel = (channel: AlertChannel, on: boolean) =>
    set('channels', on ? ALERT_CHANNELS.filter((c) => c === channel || form.channels.includes(c)) : form.channels.filter((c) => c !== channel));
  return (
    <Fields>
      <AlertAssetField assetId={form.assetId} assets={assets} onChange={setAsset} />
      <Select
        label="When"
        value={form.kind}
        onChange={(e) => setKind(e.target.value as AlertKind)}
        options={kinds.map((kind) => ({ value: kind, label: ALERT_KIND_LABELS[kind] }))}
        hint={KIND_HINTS[form.kind]}
      />
      {isConditionKind(form.kind) && <ConditionFields kind={form.kind} params={form.params} onChange={(params) => set('params', params)} />}
      {param === 'level' && (
        <TextField
          label={form.kind === 'mood-level' ? 'Mood level (0-100)' : 'Price level ($)'}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={form.level}
          onChange={(e) => set('level', e.target.value)}
        />
      )}
      {param === 'z' && (
        <TextField
          label="Z-score"
          type="number"
          inputMode="decimal"
          min={ALERT_Z_MIN}
          max={ALERT_Z_MAX}
          step="0.1"
          value={form.z}
          onChange={(e) => set('z', e.target.value)}
          hint={`From ${ALERT_Z_MIN} to ${ALERT_Z_MAX}; 2 is a day well out of the ordinary.`}
        />
      )}
      <Channels>
        <legend>Deliver by</legend>
        {ALERT_CHANNELS.map((channel) => {
          const chosen = form.channels.includes(channel);
          const inPlan = planChannels.includes(channel);
          // A channel still to connect is held back (the server would refuse it); one the alert has stays, to be taken off.
          const unoffered = inPlan && offered !== undefined && !offered.includes(channel);
          const unconnected = inPlan && connected !== undefined && !connected.includes(channel);
          const note = !inPlan ? ` (not in your ${planTitle} plan)` : unoffered ? ' (not offered here)' : unconnected ? ' (connect it in your profile first)' : '';
          return (
            <Checkbox
              key={channel}
              label={`${ALERT_CHANNEL_LABELS[channel]}${note}`}
              checked={chosen}
              disabled={(unoffered || unconnected) && !chosen}
              onChange={(e) => toggleChannel(channel, e.target.checked)}
            />
          );
        })}
      </Channels>
      <TextField
        label="Cooldown (days)"
        type="number"
        inputMode="numeric"
        min={ALERT_COOLDOWN_MIN_DAYS}
        max={ALERT_COOLDOWN_MAX_DAYS}
        value={form.cooldownDays}
        onChange={(e) => set('cooldownDays', e.target.value)}
        hint="The least time between two firings of this alert."
      />
      <Toggle label="Switched on" checked={form.enabled} onChange={(on) => set('enabled', on)} />
    </Fields>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-content: start;
`;

const Channels = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xl}`};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
