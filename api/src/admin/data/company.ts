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
  await insertCompanyFields(db, entries.map(([key, field]) => ({ key, ...field })));
}

/** Stores fields in the editor's order, positions from 0: into an empty table (the seed's first fields, or a replacement). */
export async function insertCompanyFields(db: Executor, fields: Array<{ key: string; type: string; value: unknown }>): Promise<void> {
  if (fields.length === 0) return;
  await db
    .insertInto('company_fields')
    .values(fields.map((field, position) => ({ key: field.key, type: field.type, value: JSON.stringify(field.value), position })))
    .execute();
}

export async function hasCompanyFields(db: Executor): Promise<boolean> {
  return (await db.selectFrom('company_fields').select('key').executeTakeFirst()) !== undefined;
}
