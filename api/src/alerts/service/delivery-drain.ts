// How queued deliveries are sent: as a pool, not in batches. A claim takes only as many rows as there are free
// sending slots, each member's rows fairly (a few at most, oldest due first), and a new claim is made as soon as one
// send ends, so a slow receiver holds only its own member's slots and never another member's mail. Every webhook
// attempt ends by its hard deadline, well inside the claim's lease (docs/decisions/124-webhooks-that-cannot-hold-the-queue.md).
import { CHANNEL_MESSAGES } from '@sentiscope/shared/contract';
import { claimDue, giveUpExhausted } from '../data/deliveries';
import type { DeliveryRow } from '../data/tables';
import type { DeliveryDeps } from '../channels/registry';
import { deliverOne, MAX_ATTEMPTS } from './delivery';
import { WEBHOOK_DEADLINE_MS } from './webhook';

/** How long a claimed row stays this process's: several times the longest attempt, so no attempt outlives it. */
export const LEASE_MS = 60_000;
/** Sends going at once in one process, and at most for one member. */
export const MAX_SENDING = 20;
export const MAX_SENDING_PER_MEMBER = 2;
/** While sends are going, rows that have come due meanwhile (another evaluation's, a retry's) are claimed this often. */
const CLAIM_AGAIN_MS = 1000;

if (WEBHOOK_DEADLINE_MS * 3 > LEASE_MS) throw new Error('a webhook attempt must end well inside its claim');

export type DrainCounts = { sent: number; failed: number };

/** The sends going on in one process, shared by every drain it runs, so the caps hold across them. */
export type SendingNow = { total: number; perMember: Map<string, number> };

export const nothingSending = (): SendingNow => ({ total: 0, perMember: new Map() });

function track(sending: SendingNow, member: string, by: 1 | -1) {
  sending.total += by;
  const count = (sending.perMember.get(member) ?? 0) + by;
  if (count > 0) sending.perMember.set(member, count);
  else sending.perMember.delete(member);
}

async function oneEndsOrPause(sends: ReadonlySet<Promise<void>>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const pause = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLAIM_AGAIN_MS)));
  await Promise.race([...sends, pause]);
  clearTimeout(timer);
}

/**
 * Sends every due delivery (of `channels`, when given) and answers how many of its own sends succeeded and failed.
 * Several drains may run at once in a process (a dispatch while another one waits on a slow receiver): they share
 * `sending`, so the caps hold, and the claims keep them from sending one row twice.
 */
export async function drainDeliveries(deps: DeliveryDeps, sending: SendingNow, channels?: readonly string[]): Promise<DrainCounts> {
  const counts: DrainCounts = { sent: 0, failed: 0 };
  const mine = new Set<Promise<void>>();
  await giveUpExhausted(deps.db.k, deps.now(), MAX_ATTEMPTS, `given up after ${MAX_ATTEMPTS} attempts`, CHANNEL_MESSAGES.notDelivered);
  const start = (row: DeliveryRow) => {
    track(sending, row.user_id, 1);
    const send: Promise<void> = deliverOne(deps, row)
      .then((sent) => void (sent ? (counts.sent += 1) : (counts.failed += 1)))
      .catch((error: unknown) => {
        counts.failed += 1;
        deps.log?.(`[alerts] delivery ${row.id} could not be recorded: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        track(sending, row.user_id, -1);
        mine.delete(send);
      });
    mine.add(send);
  };
  for (;;) {
    const room = MAX_SENDING - sending.total;
    const rows = room > 0 ? await claimDue(deps.db.k, deps.now(), LEASE_MS, room, { perMember: MAX_SENDING_PER_MEMBER, inFlight: sending.perMember, maxAttempts: MAX_ATTEMPTS, channels }) : [];
    rows.forEach(start);
    if (mine.size === 0) return counts;
    // Claim again as soon as one of these sends ends, or a moment later for rows that came due meanwhile.
    await oneEndsOrPause(mine);
  }
}
