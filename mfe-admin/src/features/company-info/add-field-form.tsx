import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COMPANY_VALUE_TYPES, parseCompanyInput, type CompanyValueType } from '@sentiscope/shared/contract';
import { Button, TextField } from '@sentiscope/shared/ui';
import { SelectField } from '@/components/form-controls';
import { CompanyValueInput } from './company-value-input';
import { emptyRaw, keyError, type DraftRow } from './company-draft';

type Props = { rows: readonly DraftRow[]; onAdd: (row: Omit<DraftRow, 'id'>) => void; onCancel: () => void };

/** Add Custom Field: a new key with its type and a value that must fit the type. */
export function AddFieldForm({ rows, onAdd, onCancel }: Props) {
  const [key, setKey] = useState('');
  const [type, setType] = useState<CompanyValueType>('string');
  const [raw, setRaw] = useState<string | boolean>('');
  const [errors, setErrors] = useState<{ key?: string; value?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const badKey = keyError(key, rows);
    const parsed = parseCompanyInput(key.trim(), type, raw);
    const badValue = 'error' in parsed ? parsed.error : '';
    setErrors({ key: badKey || undefined, value: badValue || undefined });
    if (!badKey && !badValue) onAdd({ key: key.trim(), type, raw });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Add custom field">
      <TextField label="Key" value={key} onChange={(e) => setKey(e.target.value)} error={errors.key} />
      <SelectField
        label="Type"
        value={type}
        onChange={(e) => {
          const next = e.target.value as CompanyValueType;
          setType(next);
          setRaw(emptyRaw(next));
        }}
      >
        {COMPANY_VALUE_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <CompanyValueInput label="Value" type={type} raw={raw} error={errors.value} onChange={setRaw} />
      <Buttons>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Add field</Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 160px 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-top: 26px;
`;
