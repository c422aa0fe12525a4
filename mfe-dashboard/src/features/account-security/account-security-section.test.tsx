import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SECURITY_MESSAGES, type SecurityOverview } from '@sentiscope/shared/contract';
import { aMember, listenForApiCalls, server } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { AccountSecuritySection } from './account-security-section';

const API = 'http://api.test/v1';
const ok = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });
const fail = (message: string, status = 400) => HttpResponse.json({ success: false, message, error: message }, { status });

let overview: SecurityOverview;
const bodies: Record<string, unknown[]> = {};
const record = (name: string) => async ({ request }: { request: Request }) => {
  (bodies[name] ??= []).push(request.method === 'GET' ? null : await request.json().catch(() => null));
};

listenForApiCalls({
  handlers: [
    http.get(`${API}/user/security`, () => ok(overview)),
    http.get(`${API}/user/:id`, () => ok(aMember({ _id: 'u1' }))),
  ],
});
beforeEach(() => {
  overview = {
    twoFactorEnabled: false,
    twoFactorRequired: false,
    recoveryCodesLeft: 0,
    events: [{ _id: 'e1', kind: 'new-device', device: 'Mac · Chrome', ip: '203.0.113.9', at: '2026-11-20T10:00:00.000Z' }],
  };
  for (const key of Object.keys(bodies)) delete bodies[key];
});

const renderSection = (at = '/user-profile') => renderMember(<AccountSecuritySection />, { path: '/user-profile', at });

describe('the profile security section', () => {
  it('lists recent security activity', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Recent security activity' });
    expect(within(list).getByText('Signed in from a new device')).toBeInTheDocument();
    expect(within(list).getByText(/Mac · Chrome · 203\.0\.113\.9/)).toBeInTheDocument();
  });

  it('changes the password with the current one and shows the server’s answer', async () => {
    server.use(http.post(`${API}/user/change-password`, async (info) => (await record('change')(info), ok({}, SECURITY_MESSAGES.passwordChanged))));
    const { user } = renderSection();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Current Password is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Current password'), 'old-secret-1');
    await user.type(within(form).getByLabelText('New password'), 'violet lantern 42');
    await user.type(within(form).getByLabelText('Confirm new password'), 'violet lantern 42');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SECURITY_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(bodies.change).toEqual([{ currentPassword: 'old-secret-1', newPassword: 'violet lantern 42' }]);
  });

  it('enrols two-factor sign-in: shows the setup key, takes a code, then shows the recovery codes once', async () => {
    server.use(
      http.post(`${API}/user/two-factor/setup`, () => ok({ secret: 'ABCDEFGHIJKLMNOP', otpauthUrl: 'otpauth://totp/SentiScope:ada?secret=ABCDEFGHIJKLMNOP' })),
      http.post(`${API}/user/two-factor/enable`, async (info) => {
        await record('enable')(info);
        overview = { ...overview, twoFactorEnabled: true, recoveryCodesLeft: 2 };
        return ok({ recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] }, SECURITY_MESSAGES.twoFactorEnabled);
      }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByLabelText('Setup key')).toHaveTextContent('ABCD EFGH IJKL MNOP');
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
    expect(bodies.enable).toEqual([{ code: '123456' }]);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Recovery codes left/)).toHaveTextContent('Recovery codes left: 2.');
  });

  it('tells a super admin without two-factor sign-in that the admin area needs it, and offers no way to turn it off once on', async () => {
    overview = { ...overview, twoFactorRequired: true };
    renderSection();
    expect(await screen.findByText(SECURITY_MESSAGES.twoFactorRequiredForAdmins)).toBeInTheDocument();
  });

  it('deletes the account only with the password and the typed word, then signs out and goes home', async () => {
    server.use(http.post(`${API}/user/delete-account`, async (info) => (await record('delete')(info), ok({ deleted: true }, SECURITY_MESSAGES.accountDeleted))));
    const { user, store } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.type(within(dialog).getByLabelText('Password'), 'my-secret-1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    expect(await screen.findByText(SECURITY_MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(bodies.delete).toEqual([{ password: 'my-secret-1', confirmation: 'DELETE' }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().session.token).toBeNull();
  });

  it('confirms an e-mail change from the mailed link and takes the token out of the address', async () => {
    server.use(http.post(`${API}/user/confirm-email`, async (info) => (await record('confirm')(info), ok({ email: 'new@example.com' }, SECURITY_MESSAGES.emailChanged))));
    renderSection('/user-profile#confirm-email=tok_123');
    expect(await screen.findByText(SECURITY_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(bodies.confirm).toEqual([{ token: 'tok_123' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-profile$/);
  });

  it('shows the server’s message when the current password is wrong', async () => {
    server.use(http.post(`${API}/user/change-password`, () => fail(SECURITY_MESSAGES.currentPasswordWrong)));
    const { user } = renderSection();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong-one-1');
    await user.type(within(form).getByLabelText('New password'), 'violet lantern 42');
    await user.type(within(form).getByLabelText('Confirm new password'), 'violet lantern 42');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SECURITY_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
  });
});
