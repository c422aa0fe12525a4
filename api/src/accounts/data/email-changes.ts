// Address changes waiting for the link mailed to the new address.
import type { Executor } from '../../platform/db';
import type { EmailChangesTable } from '../../platform/db/security-schema';

export async function insertEmailChange(db: Executor, row: EmailChangesTable): Promise<void> {
  await db.insertInto('email_changes').values(row).execute();
}

export async function findEmailChange(db: Executor, tokenHash: string): Promise<EmailChangesTable | undefined> {
  return db.selectFrom('email_changes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function dropEmailChanges(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
}
