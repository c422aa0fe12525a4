import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export type ToggleProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
};

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 44px;
  height: 26px;
  padding: 0;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surfaceMuted)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast} ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '20px' : '2px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.colors.onAccent : theme.colors.muted)};
    transition: left ${({ theme }) => theme.durations.fast} ease;
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

// An on/off switch: a button with role="switch" so it is announced as on or off.
export function Toggle({ label, checked, onChange, hint, disabled, id, className }: ToggleProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <Row className={className}>
      <Text>
        <Label htmlFor={switchId}>{label}</Label>
        {hint != null && <Hint id={`${switchId}-hint`}>{hint}</Hint>}
      </Text>
      <Track
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-describedby={hint != null ? `${switchId}-hint` : undefined}
        disabled={disabled}
        $on={checked}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
