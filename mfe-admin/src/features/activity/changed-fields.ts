export type FieldChange = { field: string; before: string; after: string };

const show = (value: unknown): string => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The top-level fields that differ between two records (a whole record when one side is empty). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const asRecord = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const a = asRecord(before);
  const b = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) => ({ field, before: show(a[field]), after: show(b[field]) }));
}
