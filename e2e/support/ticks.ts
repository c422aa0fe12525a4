import { adminToken, type Site } from './site';

export type Tick = { assetId: string; price: number; at: number };

/** One run of the ticks now, as the market-ticks job runs each minute; answers the ticks it stored. */
export async function tickNow(site: Site): Promise<Tick[]> {
  const answer = await fetch(`${site.apiUrl}/v1/admin/jobs/ticks/run`, { method: 'POST', headers: { authorization: `Bearer ${await adminToken(site)}` } });
  if (answer.status !== 200) throw new Error(`tick run answered ${answer.status}`);
  return ((await answer.json()) as { data: { ticks: Tick[] } }).data.ticks;
}
