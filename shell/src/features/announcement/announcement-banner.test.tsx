import { act, screen, waitFor, within } from '@testing-library/react';
import { ANNOUNCEMENT_STORAGE_KEY, type ServerAnnouncement } from '@sentiscope/shared/contract';
import { renderApp } from '../../../test/render-app';
import { announcementHandler } from '../../../test/msw/announcement-handlers';
import { server } from '@sentiscope/shared/testing';

const DEFAULT_MESSAGE = 'Special offer: get 20% off the yearly Pro plan for a limited time!';

const save = (value: object) => window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, JSON.stringify(value));
const banner = () => screen.queryByRole('region', { name: 'Announcement' });

/** What the browser does in this tab when another tab writes local storage. */
function saveInAnotherTab(value: object | null) {
  const oldValue = window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY);
  const newValue = value === null ? null : JSON.stringify(value);
  act(() => {
    if (newValue === null) window.localStorage.removeItem(ANNOUNCEMENT_STORAGE_KEY);
    else window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: ANNOUNCEMENT_STORAGE_KEY, oldValue, newValue }));
  });
}

describe('announcement banner', () => {
  it('shows the special offer in amber with white text (WCAG AA) when nothing is saved', async () => {
    renderApp('/about');
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent(DEFAULT_MESSAGE);
    expect(region).toHaveStyle({ backgroundColor: 'rgb(161, 98, 7)', color: 'rgb(255, 255, 255)' });
  });

  it('draws its named icon as SVG, the same in every browser, and shows an icon typed by an admin as typed', async () => {
    renderApp('/about');
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region.querySelector('svg.lucide-gift')).not.toBeNull();
    expect(region.textContent).toBe(DEFAULT_MESSAGE);
    saveInAnotherTab({ message: 'Heads up', showAnnouncement: true, icon: 'warning' });
    expect(banner()?.querySelector('svg.lucide-triangle-alert')).not.toBeNull();
  });

  it('sits above the header', async () => {
    renderApp('/about');
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the saved message, icon, colours and extra class name', async () => {
    save({
      message: 'Maintenance tonight at 22:00 UTC',
      showAnnouncement: true,
      backgroundColor: 'bg-red-600',
      textColor: '#fefce8',
      icon: '🛠️',
      className: 'maintenance-banner',
    });
    renderApp('/about');
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('🛠️Maintenance tonight at 22:00 UTC');
    expect(region).toHaveStyle({ backgroundColor: 'rgb(220, 38, 38)', color: 'rgb(254, 252, 232)' });
    expect(region).toHaveClass('maintenance-banner');
  });

  it('falls back to the default colours for values it cannot read', async () => {
    save({ message: 'Hello', showAnnouncement: true, backgroundColor: 'bg-nope-123', textColor: 'red; x: y' });
    renderApp('/about');
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region).toHaveStyle({ backgroundColor: 'rgb(161, 98, 7)', color: 'rgb(255, 255, 255)' });
  });

  it('is hidden when the saved announcement says not to show it', async () => {
    save({ message: 'Hidden news', showAnnouncement: false });
    renderApp('/about');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows the default when the saved value is not valid JSON', async () => {
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, '{broken');
    renderApp('/about');
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(DEFAULT_MESSAGE);
  });

  it("closes with the button labelled 'Close announcement'", async () => {
    const { user } = renderApp('/about');
    const region = await screen.findByRole('region', { name: 'Announcement' });
    await user.click(within(region).getByRole('button', { name: 'Close announcement' }));
    expect(banner()).not.toBeInTheDocument();
  });

  it('follows a save made in another tab', async () => {
    renderApp('/about');
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(DEFAULT_MESSAGE);
    saveInAnotherTab({ message: 'New plans are live', showAnnouncement: true, backgroundColor: 'bg-blue-600', textColor: 'text-white', icon: '🚀', className: '' });
    expect(banner()).toHaveTextContent('🚀New plans are live');
    expect(banner()).toHaveStyle({ backgroundColor: 'rgb(37, 99, 235)' });
    saveInAnotherTab({ message: 'New plans are live', showAnnouncement: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows a newly saved announcement again after the previous one was closed', async () => {
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Close announcement' }));
    saveInAnotherTab({ message: 'Fresh news', showAnnouncement: true });
    expect(banner()).toHaveTextContent('Fresh news');
  });

  it('ignores storage events for other keys', async () => {
    renderApp('/about');
    await screen.findByRole('region', { name: 'Announcement' });
    act(() => {
      window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, JSON.stringify({ message: 'Not yet', showAnnouncement: true }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'selectedStock', newValue: '{}' }));
    });
    expect(banner()).toHaveTextContent(DEFAULT_MESSAGE);
  });

  describe('saved on the server', () => {
    const serverAnnouncement = (overrides: Partial<ServerAnnouncement> = {}): ServerAnnouncement => ({
      message: 'Pro prices change on Monday',
      showAnnouncement: true,
      backgroundColor: 'bg-blue-700',
      textColor: 'text-white',
      icon: '📣',
      className: '',
      startsAt: null,
      endsAt: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
      ...overrides,
    });

    it("shows every visitor the admin's announcement, over this browser's local copy", async () => {
      save({ message: 'Local copy', showAnnouncement: true });
      server.use(announcementHandler(serverAnnouncement()));
      renderApp('/about');
      await waitFor(() => expect(banner()).toHaveTextContent('📣Pro prices change on Monday'));
      const region = banner();
      expect(region).toHaveStyle({ backgroundColor: 'rgb(29, 78, 216)' });
    });

    it('shows nothing when the admin turned it off', async () => {
      server.use(announcementHandler(serverAnnouncement({ showAnnouncement: false })));
      renderApp('/about');
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      await waitFor(() => expect(banner()).not.toBeInTheDocument());
    });

    it("shows this browser's copy until the server answers, so the page below it does not move", async () => {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      server.use(announcementHandler(serverAnnouncement(), answered));
      renderApp('/about');
      expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(DEFAULT_MESSAGE);
      act(() => answer());
      await waitFor(() => expect(banner()).toHaveTextContent('Pro prices change on Monday'));
    });

    it('appears at its start time and goes at its end time', async () => {
      jest.useFakeTimers({ now: Date.parse('2026-11-10T11:59:00Z') });
      try {
        server.use(announcementHandler(serverAnnouncement({ startsAt: '2026-11-10T12:00:00.000Z', endsAt: '2026-11-10T13:00:00.000Z' })));
        renderApp('/about');
        expect(await screen.findByRole('banner')).toBeInTheDocument();
        await act(async () => jest.advanceTimersByTimeAsync(1000));
        expect(banner()).not.toBeInTheDocument();
        await act(async () => jest.advanceTimersByTimeAsync(60_000));
        expect(banner()).toHaveTextContent('Pro prices change on Monday');
        await act(async () => jest.advanceTimersByTimeAsync(60 * 60_000));
        expect(banner()).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
