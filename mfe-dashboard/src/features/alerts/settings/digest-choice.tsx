import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { usePutAlertSettingsMutation } from '@sentiscope/shared/alerts/settings-api';
import { DELIVERY_MESSAGES, DIGEST_FREQUENCIES, type DigestFrequency } from '@sentiscope/shared/contract';

const LABELS: Record<DigestFrequency, { title: string; hint: string }> = {
  off: { title: 'Off', hint: 'No digest e-mail' },
  daily: { title: 'Daily', hint: 'Each morning, the day before' },
  weekly: { title: 'Weekly', hint: 'Each Monday, the week before' },
};

/** The digest e-mail of the watchlist: off, daily or weekly, saved as soon as it is chosen. */
export function DigestChoice({ value }: { value: DigestFrequency }) {
  const [save, saving] = usePutAlertSettingsMutation();
  return (
    <Group aria-describedby="digest-about">
      <legend>Digest e-mail</legend>
      <p id="digest-about">Each watched asset's mood and change, signal changes and the top scored headlines.</p>
      <Options>
        {DIGEST_FREQUENCIES.map((frequency) => (
          <Option key={frequency} $checked={value === frequency}>
            <input
              type="radio"
              name="digest"
              value={frequency}
              checked={value === frequency}
              disabled={saving.isLoading}
              onChange={() => void save({ digest: frequency })}
            />
            <span>
              <strong>{LABELS[frequency].title}</strong>
              <small>{LABELS[frequency].hint}</small>
            </span>
          </Option>
        ))}
      </Options>
      <Status role="status">{saving.isSuccess ? DELIVERY_MESSAGES.saved : ''}</Status>
      {saving.error && <Failure role="alert">{errorMessage(saving.error, 'The digest could not be changed. Try again.')}</Failure>}
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : 'transparent')};
  cursor: pointer;
  input {
    margin-top: 3px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Status = styled.p`
  min-height: 1.25em;
`;

const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;
