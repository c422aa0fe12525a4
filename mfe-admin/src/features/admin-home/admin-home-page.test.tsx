import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/test/render-admin';
import { companyInfo, stats } from '@/test/fixtures';
import AdminHomePage from './admin-home-page';
import { envelope, failure, server, TEST_API as API } from '@sentiscope/shared/testing';

const counter = (label: string) => within(screen.getByText(label, { selector: 'dt' }).closest('div') as HTMLElement).getByText(/\d/, { selector: '[aria-hidden="true"]' });

describe('the admin home page', () => {
  afterEach(() => jest.useRealTimers());

  it('is titled Admin Dashboard and counts each statistic up in 50 ms steps to its value', async () => {
    jest.useFakeTimers();
    server.use(
      http.get(`${API}/admin/stats`, () => HttpResponse.json(envelope(stats()))),
      http.get(`${API}/contact/company-info`, () => HttpResponse.json(envelope(companyInfo()))),
    );
    renderAdmin(<AdminHomePage />, { path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByText('Users', { selector: 'dt' });
    expect(counter('Users')).toHaveTextContent('0');
    await act(async () => jest.advanceTimersByTimeAsync(50));
    expect(counter('Users')).toHaveTextContent('6');
    await act(async () => jest.advanceTimersByTimeAsync(450));
    expect(counter('Users')).toHaveTextContent('60');
    await act(async () => jest.advanceTimersByTimeAsync(500));
    expect(counter('Users')).toHaveTextContent('120');
    expect(counter('Monthly recurring revenue')).toHaveTextContent('$1,160.00');
    expect(counter('Active subscriptions')).toHaveTextContent('40');
    expect(counter('Cancellations pending')).toHaveTextContent('3');
    expect(screen.getByRole('img', { name: 'Sign-ups and paid conversions per day, last 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Pro' })).toBeInTheDocument();
  });

  it("shows the server's message and a Retry when the statistics fail", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/admin/stats`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json(failure('Only super admins may do this'), { status: 403 }) : HttpResponse.json(envelope(stats()));
      }),
      http.get(`${API}/contact/company-info`, () => HttpResponse.json(envelope(companyInfo()))),
    );
    const { user } = renderAdmin(<AdminHomePage />, { path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only super admins may do this');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Verified users', { selector: 'dt' })).toBeInTheDocument();
  });
});
