import styled from 'styled-components';
import {
  ALERT_KIND_DIRECTIONS,
  ALERT_MOOD_CHANGE_MAX_DAYS,
  ALERT_MOOD_CHANGE_MAX_POINTS,
  ALERT_MOOD_CHANGE_MIN_POINTS,
  ALERT_SMA_WINDOWS,
  ALERT_SURGE_FACTOR_MAX,
  ALERT_SURGE_FACTOR_MIN,
  ALERT_SURGE_MEAN_PERIODS,
  type AlertConditionKind,
  type AlertDirection,
} from '@sentiscope/shared/contract';
import { Select, TextField } from '@sentiscope/shared/ui';
import type { ParamsForm } from './alert-form-model';

type Props = { kind: AlertConditionKind; params: ParamsForm; onChange: (params: ParamsForm) => void };

const DIRECTION_WORDS: Record<AlertDirection, string> = {
  above: 'Above',
  below: 'Below',
  leaves: 'Leaves',
  enters: 'Enters',
  up: 'Rises',
  down: 'Falls',
  either: 'Either way',
};

/** The settings of a condition relative to an indicator: its direction, then its two numbers side by side. */
export function ConditionFields({ kind, params, onChange }: Props) {
  const set = (key: keyof ParamsForm) => (event: { target: { value: string } }) => onChange({ ...params, [key]: event.target.value });
  const number = (key: keyof ParamsForm, label: string, min: number, max: number, step: string, hint?: string) => (
    <TextField label={label} type="number" inputMode="decimal" min={min} max={max} step={step} value={params[key]} onChange={set(key)} hint={hint} />
  );
  const direction = (label: string) => (
    <Select label={label} value={params.direction} onChange={set('direction')} options={ALERT_KIND_DIRECTIONS[kind].map((d) => ({ value: d, label: DIRECTION_WORDS[d] }))} />
  );
  switch (kind) {
    case 'price-sma':
      return (
        <Row>
          {direction('Crosses')}
          <Select label="Moving average" value={params.window} onChange={set('window')} options={ALERT_SMA_WINDOWS.map((w) => ({ value: String(w), label: `${w}-day` }))} />
        </Row>
      );
    case 'rsi-band':
      return (
        <>
          {direction('The 14-day RSI')}
          <Row>
            {number('low', 'Band low', 1, 99, '1')}
            {number('high', 'Band high', 1, 99, '1')}
          </Row>
        </>
      );
    case 'mood-change':
      return (
        <>
          {direction('The mood')}
          <Row>
            {number('points', 'By (points)', ALERT_MOOD_CHANGE_MIN_POINTS, ALERT_MOOD_CHANGE_MAX_POINTS, 'any')}
            {number('window', 'In (days)', 1, ALERT_MOOD_CHANGE_MAX_DAYS, '1')}
          </Row>
        </>
      );
    case 'headline-surge':
      return (
        <Row>
          {number('factor', 'Times the mean', ALERT_SURGE_FACTOR_MIN, ALERT_SURGE_FACTOR_MAX, '0.5', `From ${ALERT_SURGE_FACTOR_MIN} to ${ALERT_SURGE_FACTOR_MAX}; the ${params.period === 'hour' ? 'hourly mean' : 'mean'} of the ${ALERT_SURGE_MEAN_PERIODS} days before.`)}
          <Select label="Headlines counted per" value={params.period} onChange={set('period')} options={[{ value: 'day', label: 'Day' }, { value: 'hour', label: 'Hour' }]} />
        </Row>
      );
  }
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  align-items: start;
`;
