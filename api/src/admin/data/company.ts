// The company information an admin edits, one typed field per row, in the order the editor shows them.
import type { AdminCompanyInformation, CompanyValue, CompanyValueType } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';

export async function readCompanyInformation(db: Executor): Promise<AdminCompanyInformation> {
  const rows = await db.selectFrom('company_fields').selectAll().orderBy('position').orderBy('key').execute();
  const record: AdminCompanyInformation = {};
  for (const row of rows) {
    record[row.key] = { type: row.type as CompanyValueType, value: JSON.parse(row.value) as CompanyValue };
  }
  return record;
}

/** Replaces every field with `entries`, kept in their order. */
export async function replaceCompanyFields(db: Executor, entries: Array<[string, { type: CompanyValueType; value: CompanyValue }]>): Promise<void> {
  await db.deleteFrom('company_fields').execute();
  if (entries.length === 0) return;
  await db
    .insertInto('company_fields')
    .values(entries.map(([key, field], position) => ({ key, type: field.type, value: JSON.stringify(field.value), position })))
    .execute();
}
