import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { API_KEY_NAME_MAX, API_KEY_SCOPE_LABELS, apiKeyInputProblem, type ApiKeyCreated, type ApiKeyScope } from '@sentiscope/shared/contract';
import { Button, Checkbox, Select, TextField } from '@sentiscope/shared/ui';
import { Failure } from '@/features/profile/section-parts';
import { useCreateApiKeyMutation } from './api-keys-api';

const EXPIRIES = [
  { value: '', label: 'Never (until revoked)' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

/** A new key: a name, whether it may also create and delete alerts, and when it expires. */
export function CreateKeyForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const [create, creating] = useCreateApiKeyMutation();
  const [name, setName] = useState('');
  const [alerts, setAlerts] = useState(false);
  const [expiry, setExpiry] = useState('');
  const [touched, setTouched] = useState(false);
  const scopes: ApiKeyScope[] = alerts ? ['read', 'alerts'] : ['read'];
  const input = { name, scopes, expiresInDays: expiry ? Number(expiry) : null };
  const problem = apiKeyInputProblem(input);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    const created = await create(input).unwrap().catch(() => null);
    if (!created) return;
    setName('');
    setAlerts(false);
    setExpiry('');
    setTouched(false);
    onCreated(created);
  };

  return (
    <Form aria-label="Create an API key" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Key name"
        value={name}
        maxLength={API_KEY_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && problem ? problem : undefined}
        hint="Where it is used, e.g. Trading notebook"
      />
      <Select label="Expires" value={expiry} options={EXPIRIES} onChange={(event) => setExpiry(event.target.value)} />
      <Scopes role="group" aria-label="What the key may do">
        <Checkbox label={API_KEY_SCOPE_LABELS.read} checked disabled />
        <Checkbox label={API_KEY_SCOPE_LABELS.alerts} checked={alerts} onChange={(event) => setAlerts(event.target.checked)} />
      </Scopes>
      <Actions>
        <Button type="submit" loading={creating.isLoading}>
          Create key
        </Button>
      </Actions>
      {creating.error && <FormFailure role="alert">{errorMessage(creating.error, 'The key could not be created. Try again.')}</FormFailure>}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Scopes = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Actions = styled.div`
  grid-column: 1 / -1;
`;

const FormFailure = styled(Failure)`
  grid-column: 1 / -1;
`;
