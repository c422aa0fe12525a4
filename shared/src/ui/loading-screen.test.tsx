import { act, screen } from '@testing-library/react';
import { LOADING_TIP_INTERVAL_MS } from '../contract/constants';
import { Loader } from './loader';
import { LoadingScreen } from './loading-screen';
import { renderWithTheme } from './test-utils';

describe('LoadingScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('changes its tip every 2 seconds and wraps around', () => {
    renderWithTheme(<LoadingScreen />);
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
    renderWithTheme(<LoadingScreen tips={['Analysing markets…', 'Predicting trends…']} />);
    expect(screen.getByRole('status', { name: 'Loading SentiScope' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Analysing markets…')).toHaveAttribute('aria-live', 'polite');
  });

  it('stops rotating once unmounted', () => {
    const { unmount } = renderWithTheme(<LoadingScreen />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('Loader', () => {
  it('is a status with an accessible label', () => {
    renderWithTheme(<Loader label="Loading the dashboard…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
  });
});
