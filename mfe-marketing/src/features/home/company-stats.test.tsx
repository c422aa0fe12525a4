import { act, renderHook, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STAT_COUNTER_STEP_MS } from '@sentiscope/shared/contract';
import { listenForApiCalls, renderPage, server } from '@sentiscope/shared/testing';
import { API, envelope } from '@/test/fixtures';
import { CompanyStats } from './company-stats';
import { COUNT_UP_STEPS, useCountUp } from './use-count-up';

const COMPANY = {
  companyName: 'SentiScope',
  addresses: [],
  contacts: [],
  socialMedia: [],
  totalUsers: 12000,
  totalProjects: 1,
  totalStorage: 1,
  totalBandwidth: 1,
  activeUsers: 4300,
  excellentRating: 98,
  premiumFeatures: 24,
};

listenForApiCalls({ handlers: [http.get(`${API}/v1/contact/company-info`, () => HttpResponse.json(envelope(COMPANY)))] });

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const shown = (label: string) => screen.getByText(label).parentElement!.querySelector('[aria-hidden]')!.textContent;

describe('company statistics counters', () => {
  afterEach(() => jest.useRealTimers());

  it('count up in 50 ms steps to the company figure', () => {
    setReducedMotion(false);
    jest.useFakeTimers();
    const { result } = renderHook(() => useCountUp(12000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(STAT_COUNTER_STEP_MS));
    expect(result.current).toBe(12000 / COUNT_UP_STEPS);
    act(() => jest.advanceTimersByTime(STAT_COUNTER_STEP_MS * (COUNT_UP_STEPS / 2 - 1)));
    expect(result.current).toBe(6000);
    act(() => jest.advanceTimersByTime(STAT_COUNTER_STEP_MS * (COUNT_UP_STEPS / 2 - 1) + STAT_COUNTER_STEP_MS - 1));
    expect(result.current).toBeLessThan(12000);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(12000);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stand still at their value when the user prefers reduced motion', async () => {
    setReducedMotion(true);
    renderPage(<CompanyStats />, { path: '/' });
    await screen.findByText('people signed up');
    expect(shown('people signed up')).toBe('12,000');
    expect(shown('premium features')).toBe('24');
  });

  it('say the company information failed to load', async () => {
    server.use(http.get(`${API}/v1/contact/company-info`, () => HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })));
    renderPage(<CompanyStats />, { path: '/' });
    expect(await screen.findByText('Failed to fetch company information. Please try again later.')).toBeInTheDocument();
  });

  it('say the response was empty when it carries no company', async () => {
    server.use(http.get(`${API}/v1/contact/company-info`, () => HttpResponse.json({ success: true, message: 'ok' })));
    renderPage(<CompanyStats />, { path: '/' });
    expect(await screen.findByText('Empty response')).toBeInTheDocument();
  });
});
