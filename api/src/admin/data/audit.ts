import type { Kysely } from 'kysely';
import type { AuditArea, AuditEntry } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import { newId } from '../../platform/ids';

export type AuditLogTable = {
  id: string;
  at: number;
  actor_id: string;
  actor_email: string;
  area: string;
  action: string;
  target: string;
  before_json: string;
  after_json: string;
};

let sequence = 0;
/** Ids sort in the order entries were written, also for two changes in the same millisecond. */
const auditId = (at: number) => `${at.toString(36).padStart(10, '0')}${(sequence = (sequence + 1) % 1296).toString(36).padStart(2, '0')}${newId()}`;

type AuditDb = Kysely<{ audit_log: AuditLogTable }>;

/** The audit table lives beside the core schema; the admin console is the only part that reads or writes it. */
const audit = (db: Executor): AuditDb => (db as unknown as Kysely<object>).withTables<{ audit_log: AuditLogTable }>();

export type AuditChange = {
  actor: { id: string; email: string };
  area: AuditArea;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: number;
};

/** Appends one admin change; callers pass their transaction so a refused change leaves no entry. Nothing updates or deletes rows. */
export async function recordAudit(db: Executor, change: AuditChange): Promise<void> {
  await audit(db)
    .insertInto('audit_log')
    .values({
      id: auditId(change.at),
      at: change.at,
      actor_id: change.actor.id,
      actor_email: change.actor.email,
      area: change.area,
      action: change.action,
      target: change.target,
      before_json: JSON.stringify(change.before ?? null),
      after_json: JSON.stringify(change.after ?? null),
    })
    .execute();
}

/** Newest first; `before` is the id of the last entry already shown (ids sort in write order). */
export async function readAudit(db: Executor, options: { limit: number; before?: string; area?: AuditArea }): Promise<AuditEntry[]> {
  let query = audit(db).selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.before !== undefined) query = query.where('id', '<', options.before);
  if (options.area) query = query.where('area', '=', options.area);
  const rows = await query.execute();
  return rows.map((row) => ({
    _id: row.id,
    at: new Date(Number(row.at)).toISOString(),
    actorEmail: row.actor_email,
    area: row.area as AuditArea,
    action: row.action,
    target: row.target,
    before: JSON.parse(row.before_json) as unknown,
    after: JSON.parse(row.after_json) as unknown,
  }));
}
