import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ANNOUNCEMENT_STORAGE_KEY, type AnnouncementInput, type ServerAnnouncement } from '@sentiscope/shared/contract';
import { renderAdmin } from '@/test/render-admin';
import AdminAnnouncementPage from './admin-announcement-page';
import { envelope, failure, server, TEST_API as API } from '@sentiscope/shared/testing';

function announcementApi(current: ServerAnnouncement | null = null, refuse = '') {
  const saved: AnnouncementInput[] = [];
  server.use(
    http.get(`${API}/announcement`, () => HttpResponse.json(envelope(current))),
    http.put(`${API}/admin/announcement`, async ({ request }) => {
      const body = (await request.json()) as AnnouncementInput;
      if (refuse) return HttpResponse.json(failure(refuse), { status: 400 });
      saved.push(body);
      current = { ...body, updatedAt: '2026-11-20T10:00:00.000Z' };
      return HttpResponse.json(envelope(current, 'Announcement saved'));
    }),
  );
  return saved;
}

describe('announcement settings', () => {
  it('previews the banner live and saves it locally and on the server', async () => {
    const saved = announcementApi();
    const { user } = renderAdmin(<AdminAnnouncementPage />, { path: '/admin/announcement' });
    const message = await screen.findByLabelText('Message');
    expect(message).toHaveValue('Special offer: get 20% off the yearly Pro plan for a limited time!');
    await user.clear(message);
    await user.type(message, 'New: stock analysis');
    await user.selectOptions(screen.getByLabelText('Background colour'), 'Blue');
    const preview = screen.getByTestId('announcement-preview');
    expect(preview).toHaveTextContent('New: stock analysis');
    expect(preview).toHaveStyle({ backgroundColor: 'rgb(29, 78, 216)' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Announcement saved locally!')).toBeInTheDocument();
    expect(await screen.findByText('Announcement saved')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY) as string)).toMatchObject({ message: 'New: stock analysis', backgroundColor: 'bg-blue-700' });
    expect(saved).toEqual([expect.objectContaining({ message: 'New: stock analysis', backgroundColor: 'bg-blue-700', showAnnouncement: true, startsAt: null, endsAt: null })]);
  });

  it('warns when the colours do not pass WCAG AA together', async () => {
    announcementApi();
    const { user } = renderAdmin(<AdminAnnouncementPage />, { path: '/admin/announcement' });
    expect(await screen.findByText('Contrast 4.92:1 – readable (WCAG AA).')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Background colour'), 'Pale yellow');
    expect(screen.getByRole('alert')).toHaveTextContent(/Contrast 1\.\d+:1 is below 4\.5:1/);
    await user.selectOptions(screen.getByLabelText('Text colour'), 'Black');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an end time before the start time and an empty message while shown', async () => {
    const saved = announcementApi();
    const { user } = renderAdmin(<AdminAnnouncementPage />, { path: '/admin/announcement' });
    await user.clear(await screen.findByLabelText('Message'));
    expect(screen.getByText('Message is required to show the announcement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.type(screen.getByLabelText('Start time (optional)'), '2030-01-02T10:00');
    await user.type(screen.getByLabelText('End time (optional)'), '2030-01-01T10:00');
    expect(screen.getByText('End time must be after the start time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(saved).toEqual([]);
  });

  it("starts from the server's announcement and shows the server's refusal", async () => {
    announcementApi(
      { message: 'Live now', showAnnouncement: true, backgroundColor: 'bg-green-700', textColor: 'text-white', icon: '', className: '', startsAt: null, endsAt: null, updatedAt: '2026-11-01T00:00:00.000Z' },
      'Only super admins may do this',
    );
    const { user } = renderAdmin(<AdminAnnouncementPage />, { path: '/admin/announcement' });
    expect(await screen.findByLabelText('Message')).toHaveValue('Live now');
    expect(screen.getByLabelText('Background colour')).toHaveValue('bg-green-700');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only super admins may do this')).toBeInTheDocument();
  });
});
