import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../contract/constants';
import { renderWithUi } from '../testing';
import { notify } from './toasts';

// The design system's provider mounts the site's one toast host.
const renderToastHost = () => renderWithUi(<></>);

describe('notify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      toast.dismiss();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
  });

  it('shows a toast top-centre that closes after 1500 ms', async () => {
    renderToastHost();
    act(() => {
      notify.success('Plan updated successfully!');
    });
    const toastEl = await screen.findByRole('status');
    expect(toastEl).toHaveTextContent('Plan updated successfully!');
    expect(toastEl.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-center');

    act(() => jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Plan updated successfully!');

    act(() => jest.advanceTimersByTime(1));
    // Closing starts the exit animation; the toast stops being announced at once.
    expect(screen.queryByRole('status')).toBeNull();

    // jsdom runs no CSS animations, so play the browser's part and end the exit animation.
    act(() => {
      fireEvent.animationEnd(toastEl);
    });
    // Then the collapse: two animation frames and a 200 ms height transition.
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Plan updated successfully!')).toBeNull();
  });

  it('waits while the pointer is over a toast and closes after the rest of its time once it leaves', async () => {
    renderToastHost();
    act(() => {
      notify.error('Payment failed');
    });
    const toastEl = await screen.findByRole('alert');

    act(() => jest.advanceTimersByTime(1000));
    fireEvent.mouseOver(toastEl);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');

    // Moving onto a part of the same toast is not leaving it.
    const closeButton = within(toastEl).getByRole('button', { name: /close/i });
    fireEvent.mouseOut(toastEl, { relatedTarget: closeButton });
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');

    fireEvent.mouseOut(toastEl, { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1000 - 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits while a toast has keyboard focus', async () => {
    renderToastHost();
    act(() => {
      notify.success('Profile saved');
    });
    const toastEl = await screen.findByRole('status');
    act(() => toastEl.focus());
    act(() => jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 4));
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');

    act(() => toastEl.blur());
    act(() => jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors assertively and info politely', async () => {
    renderToastHost();
    act(() => {
      notify.error('Something went wrong');
      notify.info('Email sent successfully! Check your inbox.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('status')).toHaveTextContent('Email sent successfully! Check your inbox.');
  });
});
