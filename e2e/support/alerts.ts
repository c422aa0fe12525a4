import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { adminToken, type Site } from './site';

/** A closed day `daysAgo` days before today, 'YYYY-MM-DD' (UTC). */
export const dayBefore = (daysAgo: number) => new Date(Date.now() - daysAgo * MS_PER_DAY).toISOString().slice(0, 10);

/** Bitcoin's newest stored close, as the home page's market preview gives it. */
export async function lastBtcClose(site: Site): Promise<{ date: string; close: number }> {
  const answer = (await (await fetch(`${site.apiUrl}/v1/market/preview`)).json()) as { data: { closes: { date: string; close: number }[] } };
  const last = answer.data.closes.at(-1);
  if (!last) throw new Error('No stored Bitcoin close');
  return last;
}

/** One ingestion run now, as the admin's Run now starts it; the alerts are evaluated after it. */
export async function runIngestion(site: Site): Promise<void> {
  const answer = await fetch(`${site.apiUrl}/v1/admin/jobs/ingest/run`, { method: 'POST', headers: { authorization: `Bearer ${await adminToken(site)}` } });
  if (answer.status !== 200) throw new Error(`ingestion run answered ${answer.status}`);
}

/** Chooses the alert's asset with the editor's asset picker: types the name, then picks the asset by its ticker. */
export async function chooseAlertAsset(editor: Locator, name: string, symbol: string): Promise<void> {
  await editor.getByRole('combobox', { name: 'Asset' }).fill(name);
  await editor.getByRole('option', { name: new RegExp(`^${symbol}\\b`) }).first().click();
  await editor.getByText(new RegExp(`Alerting on ${symbol} `)).first().waitFor();
}

/** Creates an alert with the alerts page's form: Bitcoin, a price rising above `level`, on the given channels. */
export async function createPriceAlert(site: Site, page: Page, level: number, channels: string[]): Promise<void> {
  await page.goto(site.url('/alerts'));
  await page.getByRole('button', { name: 'New alert' }).click();
  const editor = page.getByRole('form', { name: 'New alert' });
  await chooseAlertAsset(editor, 'Bitcoin', 'BTC');
  await editor.getByLabel('When').selectOption({ label: 'Price rises above' });
  await editor.getByLabel('Price level ($)').fill(String(level));
  for (const channel of ['E-mail', 'In-app', 'Webhook', 'Telegram']) {
    const box = editor.getByRole('checkbox', { name: new RegExp(`^${channel}`) });
    if ((await box.isChecked()) !== channels.includes(channel)) await box.click();
  }
  await editor.getByRole('region', { name: 'Preview' }).getByText(/^Would (not )?have fired/).waitFor();
  await editor.getByRole('button', { name: 'Create alert' }).click();
  await editor.waitFor({ state: 'detached' });
}

export type Hook = { headers: http.IncomingHttpHeaders; body: string };

/** A webhook receiver on loopback that records each delivery as it arrived (raw body, for the signature). */
export async function startReceiver(): Promise<{ url: string; received: Hook[]; close: () => Promise<void> }> {
  const received: Hook[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/sentiscope`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Waits for `read` to give something, or fails after `ms`. */
export async function eventually<T>(read: () => T | undefined | Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
