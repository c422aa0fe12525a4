import styled from 'styled-components';
import { visuallyHidden } from '@sentiscope/shared/ui';
import { TENURES, cycleName, type Tenure } from '@sentiscope/shared/contract';

type Props = {
  value: Tenure;
  onChange: (tenure: Tenure) => void;
  /** Best saving per cycle, shown beside its name when above zero. */
  savings: Partial<Record<Tenure, number>>;
};

/** MONTHLY / SIX_MONTHS / YEARLY as one radio group: arrow keys move between cycles, as users expect. */
export function BillingSwitch({ value, onChange, savings }: Props) {
  return (
    <Group>
      <legend>Billing cycle</legend>
      {TENURES.map((tenure) => (
        <Option key={tenure} $checked={tenure === value}>
          <input type="radio" name="billing-cycle" value={tenure} checked={tenure === value} onChange={() => onChange(tenure)} />
          <span>{cycleName(tenure)}</span>
          {(savings[tenure] ?? 0) > 0 && <Save $checked={tenure === value}>save {savings[tenure]}%</Save>}
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  display: inline-flex;
  flex-wrap: nowrap;
  justify-content: center;
  gap: 4px;
  margin: 0 auto;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    ${visuallyHidden}
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  font-weight: 600;
  color: ${({ theme, $checked }) => ($checked ? theme.colors.onAccent : theme.colors.muted)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : 'transparent')};
  transition: background ${({ theme }) => theme.durations.fast};
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    justify-content: center;
    gap: 2px;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Save = styled.span<{ $checked: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $checked }) => ($checked ? 'rgba(0, 0, 0, 0.3)' : 'rgba(74, 222, 128, 0.16)')};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.onAccent : theme.colors.successText)};
`;
