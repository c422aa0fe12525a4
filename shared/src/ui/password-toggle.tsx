import styled from 'styled-components';

const ToggleButton = styled.button`
  flex: none;
  margin-right: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.focus};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

type PasswordToggleProps = { visible: boolean; onToggle: () => void; controls: string };

export function PasswordToggle({ visible, onToggle, controls }: PasswordToggleProps) {
  return (
    <ToggleButton type="button" onClick={onToggle} aria-controls={controls}>
      {visible ? 'Hide' : 'Show'}
      <span className="visually-hidden"> password</span>
    </ToggleButton>
  );
}
