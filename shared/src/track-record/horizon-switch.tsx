import styled from 'styled-components';
import type { TrackRecordHorizon } from '@sentiscope/shared/contract';

export type HorizonSwitchProps = { value: TrackRecordHorizon; options: readonly TrackRecordHorizon[]; onChange: (h: TrackRecordHorizon) => void };

/** Chooses the forward horizon the tables show: one pressed button of a small group. */
export function HorizonSwitch({ value, options, onChange }: HorizonSwitchProps) {
  return (
    <Group role="group" aria-label="Forward horizon">
      {options.map((h) => (
        <Option key={h} type="button" aria-pressed={h === value} $active={h === value} onClick={() => onChange(h)}>
          {h} days later
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  justify-self: start;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Option = styled.button<{ $active: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.muted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadows.card : 'none')};
`;
