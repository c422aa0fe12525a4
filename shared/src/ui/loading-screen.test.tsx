import { act, screen } from '@testing-library/react';
import { LOADING_TIP_INTERVAL_MS } from '../contract/constants';
import { Loader } from './loader';
import { renderWithUi } from '../testing';
import { LOADING_SCREEN_DELAY_MS, LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('changes its tip every 2 seconds and wraps around', () => {
    renderWithUi(<LoadingScreen />);
    expect(screen.getByText('Analysing markets…')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(LOADING_TIP_INTERVAL_MS - 1));
    expect(screen.getByText('Analysing markets…')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Analysing markets…')).toBeNull();
    expect(screen.getByText('Predicting trends…')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(LOADING_TIP_INTERVAL_MS));
    expect(screen.getByText('Learning from data…')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(LOADING_TIP_INTERVAL_MS * 2));
    expect(screen.getByText('Analysing markets…')).toBeInTheDocument();
  });

  it('announces tips politely inside a labelled status region', () => {
    renderWithUi(<LoadingScreen tips={['Analysing markets…', 'Predicting trends…']} />);
    expect(screen.getByRole('status', { name: 'Loading SentiScope' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Analysing markets…')).toHaveAttribute('aria-live', 'polite');
  });

  it('stops rotating once unmounted', () => {
    const { unmount } = renderWithUi(<LoadingScreen />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('LoadingScreen in the place of a page or a section', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const area = (props: Partial<Parameters<typeof LoadingScreen>[0]> = {}) =>
    renderWithUi(
      <LoadingScreen placement="area" label="Loading the dashboard…" delayMs={LOADING_SCREEN_DELAY_MS} minHeight="60vh" {...props} />,
    );

  it('is a status from the start, and shows its animated text only once the load takes longer than a moment', () => {
    area({ placeholder: <span data-testid="skeleton" /> });
    const status = screen.getByRole('status', { name: 'Loading the dashboard…' });
    expect(status).toHaveStyle({ minHeight: '60vh' });
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Analysing markets…')).toBeNull();

    act(() => jest.advanceTimersByTime(LOADING_SCREEN_DELAY_MS - 1));
    expect(screen.queryByText('Analysing markets…')).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Analysing markets…')).toBeInTheDocument();
    expect(status).toHaveTextContent('Loading the dashboard…');
    expect(screen.queryByTestId('skeleton')).toBeNull();
    // The same box: it keeps its height when the text shows.
    expect(status).toHaveStyle({ minHeight: '60vh' });
  });

  it('changes its tip every 2 seconds from the moment it shows', () => {
    area();
    act(() => jest.advanceTimersByTime(LOADING_SCREEN_DELAY_MS));
    act(() => jest.advanceTimersByTime(LOADING_TIP_INTERVAL_MS - 1));
    expect(screen.getByText('Analysing markets…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Predicting trends…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOADING_TIP_INTERVAL_MS));
    expect(screen.getByText('Learning from data…')).toBeInTheDocument();
  });

  it('leaves no timer behind when what it waited for arrives first', () => {
    const { unmount } = area();
    act(() => jest.advanceTimersByTime(LOADING_SCREEN_DELAY_MS / 2));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('Loader', () => {
  it('is a status with an accessible label', () => {
    renderWithUi(<Loader label="Loading the dashboard…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
  });
});
