import { screen, waitFor, within } from '@testing-library/react';
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import { listenForApiCalls, server } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { channelHandlers, fakeChannels } from '@/test/channels-fake';
import { fakeSettings, settingsHandlers, type FakeSettings } from '@/test/settings-fake';
import { AlertSettingsSection } from './alert-settings-section';

let state: FakeSettings;
listenForApiCalls();
const start = (settings: Parameters<typeof fakeSettings>[0] = {}) => {
  state = fakeSettings(settings);
  server.use(...settingsHandlers(state), ...channelHandlers(fakeChannels()));
  return renderMember(<AlertSettingsSection />, { path: '/user-profile' });
};

describe("the profile's alert settings", () => {
  it('says a secret made with the first address is shown to no one, and how to get one', async () => {
    start({ channels: ['email', 'in-app', 'webhook'], webhookUrl: 'https://hooks.example.com/x', webhookSecretHint: 'whsec_…a1b2' });
    const secret = await screen.findByRole('region', { name: 'Webhook secret' });
    expect(secret).toHaveTextContent('Signing secret: whsec_…a1b2');
    expect(within(secret).getByText('A secret is shown only once, when it is made. Lost it? Rotate it and use the new one.')).toBeInTheDocument();
  });

  it('changes the digest as soon as one is chosen', async () => {
    const { user } = start();
    const off = await screen.findByRole('radio', { name: /Off/ });
    expect(off).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Weekly/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Weekly/ })).toBeChecked());
    expect(state.received).toEqual([{ path: '/alerts/settings', body: { digest: 'weekly' } }]);
    expect(await screen.findByText(DELIVERY_MESSAGES.saved)).toBeInTheDocument();
  });

  it('offers the webhook only on a plan that has it', async () => {
    start();
    expect(await screen.findByText(/Webhook delivery, signed for your own systems, comes with Pro/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
  });

  it("saves the address, or shows the server's reason and keeps what was typed", async () => {
    const { user } = start({ channels: ['email', 'in-app', 'webhook'] });
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await user.type(address, 'ftp://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.webhookUrlInvalid)).toBeInTheDocument();
    expect(address).toHaveValue('ftp://example.com/hook');
    await user.clear(address);
    await user.type(address, 'https://hooks.example.com/sentiscope');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.saved)).toBeInTheDocument();
    expect(state.settings.webhookUrl).toBe('https://hooks.example.com/sentiscope');
    await user.click(screen.getByRole('button', { name: 'Send a test delivery' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.webhookTestSent(200))).toBeInTheDocument();
  });

  it("shows the server's answer to a test delivery: its plain reason when nothing answered, its refusal past the limit", async () => {
    const { user } = start({ channels: ['email', 'in-app', 'webhook'], webhookUrl: 'https://hooks.example.com/x', webhookSecretHint: 'whsec_…a1b2' });
    state.testStatus = null;
    state.testsLeft = 1;
    const send = await screen.findByRole('button', { name: 'Send a test delivery' });
    await user.click(send);
    expect(await screen.findByText(DELIVERY_MESSAGES.webhookTestFailed(DELIVERY_MESSAGES.webhookUnreachable))).toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(DELIVERY_MESSAGES.webhookTestsTooMany);
    expect(screen.queryByText(DELIVERY_MESSAGES.webhookTestFailed(DELIVERY_MESSAGES.webhookUnreachable))).not.toBeInTheDocument();
  });

  it('shows a new secret once, and asks before rotating it', async () => {
    const { user } = start({ channels: ['email', 'in-app', 'webhook'], webhookUrl: 'https://hooks.example.com/x' });
    const secret = await screen.findByRole('region', { name: 'Webhook secret' });
    expect(secret).toHaveTextContent('Signing secret: none yet');
    expect(within(secret).queryByText(/shown only once/)).not.toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: 'Make a secret' }));
    expect(await within(secret).findByLabelText('New webhook secret')).toHaveTextContent(`whsec_${'1'.repeat(32)}`);
    expect(await within(secret).findByText('whsec_…1111')).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: 'Rotate secret' }));
    expect(within(secret).getByText('The current secret stops signing at once.')).toBeInTheDocument();
    expect(state.secrets).toBe(1);
    await user.click(within(secret).getByRole('button', { name: 'Make a new secret' }));
    expect(await within(secret).findByLabelText('New webhook secret')).toHaveTextContent(`whsec_${'2'.repeat(32)}`);
    expect(state.secrets).toBe(2);
  });
});
