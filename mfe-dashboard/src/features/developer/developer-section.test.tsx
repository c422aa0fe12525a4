import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { API_KEY_MESSAGES, type ApiKey, type ApiKeyInput } from '@sentiscope/shared/contract';
import { envelope, failure, listenForApiCalls, server, TEST_API } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { DeveloperSection } from './developer-section';

const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

const aKey = (fields: Partial<ApiKey> = {}): ApiKey => ({
  id: 'k1',
  name: 'Notebook',
  scopes: ['read'],
  hint: 'ss_AbCd…',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-27T08:00:00.000Z',
  revokedAt: null,
  usage: DAYS.map((day, i) => ({ day, requests: i === 6 ? 12 : i })),
  ...fields,
});

/** The member's keys as the API keeps them: made keys join the list, revoked ones stay, marked. */
function start(keys: ApiKey[] = [aKey()]) {
  const state = { keys, received: [] as ApiKeyInput[] };
  server.use(
    http.get(`${TEST_API}/user/api-keys`, () => HttpResponse.json(envelope({ keys: state.keys, quota: { daily: 100, usedToday: 12, planTitle: 'Free' } }))),
    http.post(`${TEST_API}/user/api-keys`, async ({ request }) => {
      const body = (await request.json()) as ApiKeyInput;
      state.received.push(body);
      if (state.keys.length >= 2) return HttpResponse.json(failure(API_KEY_MESSAGES.tooMany), { status: 409 });
      const key = aKey({ id: 'k2', name: body.name, scopes: body.scopes, hint: 'ss_ZzYy…', lastUsedAt: null, usage: DAYS.map((day) => ({ day, requests: 0 })) });
      state.keys = [key, ...state.keys];
      return HttpResponse.json(envelope({ key, secret: `ss_${'Z'.repeat(43)}` }, API_KEY_MESSAGES.created), { status: 201 });
    }),
    http.delete(`${TEST_API}/user/api-keys/:id`, ({ params }) => {
      state.keys = state.keys.map((k) => (k.id === params.id ? { ...k, revokedAt: '2026-11-27T09:00:00.000Z' } : k));
      return HttpResponse.json(envelope({ revoked: true }, API_KEY_MESSAGES.revoked));
    }),
  );
  return { ...renderMember(<DeveloperSection />, { path: '/user-profile' }), state };
}

listenForApiCalls();

describe("the profile's Developer section", () => {
  it("lists each key with its hint, scopes, last use and requests per day, and the plan's quota", async () => {
    start();
    const key = await screen.findByRole('listitem', { name: 'API key Notebook' });
    expect(within(key).getByText('ss_AbCd…')).toBeInTheDocument();
    expect(within(key).getByText('Active')).toBeInTheDocument();
    expect(within(key).getByText('27 requests in 7 days')).toBeInTheDocument();
    expect(within(key).getByRole('listitem', { name: '2026-11-27: 12 requests' })).toBeInTheDocument();
    expect(screen.getByLabelText('Daily API quota')).toHaveTextContent('100 API requests a day on Free, all keys together; used today (UTC): 12.');
  });

  it('makes a key after checking its name, shows the secret once, and says the server’s refusal', async () => {
    const { user, state } = start();
    await screen.findByRole('listitem', { name: 'API key Notebook' });
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText(API_KEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(state.received).toEqual([]);
    await user.type(screen.getByLabelText('Key name'), 'Trading bot');
    await user.click(screen.getByRole('checkbox', { name: /Alerts: also create and delete/ }));
    await user.selectOptions(screen.getByLabelText('Expires'), '90');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('New API key secret')).toHaveTextContent(`ss_${'Z'.repeat(43)}`);
    expect(state.received).toEqual([{ name: 'Trading bot', scopes: ['read', 'alerts'], expiresInDays: 90 }]);
    expect(await screen.findByRole('listitem', { name: 'API key Trading bot' })).toHaveTextContent('Read, and create and delete alerts');
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('New API key secret')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Key name'), 'Third');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.tooMany)).toBeInTheDocument();
  });

  it('revokes a key after asking, and shows it revoked', async () => {
    const { user } = start();
    const key = await screen.findByRole('listitem', { name: 'API key Notebook' });
    await user.click(within(key).getByRole('button', { name: 'Revoke' }));
    expect(within(key).getByText('Programs using this key are refused at once.')).toBeInTheDocument();
    await user.click(within(key).getByRole('button', { name: 'Revoke Notebook' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'API key Notebook' })).getByText('Revoked', { selector: 'span' })).toBeInTheDocument());
    expect(within(screen.getByRole('listitem', { name: 'API key Notebook' })).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });
});
