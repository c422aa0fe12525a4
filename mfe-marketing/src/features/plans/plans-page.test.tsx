import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StockItem } from '@sentiscope/shared/contract';
import { rememberSubscribeIntent } from '@sentiscope/shared/pricing';
import { listenForApiCalls, renderPage, server } from '@sentiscope/shared/testing';
import { API, envelope, failure, makeToken, PLANS, user } from '@/test/fixtures';
import { SEEDED_PLANS } from '@/test/seeded-plans';
import PlansPage from './plans-page';

/** The stock list as a visitor reads it: what kind each of the twelve first assets is. */
const STOCKS: StockItem[] = [...['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada', 'doge'].map((id) => stock(id, 'crypto')), ...['aapl', 'msft', 'nvda', 'tsla', 'spy'].map((id) => stock(id, 'stock'))];
function stock(id: string, kind: StockItem['kind']): StockItem {
  return { id, name: id.toUpperCase(), symbol: id.toUpperCase(), kind, isDefault: id === 'btc', locked: false, firstDay: '2018-01-01', lastDay: '2026-11-26', source: 'live' };
}

const checkoutBodies: unknown[] = [];
listenForApiCalls({
  handlers: [
    http.get(`${API}/v1/stock/list`, () => HttpResponse.json(envelope(STOCKS))),
    http.get(`${API}/v1/plan`, () => HttpResponse.json(envelope(PLANS))),
    http.get(`${API}/v1/user/user-1`, () => HttpResponse.json(envelope(user()))),
    http.post(`${API}/v1/payment/create-checkout-session`, async ({ request }) => {
      checkoutBodies.push(await request.json());
      return HttpResponse.json(envelope({ url: 'http://localhost/checkout?session=chk1', sessionId: 'chk1' }));
    }),
  ],
});
afterEach(() => {
  checkoutBodies.length = 0;
  window.sessionStorage.clear();
});

const card = (title: string) => screen.findByRole('article', { name: title }, { timeout: 5000 });

describe('pricing page', () => {
  it('sets its title and description for search and sharing', async () => {
    renderPage(<PlansPage />, { path: '/plans' });
    await card('Pro');
    expect(document.title).toBe('Pricing Plans · SentiScope');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing Plans · SentiScope');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Free, Premium and Pro/);
  });

  it('a signed-in user subscribes: the browser sends only the plan and cycle, then opens the checkout', async () => {
    const { router } = renderPage(<PlansPage />, { path: '/plans', token: makeToken() });
    const pro = await card('Pro');
    await userEvent.click(screen.getByRole('radio', { name: /6 months/ }));
    await userEvent.click(within(pro).getByRole('button', { name: 'Get Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?session=chk1');
    expect(checkoutBodies).toEqual([{ planId: 'plan-pro', tenure: 'SIX_MONTHS' }]);
  });

  it('a free user does not see a Free card to buy but sees it as the current plan', async () => {
    renderPage(<PlansPage />, { path: '/plans', token: makeToken() });
    expect(within(await card('Free')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });

  it('a visitor who subscribes is sent to log in with the plan and cycle remembered', async () => {
    const { router } = renderPage(<PlansPage />, { path: '/plans' });
    const pro = await card('Pro');
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    await userEvent.click(within(pro).getByRole('button', { name: 'Get Pro' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(checkoutBodies).toEqual([]);
    expect(window.sessionStorage.getItem('sentiscope.returnTo')).toContain('"/plans"');
  });

  it('back from signing in, checkout continues with the remembered plan and cycle without a second click', async () => {
    rememberSubscribeIntent({ planId: 'plan-pro', tenure: 'YEARLY' });
    const { router } = renderPage(<PlansPage />, { path: '/plans', token: makeToken() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(checkoutBodies).toEqual([{ planId: 'plan-pro', tenure: 'YEARLY' }]);
    expect(window.sessionStorage.getItem('sentiscope.subscribeIntent')).toBeNull();
  });

  it('a refused checkout shows the server message, not a cancellation message', async () => {
    server.use(http.post(`${API}/v1/payment/create-checkout-session`, () => HttpResponse.json(failure('You are already subscribed to this plan.'), { status: 409 })));
    renderPage(<PlansPage />, { path: '/plans', token: makeToken() });
    await userEvent.click(within(await card('Pro')).getByRole('button', { name: 'Get Pro' }));
    expect(await screen.findByText('You are already subscribed to this plan.')).toBeInTheDocument();
  });

  it('marks every line a plan covers in the comparison, from the plans it includes as well as its own lines', async () => {
    server.use(http.get(`${API}/v1/plan`, () => HttpResponse.json(envelope(SEEDED_PLANS))));
    renderPage(<PlansPage />, { path: '/plans' });
    const table = await screen.findByRole('table', { name: 'Compare plans' });
    const marks = (line: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${line}`) }))
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label'));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Feature', 'Free', 'Premium', 'Pro']);
    expect(marks('Bitcoin and Ethereum')).toEqual(['Included', 'Included', 'Included']);
    expect(marks('Six major coins')).toEqual(['Not included', 'Included', 'Included']);
    expect(marks('Every coin and stock')).toEqual(['Not included', 'Not included', 'Included']);
    expect(marks('Headline sentiment')).toEqual(['Not included', 'Included', 'Included']);
  });

  it('says what each plan opens on its card and in the comparison: the classes Pro opens in full, the assets the others list', async () => {
    // An admin narrowed Pro to every coin and two stocks (the seeded Pro also lists the twelve first assets).
    const pro = { ...SEEDED_PLANS[2], opensAll: ['crypto' as const], cryptos: ['btc', 'eth', 'aapl', 'msft'] };
    server.use(http.get(`${API}/v1/plan`, () => HttpResponse.json(envelope([SEEDED_PLANS[0], SEEDED_PLANS[1], pro]))));
    renderPage(<PlansPage />, { path: '/plans' });
    const proCard = await card('Pro');
    expect(within(proCard).getByText('Every listed coin')).toBeInTheDocument();
    expect(within(proCard).queryByText('All US stocks and ETFs')).not.toBeInTheDocument();
    // Once the kinds are known, the coins leave the chips: the coin class opens them already.
    await waitFor(() => expect(within(proCard).queryByText('BTC')).not.toBeInTheDocument());
    expect(within(proCard).getByText('and 2 assets')).toBeInTheDocument();
    expect(within(proCard).getByText('AAPL')).toBeInTheDocument();
    expect(within(await card('Premium')).getByText('6 assets')).toBeInTheDocument();
    expect(within(await card('Premium')).getByText('SOL')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Compare plans' });
    const cells = within(within(table).getByRole('row', { name: /^Assets covered/ })).getAllByRole('cell');
    expect(cells.map((cell) => [...cell.children].map((line) => line.textContent))).toEqual([['2 assets'], ['6 assets'], ['Every listed coin', 'and 2 more assets']]);
  });

  it('shows the seeded Pro as every coin and every US stock and ETF, with no list of assets', async () => {
    server.use(http.get(`${API}/v1/plan`, () => HttpResponse.json(envelope(SEEDED_PLANS))));
    renderPage(<PlansPage />, { path: '/plans' });
    const proCard = await card('Pro');
    expect(within(proCard).getByText('Every listed coin')).toBeInTheDocument();
    expect(within(proCard).getByText('All US stocks and ETFs')).toBeInTheDocument();
    expect(within(proCard).queryByText('BTC')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Compare plans' });
    const row = within(table).getByRole('row', { name: /^Assets covered/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2 assets', '6 assets', 'Every listed coinAll US stocks and ETFs']);
  });

  it("shows each plan's alert limits on its card and in the comparison", async () => {
    server.use(http.get(`${API}/v1/plan`, () => HttpResponse.json(envelope(SEEDED_PLANS))));
    renderPage(<PlansPage />, { path: '/plans' });
    expect(within(await card('Free')).getByText('3 active alerts by e-mail, in-app, Telegram and browser push')).toBeInTheDocument();
    expect(within(await card('Pro')).getByText('200 active alerts by e-mail, in-app, webhook, Telegram and browser push')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Compare plans' });
    const row = (line: string) => within(table).getByRole('row', { name: new RegExp(`^${line}`) });
    expect(within(row('Active alerts')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '25', '200']);
    expect(within(row('Alerts kept, on or off')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20', '170', '1340']);
    const marks = (line: string) => within(row(line)).getAllByRole('img').map((mark) => mark.getAttribute('aria-label'));
    expect(marks('Alerts by e-mail')).toEqual(['Included', 'Included', 'Included']);
    expect(marks('Alerts by webhook')).toEqual(['Not included', 'Not included', 'Included']);
    expect(marks('Alerts in Telegram')).toEqual(['Included', 'Included', 'Included']);
  });

  it('offers the comparison table and the plan questions', async () => {
    renderPage(<PlansPage />, { path: '/plans' });
    const table = await screen.findByRole('table', { name: 'Compare plans' });
    expect(within(table).getByRole('row', { name: /Every coin and stock/ })).toBeInTheDocument();
    expect(screen.getByText('Can I cancel at any time?')).toBeInTheDocument();
    expect(screen.getByText('Do you give refunds?')).toBeInTheDocument();
  });
});
