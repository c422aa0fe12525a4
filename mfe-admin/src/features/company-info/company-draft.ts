import {
  ADMIN_MESSAGES,
  COMPANY_KEY_PATTERN,
  VALIDATION_MESSAGES,
  companyValueText,
  parseCompanyInput,
  type AdminCompanyInformation,
  type CompanyField,
  type CompanyValueType,
} from '@sentiscope/shared/contract';

/** One row while editing: the value as typed (text, or a flag for booleans) until Save Info reads it. */
export type DraftRow = { id: number; key: string; type: CompanyValueType; raw: string | boolean };

export const fieldsOf = (record: AdminCompanyInformation): CompanyField[] =>
  Object.entries(record).map(([key, { type, value }]) => ({ key, type, value }));

let nextId = 0;
export const draftOf = (field: CompanyField): DraftRow => ({
  id: (nextId += 1),
  key: field.key,
  type: field.type,
  raw: field.type === 'boolean' ? field.value === true : companyValueText(field.value),
});

export const emptyRaw = (type: CompanyValueType): string | boolean => (type === 'boolean' ? false : '');

/** A key's problem among the other rows, or ''. */
export function keyError(key: string, others: readonly DraftRow[]): string {
  const trimmed = key.trim();
  if (trimmed === '') return VALIDATION_MESSAGES.required('Key');
  if (!COMPANY_KEY_PATTERN.test(trimmed)) return ADMIN_MESSAGES.keyFormat;
  return others.some((row) => row.key.trim() === trimmed) ? ADMIN_MESSAGES.keyTaken : '';
}

/** Reads every row with its type; returns the record to save, or the message for each refused row. */
export function readDraft(rows: readonly DraftRow[]): { record: AdminCompanyInformation } | { errors: Record<number, string> } {
  const record: AdminCompanyInformation = {};
  const errors: Record<number, string> = {};
  rows.forEach((row, index) => {
    const badKey = keyError(row.key, rows.slice(0, index));
    if (badKey) {
      errors[row.id] = badKey;
      return;
    }
    const parsed = parseCompanyInput(row.key.trim(), row.type, row.raw);
    if ('error' in parsed) errors[row.id] = parsed.error;
    else record[row.key.trim()] = { type: row.type, value: parsed.value };
  });
  return Object.keys(errors).length > 0 ? { errors } : { record };
}
