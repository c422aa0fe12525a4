/** Whether a write failed on a unique key (another request wrote the same row first), on PostgreSQL or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint/i.test(e?.message ?? '');
}
