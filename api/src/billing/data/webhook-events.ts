// The payment events already applied, by the provider's event id: a replayed event finds its id here.
import type { Executor } from '../../platform/db';
import type { WebhookEventsTable } from '../../platform/db/schema';

/** Records the event; false when it was recorded before (a replay). */
export async function recordWebhookEvent(db: Executor, event: WebhookEventsTable): Promise<boolean> {
  const inserted = await db
    .insertInto('webhook_events')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
