import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@sentiscope/shared/contract';
import { failure, listenForApiCalls, server } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { HistoryCsvButton } from './history-csv-button';

const CSV = 'date,close,mood\n2025-08-20,100,40\n';
listenForApiCalls();

const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:history';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the dashboard’s history CSV download', () => {
  it('asks the API for the stored history of the asset and range shown, signed in, and saves it as a CSV file', async () => {
    const asked: Array<{ url: string; auth: string | null }> = [];
    server.use(
      http.get('http://api.test/v1/stock/history/:file', ({ request }) => {
        asked.push({ url: request.url, auth: request.headers.get('authorization') });
        return new HttpResponse(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const { user } = renderMember(<HistoryCsvButton assetId="btc" startDate="2025-08-20" endDate="2025-08-22" />, { path: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Download history CSV' }));
    await screen.findByRole('button', { name: 'Download history CSV' });
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe('http://api.test/v1/stock/history/btc.csv?startDate=2025-08-20&endDate=2025-08-22');
    expect(asked[0].auth).toMatch(/^Bearer ey/);
    expect(saved).toHaveLength(1);
    expect(await saved[0].text()).toBe(CSV);
    expect(saved[0].type).toBe('text/csv');
  });

  it('says the server’s reason when the download is refused', async () => {
    server.use(http.get('http://api.test/v1/stock/history/:file', () => HttpResponse.json(failure(MESSAGES.assetLocked), { status: 403 })));
    const { user } = renderMember(<HistoryCsvButton assetId="sol" startDate="2025-08-20" endDate="2025-08-22" />, { path: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Download history CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.assetLocked);
    expect(saved).toEqual([]);
  });
});
