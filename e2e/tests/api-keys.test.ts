import { API_KEY_MESSAGES } from '@sentiscope/shared/contract';
import { createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { withSite } from '../support/with-site';

// API keys on the production build: a Free member makes a key under Profile, Developer, a program outside the page
// calls the API with it until the plan's daily quota (100) is used up, and the member revokes it in the profile,
// after which the same call is refused (docs/api.md, "API keys").
const env = withSite();

/** Seconds until the quota's day (UTC) ends, read from the `t` parameter of the RateLimit field. */
function secondsToReset(field: string | null): number {
  const match = /;t=(\d+)/.exec(field ?? '');
  if (!match) throw new Error(`no reset in the RateLimit field: ${field}`);
  return Number(match[1]);
}

describe('an API key', () => {
  it('is made in the profile, calls the API from outside the page up to the quota, and is refused once revoked', async () => {
    const member = await createVerifiedAccount(env.site);
    const { page, context, errors } = await openPage(env.browser);
    try {
      await logIn(env.site, page, member.email, member.password);
      await page.waitForURL(/\/dashboard/);
      await page.goto(env.site.url('/user-profile'));
      const developer = page.getByRole('region', { name: 'Developer' });
      await developer.getByText('No keys yet.').waitFor();
      await developer.getByLabel('Key name').fill('Notebook');
      await developer.getByRole('button', { name: 'Create key' }).click();
      const secret = (await developer.getByLabel('New API key secret').innerText()).trim();
      expect(secret).toMatch(/^ss_[A-Za-z0-9_-]{20,}$/);
      await developer.getByLabel('API key Notebook').waitFor();
      expect(env.site.outbox().some((mail) => mail.to === member.email && mail.subject === 'A new API key was created for your SentiScope account')).toBe(true);

      // A program outside the page: the key in the Authorization header, nothing of the session.
      const call = () => fetch(`${env.site.apiUrl}/v1/watchlist`, { headers: { authorization: `Bearer ${secret}` } });
      let first = await call();
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-policy')).toBe('"daily";q=100;w=86400');
      // Near midnight UTC the quota's day would end during the run: start on the new day instead.
      const reset = secondsToReset(first.headers.get('ratelimit'));
      if (reset < 30) {
        await new Promise((resolve) => setTimeout(resolve, (reset + 1) * 1000));
        first = await call();
        expect(first.status).toBe(200);
      }
      expect(first.headers.get('ratelimit')).toMatch(/^"daily";r=99;t=\d+$/);
      let answered = 1;
      let over: Response | undefined;
      for (let i = 0; i < 150 && !over; i += 1) {
        const answer = await call();
        if (answer.status === 200) answered += 1;
        else over = answer;
      }
      expect(answered).toBe(100);
      expect(over?.status).toBe(429);
      expect(((await over?.json()) as { message: string }).message).toBe(API_KEY_MESSAGES.quotaReached(100));
      expect(Number(over?.headers.get('retry-after'))).toBeGreaterThan(0);

      // The profile shows the day's use, and the member revokes the key there.
      await page.reload();
      const row = developer.getByLabel('API key Notebook');
      await row.waitFor();
      await row.getByRole('button', { name: 'Revoke', exact: true }).click();
      await row.getByRole('button', { name: 'Revoke Notebook' }).click();
      await row.getByText('Revoked', { exact: true }).first().waitFor();

      const refused = await call();
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toBe(API_KEY_MESSAGES.invalid);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
